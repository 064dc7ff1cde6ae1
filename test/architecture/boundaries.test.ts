import * as fs from 'node:fs';
import * as path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The layering of the sources, checked on every import (ARCHITECTURE.md, "Guardrails"). A module may
 * import its own layer and the layers below it, never one above: data flows one way, from the text
 * through the model and the registry to the rules and the outputs.
 */
const ROOT = path.join(__dirname, '..', '..');

/** One layer: the files under `prefix` (a folder ending in `/`, or one file). */
interface Layer {
  readonly name: string;
  readonly prefix: string;
  /** Bottom first. Layers of the same rank may not import each other. */
  readonly rank: number;
}

/**
 * Bottom to top. A folder listed here that does not exist yet is fine; a folder of `server/src/core`
 * or `server/src` that is not listed is reported, so each new folder is given its place.
 */
const LAYERS: readonly Layer[] = [
  { name: 'core/model', prefix: 'server/src/core/model/', rank: 0 },
  { name: 'core/text', prefix: 'server/src/core/text/', rank: 1 },
  // The description analysis reads plain strings and imports no other layer.
  { name: 'core/description', prefix: 'server/src/core/description/', rank: 1 },
  // The language of the messages: which bundle, which rule page; read by the rules' page links and every output.
  { name: 'core/locale', prefix: 'server/src/core/locale/', rank: 1 },
  { name: 'core/languages', prefix: 'server/src/core/languages/', rank: 2 },
  { name: 'core/registry', prefix: 'server/src/core/registry/', rank: 3 },
  { name: 'core/kotlin-types', prefix: 'server/src/core/kotlin-types/', rank: 4 },
  { name: 'core/schema', prefix: 'server/src/core/schema/', rank: 5 },
  { name: 'core/fixes', prefix: 'server/src/core/fixes/', rank: 6 },
  { name: 'core/rules', prefix: 'server/src/core/rules/', rank: 7 },
  { name: 'core/config', prefix: 'server/src/core/config/', rank: 8 },
  { name: 'core/analysis', prefix: 'server/src/core/analysis/', rank: 9 },
  // The files directly in core/: analyzer.ts, and process-start.ts and code-cache.ts (what the entry points do first).
  { name: 'core', prefix: 'server/src/core/', rank: 10 },
  { name: 'cli', prefix: 'server/src/cli/', rank: 11 },
  { name: 'lsp', prefix: 'server/src/lsp/', rank: 11 },
  { name: 'server.ts', prefix: 'server/src/server.ts', rank: 12 },
];

/**
 * What a rule may import besides the layers named in RULES_MAY_IMPORT: the registry's public queries
 * (which app a file belongs to; the by-name index of declarations), not the registry's machinery.
 */
const REGISTRY_QUERIES_FOR_RULES: readonly string[] = ['server/src/core/registry/android-app.ts', 'server/src/core/registry/declarations-by-name.ts'];

/** The layers a rule may import. A front end's `index.ts` (its vocabulary, e.g. Android names) is allowed too; its internals are not. */
const RULES_MAY_IMPORT: readonly string[] = ['core/model', 'core/text', 'core/description', 'core/locale', 'core/schema', 'core/fixes', 'core/rules', 'core/kotlin-types'];

/** The one server module the client may import: the custom messages both sides speak. */
const PROTOCOL = 'server/src/lsp/protocol.ts';

/** Packages that tie code to the editor or to LSP; the analysis core must run without them (CLI, tests). */
const EDITOR_PACKAGE = /^(vscode|vscode-languageserver(-.*)?|vscode-languageclient|vscode-jsonrpc)(\/|$)/;
/** What the client may import besides its own files and PROTOCOL. */
const CLIENT_PACKAGE = /^(vscode|vscode-languageclient)(\/|$)|^node:/;

/** One import of one file, as written. */
interface ImportSite {
  /** The importing file, relative to the repository root, with `/`. */
  readonly from: string;
  readonly line: number;
  readonly specifier: string;
}

/** Every import, export-from, `require()` and `import()` of a TypeScript source, found by TypeScript's own scanner (comments and strings are not imports). */
function importsOf(from: string, text: string): ImportSite[] {
  const lines = ts.createSourceFile(from, text, ts.ScriptTarget.Latest, false);
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => ({
    from,
    line: lines.getLineAndCharacterOfPosition(imported.pos).line + 1,
    specifier: imported.fileName,
  }));
}

