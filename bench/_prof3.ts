import { createAnalyzer } from '../server/src/core/analyzer';
import { analyzeFile } from '../server/src/core/analysis/analyze';
import { allRules } from '../server/src/core/rules/index';
const HEAD = `package com.example.bench\n\nimport androidx.appfunctions.AppFunctionDeclaration\nimport androidx.appfunctions.AppFunctionService\nimport androidx.appfunctions.AppFunctionServiceEntryPoint\n\n@AppFunctionServiceEntryPoint(serviceName = "BenchService", appFunctionXmlFileName = "bench.xml")\nabstract class BenchFunctions : AppFunctionService() {\n`;
const kind = process.argv[2]; const n = Number(process.argv[3]); const ruleId = process.argv[4];
const fn = kind === 'same' ? (i: number) => `    /** Creates a note with the given title. */\n    @AppFunctionDeclaration(isDescribedByKDoc = true)\n    suspend fun createNote${i}(title: String): String = title\n`
 : kind === 'refs' ? (i: number) => `    /** Creates a note. Call getNote${(i + 1) % n} first, then use list_notes_${(i + 2) % n}. */\n    @AppFunctionDeclaration(isDescribedByKDoc = true)\n    suspend fun getNote${i}(title: String): String = title\n`
 : (i: number) => `    /** Creates note number ${i} for the user. */\n    @AppFunctionDeclaration(isDescribedByKDoc = true)\n    suspend fun createNote(title: String, n${i}: Int): String = title\n`;
const text = HEAD + Array.from({ length: n }, (_, i) => fn(i)).join('\n') + '\n}\n';
(async () => {
  const a = await createAnalyzer();
  a.registry.update('/b/B.kt', text);
  const model = a.registry.get('/b/B.kt')!;
  for (const rule of allRules) {
    if (ruleId && rule.meta.id !== ruleId) continue;
    const t0 = performance.now();
    analyzeFile(model, a.registry, {}, text, [rule]);
    const ms = performance.now() - t0;
    if (ms > 20) console.log(kind, n, rule.meta.id, ms.toFixed(1));
  }
})();
