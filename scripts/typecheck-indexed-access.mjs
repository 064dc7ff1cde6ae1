// Type-checks the folders listed below with `noUncheckedIndexedAccess` on (ARCHITECTURE.md, "Guardrails").
//
// The flag is turned on folder by folder. A tsconfig cannot do that: it reports the errors of every
// file a folder imports, so a folder could only be enabled after everything below it. This checks the
// whole program with the flag and reports the errors of the listed folders only.
//
// Usage: node scripts/typecheck-indexed-access.mjs          checks the listed folders
//        node scripts/typecheck-indexed-access.mjs --count  prints the errors per folder of the whole tree
import * as path from 'node:path';
import ts from 'typescript';

/** Folders (or files) whose code handles an index that may be out of range. Add one when its count is zero. */
const CHECKED = [
  'client/src/',
  'server/src/cli/',
  'server/src/core/config/',
  'server/src/core/description/',
  'server/src/core/fixes/',
  'server/src/core/kotlin-types/',
  'server/src/core/languages/android-xml/',
  'server/src/core/languages/kotlin/',
  'server/src/core/languages/typescript/',
  'server/src/core/registry/',
  'server/src/core/rules/',
  'server/src/core/schema/',
  'server/src/core/text/',
  'test/',
];

/** Folders inside a checked one that are not checked yet. Remove one when its count is zero. */
const NOT_YET = [];

const root = path.resolve(import.meta.dirname, '..');
const relative = (fileName) => path.relative(root, fileName).split(path.sep).join('/');

const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root, { noUncheckedIndexedAccess: true, noEmit: true });
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });

const count = process.argv.includes('--count');
const diagnostics = [];
const perFolder = new Map();
for (const source of program.getSourceFiles()) {
  const file = relative(source.fileName);
  if (file.startsWith('..') || file.includes('node_modules/')) continue;
  const within = (prefix) => file === prefix || file.startsWith(prefix);
  const checked = CHECKED.some(within) && !NOT_YET.some(within);
  if (!checked && !count) continue;
  const found = program.getSemanticDiagnostics(source);
  if (checked) diagnostics.push(...found);
  if (count && found.length > 0) {
    const folder = path.posix.dirname(file);
    perFolder.set(folder, (perFolder.get(folder) ?? 0) + found.length);
  }
}

if (count) {
  for (const [folder, n] of [...perFolder].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) console.log(`${String(n).padStart(4)}  ${folder}`);
  console.log(`${String([...perFolder.values()].reduce((a, b) => a + b, 0)).padStart(4)}  in all`);
}
if (diagnostics.length > 0) {
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  console.error(`${diagnostics.length} error(s) with noUncheckedIndexedAccess in the folders of scripts/typecheck-indexed-access.mjs`);
  process.exit(1);
}