/** The layer of a file, the most specific prefix first; undefined outside the table. */
function layerOf(file: string): Layer | undefined {
  let best: Layer | undefined;
  for (const layer of LAYERS) {
    if (layer.prefix.endsWith('/') ? file.startsWith(layer.prefix) : file === layer.prefix) {
      if (!best || layer.prefix.length > best.prefix.length) best = layer;
    }
  }
  // `core` holds the files directly in core/ only: a file in a folder of its own needs its own row.
  if (best?.name === 'core' && file.slice(best.prefix.length).includes('/')) return undefined;
  return best;
}

/**
 * The file a relative specifier names, relative to the root, or undefined when there is none.
 * `exists` is asked about candidate paths (TypeScript's resolution: `x.ts`, `x/index.ts`, `x.js` meaning `x.ts`).
 */
function resolveSpecifier(from: string, specifier: string, exists: (file: string) => boolean): string | undefined {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = [base, `${base}.ts`, `${base}/index.ts`, base.replace(/\.js$/, '.ts')];
  return candidates.find((candidate) => /\.(ts|json)$/.test(candidate) && exists(candidate));
}

/** What is wrong with one import, or undefined when it keeps to the layering. */
function checkImport(site: ImportSite, exists: (file: string) => boolean): string | undefined {
  const where = `${site.from}:${site.line} imports '${site.specifier}'`;
  const { from, specifier } = site;
  const relative = specifier.startsWith('.');

  if (from.startsWith('client/src/')) {
    if (!relative) return CLIENT_PACKAGE.test(specifier) ? undefined : `${where}: the client imports only vscode, vscode-languageclient and Node built-ins`;
    const target = resolveSpecifier(from, specifier, exists);
    if (target === undefined) return `${where}: no such file`;
    if (target.startsWith('client/src/') || target === PROTOCOL) return undefined;
    return `${where} (${target}): the client imports only its own files and ${PROTOCOL}, never the server or the core`;
  }

  const layer = layerOf(from);
  if (layer === undefined)
    return `${from} has no layer: give its folder a row in LAYERS (test/architecture/boundaries.test.ts) between the layers it imports and the layers that import it`;

  if (!relative) {
    if (layer.name.startsWith('core') && EDITOR_PACKAGE.test(specifier))
      return `${where}: the analysis core imports nothing from vscode or the LSP libraries (the CLI and the tests run it without them)`;
    if (layer.name === 'core/model') return `${where}: core/model is the bottom layer and imports no package`;
    return undefined;
  }

  const target = resolveSpecifier(from, specifier, exists);
  if (target === undefined) return `${where}: no such file`;
  if (from === PROTOCOL) return `${where} (${target}): ${PROTOCOL} is shared with the client and imports no other module`;
  if (!target.startsWith('server/src/')) return `${where} (${target}): the server imports nothing outside server/src`;
  const targetLayer = layerOf(target);
  if (targetLayer === undefined) return `${where} (${target}): the imported file has no layer in LAYERS`;
  if (targetLayer.rank > layer.rank) return `${where} (${target}): upward import, ${layer.name} may not import ${targetLayer.name}, which sits above it`;
  if (targetLayer.rank === layer.rank && targetLayer.name !== layer.name)
    return `${where} (${target}): ${layer.name} and ${targetLayer.name} are side by side and may not import each other`;
  if (layer.name === 'core/rules') {
    const allowed = RULES_MAY_IMPORT.includes(targetLayer.name) || REGISTRY_QUERIES_FOR_RULES.includes(target) || /^server\/src\/core\/languages\/[^/]+\/index\.ts$/.test(target);
    if (!allowed) {
      return `${where} (${target}): a rule reads the model through its context and may import only ${RULES_MAY_IMPORT.join(', ')}, the registry queries ${REGISTRY_QUERIES_FOR_RULES.join(', ')} and a front end's index.ts`;
    }
  }
  return undefined;
}

/** Every .ts file under a folder, relative to the root. */
function sourcesUnder(folder: string): string[] {
  const absolute = path.join(ROOT, folder);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `${folder}/${file.split(path.sep).join('/')}`)
    .sort();
}

const existsInTree = (file: string) => fs.existsSync(path.join(ROOT, file)) && fs.statSync(path.join(ROOT, file)).isFile();

describe('import boundaries', () => {
  const files = [...sourcesUnder('server/src'), ...sourcesUnder('client/src')];
  const sites = files.flatMap((file) => importsOf(file, fs.readFileSync(path.join(ROOT, file), 'utf8')));

  it('reads the imports of every source file', () => {
    // A scanner that found nothing would pass every check below.
    expect(files.length).toBeGreaterThan(100);
    expect(sites.some((site) => site.from === 'server/src/server.ts' && site.specifier.startsWith('./lsp/'))).toBe(true);
    expect(files.filter((file) => file.startsWith('client/src/')).length).toBeGreaterThan(0);
  });

  it('has no upward import, no editor package in the core, and a client that speaks only the protocol', () => {
    const problems = sites.map((site) => checkImport(site, existsInTree)).filter((problem) => problem !== undefined);
    expect(problems).toEqual([]);
  });

  it('gives every file a layer', () => {
    const homeless = files.filter((file) => !file.startsWith('client/src/') && layerOf(file) === undefined);
    expect(homeless).toEqual([]);
  });
});

