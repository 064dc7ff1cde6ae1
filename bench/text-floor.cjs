// The text-search floor: what checking a large app cannot go below when only a few of its files
// matter. Finds the same files the command reads (Kotlin, Android XML, TypeScript), reads each and
// tests it for the word every AppFunctions declaration contains; nothing else.
// Usage: node bench/text-floor.cjs <folder>
'use strict';
const fs = require('node:fs');
const started = performance.now();

const { findFiles } = require('./find-files.cjs');

const files = findFiles(process.argv[2], (name) => /\.(kts?|xml|[cm]?[jt]sx?)$/i.test(name));
let bytes = 0;
let matched = 0;
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  bytes += text.length;
  if (text.includes('AppFunction')) matched++;
}
process.stdout.write(`${JSON.stringify({ files: files.length, bytes, matched, parseMs: 0, totalMs: performance.now() - started })}\n`);
