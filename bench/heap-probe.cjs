// Preloaded with `node --expose-gc -r heap-probe.cjs` into the measured server: on SIGUSR2 it
// collects garbage and writes the process's memory figures to the file named by BENCH_HEAP_FILE,
// so that a measurement reads what is still held rather than garbage not yet collected.
'use strict';
const fs = require('node:fs');
const out = process.env.BENCH_HEAP_FILE;
if (out) {
  process.on('SIGUSR2', () => {
    if (typeof global.gc === 'function') global.gc();
    fs.writeFileSync(out, JSON.stringify(process.memoryUsage()));
  });
}
