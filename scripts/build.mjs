// Bundles the client, the server and the CLI with esbuild, and puts the wasm files they load
// beside the bundles. `--watch` rebuilds on change.
import * as esbuild from 'esbuild';
import * as fs from 'node:fs';
import * as path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const watch = process.argv.includes('--watch');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

fs.mkdirSync(dist, { recursive: true });
for (const [from, to] of [
  ['node_modules/web-tree-sitter/tree-sitter.wasm', 'tree-sitter.wasm'],
  ['node_modules/tree-sitter-wasms/out/tree-sitter-kotlin.wasm', 'tree-sitter-kotlin.wasm'],
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
  // The ESM build of web-tree-sitter needs import.meta, which a CommonJS bundle lacks.
  alias: { 'web-tree-sitter': './node_modules/web-tree-sitter/tree-sitter.cjs' },
};

const builds = [
  { entryPoints: { client: 'client/src/extension.ts' }, external: ['vscode'] },
  { entryPoints: { server: 'server/src/server.ts' } },
  { entryPoints: { cli: 'server/src/cli/appfunctions-lint.ts' }, banner: { js: '#!/usr/bin/env node' } },
];

for (const build of builds) {
  const options = { ...common, ...build, outdir: dist, absWorkingDir: root };
  if (watch) await (await esbuild.context(options)).watch();
  else await esbuild.build(options);
}
if (!watch) fs.chmodSync(path.join(dist, 'cli.js'), 0o755);
