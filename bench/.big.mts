import { createAnalyzer } from '../server/src/core/analyzer';
import { workspaceStamp } from '../server/src/core/analysis/analyze';
import { generateBigKotlinFile } from './generate';
const a = await createAnalyzer();
const big = generateBigKotlinFile(5000);
const uri = 'file:///ws/BigFunctions.kt';
let text = big.text;
a.registry.update(uri, text); a.findings(uri);
const fnAt = text.indexOf('fun ', text.length / 2);
const docAt = text.indexOf('* ', text.lastIndexOf('/**', fnAt) + 3) + 2;
const bodyAt = text.indexOf('prepare("', fnAt) + 9;
const PROF = process.env.PROF === '1';
const { Session } = await import('node:inspector/promises');
const s = new Session(); s.connect(); if (PROF) { await s.post('Profiler.enable'); await s.post('Profiler.setSamplingInterval', { interval: 100 }); await s.post('Profiler.start'); }
const times: number[] = [];
for (let i = 0; i < 200; i++) {
  const at = process.env.DOC === '1' || i < 100 ? docAt : bodyAt;
  const t = performance.now();
  text = i % 2 === 0 ? text.slice(0, at) + 'x' + text.slice(at) : text.slice(0, at) + text.slice(at + 1);
  a.registry.update(uri, text); workspaceStamp(a.registry.get(uri)!, a.registry); a.findings(uri);
  times.push(performance.now() - t);
}
if (!PROF && process.env.SEQ === '1') console.log(times.slice(0, 60).map((t) => t.toFixed(0)).join(' '));
if (!PROF) { const q = (a: number[], p: number) => [...a].sort((x, y) => x - y)[Math.floor(a.length * p)].toFixed(1); console.log('doc p50', q(times.slice(0, 100), 0.5), 'p95', q(times.slice(0, 100), 0.95), 'body p50', q(times.slice(100), 0.5), 'p95', q(times.slice(100), 0.95), 'max', Math.max(...times).toFixed(1)); process.exit(0); }
const { profile } = await s.post('Profiler.stop');
times.sort((x, y) => x - y);
console.log('p50', times[100].toFixed(1), 'p95', times[190].toFixed(1));
const total = new Map<string, number>(); const self = new Map<string, number>(); const byId = new Map(profile.nodes.map((x: any) => [x.id, x]));
const parent = new Map<number, number>(); for (const x of profile.nodes as any[]) for (const c of x.children ?? []) parent.set(c, x.id);
const key = (x: any) => `${x.callFrame.functionName} ${x.callFrame.url.split('/').pop()?.slice(0, 30)}:${x.callFrame.lineNumber}`;
profile.samples.forEach((id: number, i: number) => { const d = profile.timeDeltas[i] / 1000; let x: any = byId.get(id); self.set(key(x), (self.get(key(x)) ?? 0) + d); const seen = new Set<string>(); while (x) { const k = key(x); if (!seen.has(k)) { total.set(k, (total.get(k) ?? 0) + d); seen.add(k); } x = byId.get(parent.get(x.id)!); } });
console.log('SELF\n' + [...self].sort((x, y) => y[1] - x[1]).slice(0, 15).map(([k, v]) => `${(v / 200).toFixed(2)} ms/edit ${k}`).join('\n'));
console.log('TOTAL\n' + [...total].sort((x, y) => y[1] - x[1]).slice(0, 40).map(([k, v]) => `${(v / 200).toFixed(2)} ms/edit ${k}`).join('\n'));
