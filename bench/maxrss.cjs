// Preloaded with `node -r` into a measured child process: on exit, writes the process's peak
// resident set size (and CPU times) to the file named by BENCH_RSS_FILE. Nothing else changes.
'use strict';
const fs = require('node:fs');
const out = process.env.BENCH_RSS_FILE;
if (out) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    fs.writeFileSync(out, JSON.stringify({ maxRssKb: usage.maxRSS, userUs: usage.userCPUTime, systemUs: usage.systemCPUTime }));
  });
}
