// The TypeScript parse floor: what the cold CLI run on a TypeScript workspace cannot go below. Finds
// the same .ts/.tsx/.mts/.cts files (not .d.ts), reads them and parses each with TypeScript's parser
// (`ts.createSourceFile`, the TypeScript build ts-morph bundles, as the CLI does). No binding, no
// type checking, no extraction, no rules; one JSON line of its own timings.
// Usage: node bench/parse-floor-ts.cjs <folder>
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const started = performance.now();
const root = path.resolve(__dirname, '..');
const ts = require(path.join(root, 'node_modules/@ts-morph/common/dist/typescript.js'));

const { findFiles } = require('./find-files.cjs');

const loaded = performance.now();
const files = findFiles(process.argv[2], (name) => /\.(?:[cm]?[tj]s|[tj]sx)$/i.test(name) && !/\.d\.[cm]?ts$/i.test(name));
let readMs = 0;
let parseMs = 0;
let bytes = 0;
for (const file of files) {
  const t0 = performance.now();
  const text = fs.readFileSync(file, 'utf8');
  const t1 = performance.now();
  const kind = /\.tsx$/i.test(file) ? ts.ScriptKind.TSX : /\.jsx$/i.test(file) ? ts.ScriptKind.JSX : /\.[cm]?js$/i.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, /* setParentNodes */ true, kind);
  const t2 = performance.now();
  readMs += t1 - t0;
  parseMs += t2 - t1;
  bytes += text.length;
}
process.stdout.write(`${JSON.stringify({ files: files.length, bytes, loadMs: loaded - started, readMs, parseMs, totalMs: performance.now() - started })}\n`);
