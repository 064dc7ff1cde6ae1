// One measured child process of the bench, and how repeated runs of it are summarised.

/** What one run of a child process took (`bench/run.ts`'s measureProcess). */
export interface ProcessRun {
  wallMs: number;
  cpuMs: number;
  peakRssMb: number;
  timedOut: boolean;
  exitCode: number | null;
  stdoutFile: string;
}

/** The best of repeated runs: the least wall and CPU time, the highest peak RSS; the first run when none finished. */
export function best(runs: ProcessRun[]): ProcessRun {
  const finished = runs.filter((r) => !r.timedOut);
  const first = finished[0];
  if (!first) {
    if (!runs[0]) throw new Error('best() of no runs');
    return runs[0];
  }
  return {
    ...first,
    wallMs: Math.min(...finished.map((r) => r.wallMs)),
    cpuMs: Math.min(...finished.map((r) => r.cpuMs)),
    peakRssMb: Math.max(...finished.map((r) => r.peakRssMb)),
  };
}
