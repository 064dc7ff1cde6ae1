import * as fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createAnalyzer } from '../server/src/core/analyzer';
import { workspaceStamp } from '../server/src/core/analysis/analyze';
import { discoverFiles } from '../server/src/core/registry/file-discovery';
import { generateBigKotlinFile } from './generate';
const a = await createAnalyzer();
for (const f of discoverFiles(process.argv[2])) a.registry.update(pathToFileURL(f).toString(), fs.readFileSync(f, 'utf8'));
for (const uri of a.registry.uris()) { a.findings(uri); workspaceStamp(a.registry.get(uri)!, a.registry); }
const big = generateBigKotlinFile(5000);
const uri = pathToFileURL(process.argv[2] + '/Unsaved5000.kt').toString();
let text = big.text;
a.registry.update(uri, text); a.findings(uri);
const fnAt = text.indexOf('fun ', text.length / 2);
const docAt = text.indexOf('* ', text.lastIndexOf('/**', fnAt) + 3) + 2;
const { Session } = await import('node:inspector/promises');
const s = new Session(); s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.start');
const times: number[] = [];
for (let i = 0; i < 20; i++) {
  const t = performance.now();
  text = i % 2 === 0 ? text.slice(0, docAt) + 'x' + text.slice(docAt) : text.slice(0, docAt) + text.slice(docAt + 1);
  a.registry.update(uri, text); workspaceStamp(a.registry.get(uri)!, a.registry); a.findings(uri);
  times.push(performance.now() - t);
}
const { profile } = await s.post('Profiler.stop');
console.log('edit ms', times.map((t) => t.toFixed(0)).join(' '));
const self = new Map<string, number>(); const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const dt = profile.timeDeltas; profile.samples.forEach((id: number, i: number) => { const n: any = byId.get(id); const k = `${n.callFrame.functionName} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + dt[i] / 1000); });
console.log([...self].sort((x, y) => y[1] - x[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(0)} ms ${k}`).join('\n'));
