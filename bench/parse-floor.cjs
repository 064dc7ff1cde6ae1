// The parse floor: what the cold CLI run cannot go below. Finds the same .kt files, reads them and
// parses each with web-tree-sitter and the same Kotlin wasm the bundles use, then deletes the
// tree. No extraction, no rules, no output beyond one JSON line of its own timings.
// Usage: node bench/parse-floor.cjs <folder>
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const started = performance.now();
const root = path.resolve(__dirname, '..');
const { Parser, Language } = require(path.join(root, 'node_modules/web-tree-sitter/tree-sitter.cjs'));

const { findFiles } = require('./find-files.cjs');

(async () => {
  await Parser.init({ locateFile: () => path.join(root, 'dist/tree-sitter.wasm') });
  const language = await Language.load(path.join(root, 'dist/tree-sitter-kotlin.wasm'));
  const parser = new Parser();
  parser.setLanguage(language);
  const loaded = performance.now();
  const files = findFiles(process.argv[2], (name) => /\.kts?$/i.test(name));
  let readMs = 0;
  let parseMs = 0;
  let bytes = 0;
  for (const file of files) {
    const t0 = performance.now();
    const text = fs.readFileSync(file, 'utf8');
    const t1 = performance.now();
    const tree = parser.parse(text);
    tree.delete();
    const t2 = performance.now();
    readMs += t1 - t0;
    parseMs += t2 - t1;
    bytes += text.length;
  }
  process.stdout.write(`${JSON.stringify({ files: files.length, bytes, loadMs: loaded - started, readMs, parseMs, totalMs: performance.now() - started })}\n`);
})();