describe('the boundary checker', () => {
  // A small tree of its own: the checks must fail where they should, whatever the real tree holds.
  const tree = new Set([
    'server/src/core/model/types.ts',
    'server/src/core/text/ranges.ts',
    'server/src/core/registry/workspace-registry.ts',
    'server/src/core/registry/android-app.ts',
    'server/src/core/languages/android-xml/index.ts',
    'server/src/core/languages/android-xml/paths.ts',
    'server/src/core/rules/some-rule.ts',
    'server/src/core/rules/support/helper.ts',
    'server/src/core/analyzer.ts',
    'server/src/cli/main.ts',
    'server/src/lsp/hover.ts',
    'server/src/lsp/protocol.ts',
    'server/src/server.ts',
    'client/src/extension.ts',
  ]);
  const exists = (file: string) => tree.has(file);
  const check = (from: string, specifier: string) => checkImport({ from, line: 1, specifier }, exists);

  it('accepts imports of the same or a lower layer', () => {
    expect(check('server/src/core/text/ranges.ts', '../model/types')).toBeUndefined();
    expect(check('server/src/core/rules/some-rule.ts', './support/helper')).toBeUndefined();
    expect(check('server/src/core/rules/some-rule.ts', '../registry/android-app')).toBeUndefined();
    expect(check('server/src/core/rules/some-rule.ts', '../languages/android-xml/index')).toBeUndefined();
    expect(check('server/src/lsp/hover.ts', '../core/analyzer')).toBeUndefined();
    expect(check('server/src/server.ts', './lsp/hover')).toBeUndefined();
    expect(check('client/src/extension.ts', '../../server/src/lsp/protocol')).toBeUndefined();
    expect(check('client/src/extension.ts', 'vscode-languageclient/node')).toBeUndefined();
  });

  it('names the file, the line and the import of an upward import', () => {
    expect(check('server/src/core/model/types.ts', '../text/ranges')).toBe(
      "server/src/core/model/types.ts:1 imports '../text/ranges' (server/src/core/text/ranges.ts): upward import, core/model may not import core/text, which sits above it",
    );
    expect(check('server/src/core/analyzer.ts', '../lsp/hover')).toMatch(/upward import, core may not import lsp/);
  });

  it('rejects the other boundaries', () => {
    expect(check('server/src/core/rules/some-rule.ts', '../registry/workspace-registry')).toMatch(/a rule reads the model/);
    expect(check('server/src/core/rules/some-rule.ts', '../languages/android-xml/paths')).toMatch(/a rule reads the model/);
    expect(check('server/src/lsp/hover.ts', '../cli/main')).toMatch(/side by side/);
    expect(check('server/src/cli/main.ts', '../lsp/hover')).toMatch(/side by side/);
    expect(check('server/src/core/text/ranges.ts', 'vscode-languageserver/node')).toMatch(/imports nothing from vscode/);
    expect(check('server/src/core/model/types.ts', 'zod')).toMatch(/imports no package/);
    expect(check('client/src/extension.ts', '../../server/src/core/model/types')).toMatch(/the client imports only its own files/);
    expect(check('client/src/extension.ts', 'vscode-languageserver')).toMatch(/the client imports only vscode/);
    expect(check('server/src/lsp/protocol.ts', '../core/model/types')).toMatch(/shared with the client/);
    expect(check('server/src/core/text/ranges.ts', './missing')).toMatch(/no such file/);
  });

  it('asks for a row for a folder it does not know', () => {
    expect(layerOf('server/src/core/kotlin-types/table.ts')?.name).toBe('core/kotlin-types');
    expect(layerOf('server/src/core/analyzer.ts')?.name).toBe('core');
    expect(layerOf('server/src/core/caches/owner.ts')).toBeUndefined();
    expect(check('server/src/core/caches/owner.ts', '../model/types')).toMatch(/has no layer/);
  });

  it('reads imports the way the compiler does', () => {
    const text = [
      "import type { A } from './a';",
      "// import { B } from './commented';",
      "export * from './c';",
      "const z = require('zod3');",
      'const s = "import \'./string\'";',
      "void import('./lazy');",
    ].join('\n');
    expect(importsOf('server/src/x.ts', text).map((site) => `${site.line}:${site.specifier}`)).toEqual(['1:./a', '3:./c', '4:zod3', '6:./lazy']);
  });
});
