// The text-search floor: what checking a large app cannot go below when only a few of its files
// matter. Finds the same files the command reads (Kotlin, Android XML, TypeScript), reads each and
// tests it for the word every AppFunctions declaration contains; nothing else.
// Usage: node bench/text-floor.cjs <folder>
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const started = performance.now();

const SKIPPED = new Set(['.git', 'node_modules', '.gradle', '.idea', 'build', 'out', 'dist', '.e2e']);
function walk(dir, found) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) walk(full, found);
    } else if (entry.isFile() && /\.(kts?|xml|[cm]?[jt]sx?)$/i.test(entry.name)) found.push(full);
  }
  return found;
}

const files = walk(path.resolve(process.argv[2]), []).sort();
let bytes = 0;
let matched = 0;
for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  bytes += text.length;
  if (text.includes('AppFunction')) matched++;
}
process.stdout.write(`${JSON.stringify({ files: files.length, bytes, matched, parseMs: 0, totalMs: performance.now() - started })}\n`);
