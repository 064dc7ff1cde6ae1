// The text-search floor: what checking a large app cannot go below when only a few of its files
// matter. Finds the same files the command reads (Kotlin, Android XML, TypeScript, C#), reads each
// and tests it for the words every AppFunctions declaration contains; nothing else.
// Usage: node bench/text-floor.cjs <folder>
'use strict';
const fs = require('node:fs');
const started = performance.now();

const { findFiles } = require('./find-files.cjs');

const files = findFiles(process.argv[2], (name) => /\.(kts?|xml|[cm]?[jt]sx?|cs)$/i.test(name));
let bytes = 0;
let matched = 0;
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  bytes += text.length;
  if (text.includes('AppFunction') || text.includes('AppEntity')) matched++;
}
process.stdout.write(`${JSON.stringify({ files: files.length, bytes, matched, parseMs: 0, totalMs: performance.now() - started })}\n`);
