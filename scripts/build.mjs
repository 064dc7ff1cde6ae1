// Bundles the client, the server and the CLI with esbuild, and puts the tree-sitter runtime and
// the wasm files they load beside the bundles. `--watch` rebuilds on change.
import * as esbuild from 'esbuild';
import * as fs from 'node:fs';
import * as path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const watch = process.argv.includes('--watch');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

fs.mkdirSync(dist, { recursive: true });
for (const [from, to] of [
  // Not bundled: each tree-sitter instance is a fresh copy of this script (languages/kotlin/tree-sitter.ts).
  ['node_modules/web-tree-sitter/tree-sitter.cjs', 'tree-sitter.cjs'],
  ['node_modules/web-tree-sitter/tree-sitter.wasm', 'tree-sitter.wasm'],
  ['node_modules/tree-sitter-wasms/out/tree-sitter-kotlin.wasm', 'tree-sitter-kotlin.wasm'],
  ['node_modules/tree-sitter-c-sharp/tree-sitter-c_sharp.wasm', 'tree-sitter-c_sharp.wasm'],
]) {
  fs.copyFileSync(path.join(root, from), path.join(dist, to));
}

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  minify: false,
  logLevel: 'warning',
  define: { APPFUNCTIONS_VERSION: JSON.stringify(pkg.version) },
};

/**
 * A module the server and CLI bundles replace with one that loads a bundle of its own on first use
 * (`exportsCode`, which calls `requireBundle` on a file beside it): the source module is a static
 * import, so tests run the sources as they are, while a bundle that is never needed is never read
 * and compiled.
 */
function lazyBundle(name, modulePath, exportsCode) {
  return {
    name,
    setup(build) {
      build.onResolve({ filter: new RegExp(`/${modulePath}$`) }, () => ({ path: 'loader', namespace: name }));
      // `requireBundle` (server/src/core/code-cache.ts) is a require with V8's code cache where Node has none.
      build.onLoad({ filter: /.*/, namespace: name }, () => ({
        contents: `const { requireBundle } = require('./server/src/core/code-cache');\n${exportsCode}`,
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}

/** The TypeScript front end (ts-morph and the TypeScript compiler, most of the bytes): starting on a Kotlin app never compiles the compiler. */
const lazyTypeScriptFrontEnd = lazyBundle(
  'lazy-typescript-front-end',
  'typescript-front-end-loader',
  'exports.loadTypeScriptFrontEnd = (internalError, caches) => requireBundle(`${__dirname}/typescript-front-end.js`).createTypeScriptFrontEnd(internalError, caches);',
);

/** The language detector's n-gram data (eld): the function words settle most descriptions without it. */
const lazyNgramDetector = lazyBundle(
  'lazy-ngram-detector',
  'ngram-detector',
  'exports.loadNgramDetector = () => requireBundle(`${__dirname}/ngram-detector.js`).loadNgramDetector();',
);

/** zod (three builds and the v1 converter): read on the first MCP schema, never by a Kotlin or C# run. */
const lazyZod = lazyBundle('lazy-zod', 'zod-modules', 'exports.loadZodModules = () => requireBundle(`${__dirname}/zod-modules.js`).loadZodModules();');

/** `@xml-tools` (the Android XML parser and chevrotain): read on the first Android XML file. */
const lazyXmlTools = lazyBundle('lazy-xml-tools', 'xml-tools', 'exports.xmlTools = () => requireBundle(`${__dirname}/xml-tools.js`).xmlTools();');

/** The MCP server mode of the command (`--mcp`, with the MCP SDK). */
const lazyMcpServer = lazyBundle('lazy-mcp-server', 'mcp-server-loader', 'exports.loadMcpServer = () => requireBundle(`${__dirname}/mcp-server.js`);');

const builds = [
  { entryPoints: { client: 'client/src/extension.ts' }, external: ['vscode'] },
  { entryPoints: { server: 'server/src/server.ts' }, plugins: [lazyTypeScriptFrontEnd, lazyNgramDetector, lazyZod, lazyXmlTools] },
  {
    entryPoints: { cli: 'server/src/cli/appfunctions-lint.ts' },
    banner: { js: '#!/usr/bin/env node' },
    plugins: [lazyTypeScriptFrontEnd, lazyNgramDetector, lazyMcpServer, lazyZod, lazyXmlTools],
  },
  { entryPoints: { 'mcp-server': 'server/src/cli/mcp-server.ts' }, plugins: [lazyTypeScriptFrontEnd, lazyNgramDetector, lazyZod, lazyXmlTools] },
  { entryPoints: { 'typescript-front-end': 'server/src/core/languages/typescript/index.ts' }, plugins: [lazyNgramDetector, lazyZod] },
  { entryPoints: { 'ngram-detector': 'server/src/core/description/ngram-detector.ts' } },
  { entryPoints: { 'zod-modules': 'server/src/core/schema/zod-modules.ts' } },
  { entryPoints: { 'xml-tools': 'server/src/core/languages/android-xml/xml-tools.ts' } },
];

for (const build of builds) {
  const options = { ...common, ...build, outdir: dist, absWorkingDir: root };
  if (watch) await (await esbuild.context(options)).watch();
  else await esbuild.build(options);
}
if (!watch) {
  fs.chmodSync(path.join(dist, 'cli.js'), 0o755);
  // The lazily loaded bundles are read by `requireBundle`, which takes pure ASCII as Latin-1 (a
  // copy) instead of decoding UTF-8 (tens of milliseconds for the TypeScript front end). esbuild
  // escapes other characters in strings but not in comments, regex literals or raw templates:
  // those of comment lines are escaped here (harmless there); a bundle with others is left as is.
  for (const bundle of ['typescript-front-end.js', 'zod-modules.js', 'ngram-detector.js', 'xml-tools.js', 'mcp-server.js']) {
    const file = path.join(dist, bundle);
    const text = fs.readFileSync(file, 'utf8');
    const escape = (line) => line.replace(/[^\t\n\r\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const ascii = text
      .split('\n')
      .map((line) => (/^\s*(?:\/\/|\/\*|\*)/.test(line) ? escape(line) : line))
      .join('\n');
    if (ascii !== text && !/[^\t\n\r\x20-\x7e]/.test(ascii)) fs.writeFileSync(file, ascii);
  }
}
