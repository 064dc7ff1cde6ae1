// The file walk the bench's floors share: the folders the command never walks are skipped, and
// `accept(name)` picks the files by name. Sorted, as the command lists them.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const SKIPPED = new Set(['.git', 'node_modules', '.gradle', '.idea', 'build', 'out', 'dist', '.e2e']);

/** Every file under `root` whose name `accept` takes, sorted. */
function findFiles(root, accept) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name)) walk(full);
      } else if (entry.isFile() && accept(entry.name)) found.push(full);
    }
  };
  walk(path.resolve(root));
  return found.sort();
}

module.exports = { findFiles };
