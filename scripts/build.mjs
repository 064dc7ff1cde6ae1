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
 * The TypeScript front end (ts-morph and the TypeScript compiler, most of the bytes) is a bundle of
 * its own. In the server and CLI bundles, server/src/core/languages/typescript-front-end-loader.ts
 * (a static import, so tests run the sources as they are) becomes a module that requires that
 * bundle when first called: starting on a Kotlin app does not read and compile the compiler.
 */
const lazyTypeScriptFrontEnd = {
  name: 'lazy-typescript-front-end',
  setup(build) {
    build.onResolve({ filter: /\/typescript-front-end-loader$/ }, () => ({ path: 'loader', namespace: 'lazy-typescript-front-end' }));
    build.onResolve({ filter: /^\.\/typescript-front-end\.js$/ }, (args) => ({ path: args.path, external: true }));
    build.onLoad({ filter: /.*/, namespace: 'lazy-typescript-front-end' }, () => ({
      contents: "exports.loadTypeScriptFrontEnd = (internalError, caches) => require('./typescript-front-end.js').createTypeScriptFrontEnd(internalError, caches);",
      loader: 'js',
    }));
  },
};

/**
 * The language detector's n-gram data (eld) is a bundle of its own too, for the same reason: the
 * function words settle most descriptions, so server/src/core/description/ngram-detector.ts becomes
 * a module that requires that bundle only when a description needs it.
 */
const lazyNgramDetector = {
  name: 'lazy-ngram-detector',
  setup(build) {
    build.onResolve({ filter: /\/ngram-detector$/ }, () => ({ path: 'loader', namespace: 'lazy-ngram-detector' }));
    build.onResolve({ filter: /^\.\/ngram-detector\.js$/ }, (args) => ({ path: args.path, external: true }));
    build.onLoad({ filter: /.*/, namespace: 'lazy-ngram-detector' }, () => ({
      contents: "exports.loadNgramDetector = () => require('./ngram-detector.js').loadNgramDetector();",
      loader: 'js',
    }));
  },
};

/**
 * zod (three builds and the v1 converter, half of the command's bytes) is a bundle of its own:
 * server/src/core/schema/zod-modules.ts becomes a module that requires it on the first MCP schema,
 * so a Kotlin or C# run never reads and compiles it.
 */
const lazyZod = {
  name: 'lazy-zod',
  setup(build) {
    build.onResolve({ filter: /\/zod-modules$/ }, () => ({ path: 'loader', namespace: 'lazy-zod' }));
    build.onResolve({ filter: /^\.\/zod-modules\.js$/ }, (args) => ({ path: args.path, external: true }));
    build.onLoad({ filter: /.*/, namespace: 'lazy-zod' }, () => ({
      contents: "exports.loadZodModules = () => require('./zod-modules.js').loadZodModules();",
      loader: 'js',
    }));
  },
};

/**
 * `@xml-tools` (the Android XML parser and chevrotain, 0.8 MB) likewise: required on the first
 * Android XML file, which TypeScript and C# runs never have.
 */
const lazyXmlTools = {
  name: 'lazy-xml-tools',
  setup(build) {
    build.onResolve({ filter: /\/xml-tools$/ }, () => ({ path: 'loader', namespace: 'lazy-xml-tools' }));
    build.onResolve({ filter: /^\.\/xml-tools\.js$/ }, (args) => ({ path: args.path, external: true }));
    build.onLoad({ filter: /.*/, namespace: 'lazy-xml-tools' }, () => ({
      contents: "exports.xmlTools = () => require('./xml-tools.js').xmlTools();",
      loader: 'js',
    }));
  },
};

/** The MCP server mode of the command (`--mcp`, with the MCP SDK) is a bundle of its own as well. */
const lazyMcpServer = {
  name: 'lazy-mcp-server',
  setup(build) {
    build.onResolve({ filter: /\/mcp-server-loader$/ }, () => ({ path: 'loader', namespace: 'lazy-mcp-server' }));
    build.onResolve({ filter: /^\.\/mcp-server\.js$/ }, (args) => ({ path: args.path, external: true }));
    build.onLoad({ filter: /.*/, namespace: 'lazy-mcp-server' }, () => ({
      contents: "exports.loadMcpServer = () => require('./mcp-server.js');",
      loader: 'js',
    }));
  },
};

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
if (!watch) fs.chmodSync(path.join(dist, 'cli.js'), 0o755);
