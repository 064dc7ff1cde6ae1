import { replayCase } from './test/fuzz/harness';
(async () => {
  const t = performance.now();
  const f = await replayCase(process.argv[2], { slowMs: 1000, hangMs: 120000, maxRssBytes: 1e12 } as any);
  console.log(
    Math.round(performance.now() - t),
    'ms',
    f.map((x) => x.check + ' ' + x.detail.split('\n')[0].slice(0, 200)),
  );
  process.exit(0);
})();
