import * as fs from 'node:fs';
import { createAnalyzer } from '../server/src/core/analyzer';
import { discoverFiles } from '../server/src/core/registry/file-discovery';
const strip = process.argv[3] ?? '';
const gc = () => (globalThis as any).gc();
const a = await createAnalyzer();
const files = discoverFiles(process.argv[2]);
gc(); const base = process.memoryUsage().heapUsed;
const keep: any[] = [];
for (const f of files) {
  const m: any = a.parse(f, fs.readFileSync(f, 'utf8'));
  if (strip.includes('body')) for (const fn of m.functions) fn.body = undefined;
  if (strip.includes('members')) m.annotatedMembers = [];
  if (strip.includes('doc')) for (const fn of m.functions) fn.doc = undefined;
  if (strip.includes('params')) for (const fn of m.functions) fn.parameters = [];
  if (strip.includes('classes')) m.classes = [];
  if (strip.includes('serializables')) m.serializables = [];
  keep.push(m);
}
gc(); console.log(strip || 'full', ((process.memoryUsage().heapUsed - base) / 1e6).toFixed(0), 'MB for', keep.length, 'models');
