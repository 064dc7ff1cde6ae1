import * as fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createAnalyzer } from '../server/src/core/analyzer';
import { discoverFiles } from '../server/src/core/registry/file-discovery';
import { intentWords } from '../server/src/core/rules/no-duplicate-intent';
import { functionDescription } from '../server/src/core/rules/descriptions';
const a = await createAnalyzer();
const files = discoverFiles(process.argv[2]);
for (const f of files) a.registry.update(pathToFileURL(f).toString(), fs.readFileSync(f, 'utf8'));
const sizes = new Map<number, number>(); const freq = new Map<string, number>(); const sets = new Set<string>();
const ex: string[] = [];
for (const fn of a.registry.allFunctions()) { const w = intentWords(functionDescription(fn)?.text ?? ''); sizes.set(w.size, (sizes.get(w.size) ?? 0) + 1); const k=[...w].sort().join(' '); if (!sets.has(k)) { sets.add(k); for (const x of w) freq.set(x, (freq.get(x) ?? 0) + 1);} if (ex.length < 8) ex.push(k); }
console.log('sizes', [...sizes].sort((x, y) => x[0] - y[0]));
console.log('distinct', sets.size, 'vocab', freq.size, 'rarest', [...freq].sort((x,y)=>x[1]-y[1]).slice(0,5), 'commonest', [...freq].sort((x,y)=>y[1]-x[1]).slice(0,10));
console.log(ex.join('\n'));
