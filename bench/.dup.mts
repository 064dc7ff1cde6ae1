import * as fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createAnalyzer } from '../server/src/core/analyzer';
import { discoverFiles } from '../server/src/core/registry/file-discovery';
import { getRule } from '../server/src/core/rules/index';
const a = await createAnalyzer();
const files = discoverFiles(process.argv[2]);
for (const f of files) a.registry.update(pathToFileURL(f).toString(), fs.readFileSync(f, 'utf8'));
const rule = getRule('no-duplicate-intent')!;
const pass = (label: string) => { const t = performance.now(); let n = 0; rule.checkWorkspace!({ workspace: a.registry, files: a.registry.files(), report: () => { n++; } }); console.log(label, (performance.now() - t).toFixed(1), 'ms', n, 'reports'); };
pass('first'); pass('again');
const uri = pathToFileURL(files[500]).toString();
let text = fs.readFileSync(files[500], 'utf8');
for (let i = 0; i < 5; i++) { text = text.replace('/**\n     * ', '/**\n     * x'); a.registry.update(uri, text); pass('after edit ' + i); }
