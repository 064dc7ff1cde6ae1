// The fixes row of the benchmarks: what a fix costs before and after the changes that made it
// cheap, both measured in this process (run from the sources with tsx).
//
//   npx tsx --conditions=import bench/fixes.ts [--json]
//
// - Adding imports: the import a fix adds, asked for by every fix of a large file. Before: the
//   header was found by copying the text and running two multiline regexes over it, twice per fix
//   (the previous readHeader, kept below as the baseline). After: the header lines only, once per text.
// - A code-action request on a file whose findings are cached: before, listing the actions ran
//   fix-all for the file and for each rule with several safe fixes (the previous handler's work,
//   replayed here with the same core calls); after, the real handler lists fix-alls unresolved.
import { createAnalyzer } from '../server/src/core/analyzer';
import { fixAll } from '../server/src/core/fixes/fix-all';
import { addImportEdit } from '../server/src/core/fixes/kotlin-edits';
import { gatedEnvironment } from '../server/src/core/fixes/parse-gate';
import { SourceText } from '../server/src/core/text/source-text';
import { codeActionHarness } from '../test/lsp/code-action-harness';

const JSON_OUT = process.argv.includes('--json');
const REPS = 3;

function best(run: () => void): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < REPS; i++) {
    const start = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}

async function bestAsync(run: () => Promise<unknown>): Promise<number> {
  let fastest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < REPS; i++) {
    const start = performance.now();
    await run();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}

// ---- the previous header reading, the baseline ----

interface OldImportLine {
  path: string;
  alias?: string;
  start: number;
  end: number;
}

function oldReadHeader(text: string): { packageLine?: { start: number; end: number }; imports: OldImportLine[] } {
  const imports: OldImportLine[] = [];
  let packageLine: { start: number; end: number } | undefined;
  const pattern = /^[ \t]*(package|import)[ \t]+([\w.`*]+)(?:[ \t]+as[ \t]+(\w+))?[ \t;]*$/gm;
  const firstDeclaration = /^[ \t]*(?:@|(?:public|private|internal|abstract|open|sealed|data|enum|annotation|inline|value|fun|class|interface|object|val|var|typealias)\b)/m.exec(
    text.replace(/^[ \t]*@file:.*$/gm, (m) => ' '.repeat(m.length)),
  );
  const limit = firstDeclaration ? firstDeclaration.index : text.length;
  for (let m = pattern.exec(text); m && m.index < limit; m = pattern.exec(text)) {
    const [matched, keyword, name = '', alias] = m;
    if (keyword === 'package') packageLine = { start: m.index, end: m.index + matched.length };
    else imports.push({ path: name.replace(/`/g, ''), alias, start: m.index, end: m.index + matched.length });
  }
  return { packageLine, imports };
}

/** The previous addImportEdit's reads: isImported read the header, then the edit read it again. */
function oldAddImport(text: string, fqName: string): number {
  const pkg = fqName.slice(0, fqName.lastIndexOf('.'));
  if (oldReadHeader(text).imports.some((i) => (i.path === fqName && !i.alias) || i.path === `${pkg}.*`)) return 0;
  return oldReadHeader(text).imports.length;
}

function bigKotlin(functions: number): string {
  const lines = ['package com.example.bench', '', 'import androidx.appfunctions.AppFunctionDeclaration', 'import androidx.appfunctions.AppFunctionService', ''];
  lines.push('abstract class BenchFunctions : AppFunctionService() {');
  for (let i = 0; i < functions; i++) {
    lines.push('    /**', `     * Archives note number ${i} and says when it was archived.`, '     *', '     * @param noteId The note to archive.', '     */');
    lines.push(
      '    @AppFunctionDeclaration(isDescribedByKDoc = true)',
      `    suspend fun archiveNote${i}(noteId: String): String {`,
      '        require(noteId.isNotBlank())',
      '        return noteId',
      '    }',
      '',
    );
  }
  lines.push('}', '');
  return lines.join('\n');
}

interface Row {
  what: string;
  before: string;
  after: string;
  ratio: number;
}

async function main(): Promise<void> {
  const rows: Row[] = [];

  // Adding imports: one import per fix, as throw-appfunction-exception asks for each finding.
  for (const [functions, fixes] of [
    [9_000, 100],
    [18_000, 100],
  ] as const) {
    const text = bigKotlin(functions);
    const mb = (text.length / 1_048_576).toFixed(1);
    const before = best(() => {
      for (let i = 0; i < fixes; i++) oldAddImport(text, `androidx.appfunctions.AppFunctionInvalidArgumentException${i % 3}`);
    });
    const after = best(() => {
      const source = new SourceText(text);
      for (let i = 0; i < fixes; i++) addImportEdit(source, `androidx.appfunctions.AppFunctionInvalidArgumentException${i % 3}`);
    });
    rows.push({ what: `${fixes} fixes adding an import, ${mb} MB file`, before: `${before.toFixed(0)} ms`, after: `${after.toFixed(2)} ms`, ratio: before / after });
  }

  // A code-action request once the findings are cached.
  const analyzer = await createAnalyzer();
  const uri = 'file:///bench/fixes/Notes.kt';
  const stale = bigKotlin(60).replace(/@param noteId The note to archive\./g, '@param noteId The note to archive.\n     * @param reason No longer a parameter.');
  const harness = codeActionHarness(analyzer);
  harness.open(uri, stale);
  const fixRule = 'kdoc-complete';
  // What the editor sends: the diagnostic under the cursor.
  const atCursor = harness.findings(uri).find((f) => f.ruleId === fixRule)!;
  const request = () =>
    harness.request({
      textDocument: { uri },
      range: atCursor.range,
      context: { diagnostics: [{ range: atCursor.range, message: atCursor.message, code: fixRule, source: 'appfunctions' }] },
    });
  const before = await bestAsync(async () => {
    // The previous handler: fix-all for the file and for the rule, then the range's fixes.
    const env = await gatedEnvironment(uri, analyzer.fixEnvironment(uri));
    fixAll(stale, env);
    fixAll(stale, env, fixRule);
    await request();
  });
  const analysesBefore = harness.analyses.count;
  const after = await bestAsync(request);
  const analysesAfter = harness.analyses.count - analysesBefore;
  rows.push({
    what: `code-action request, 60 functions with stale @param (analyses per request: after ${analysesAfter / REPS})`,
    before: `${before.toFixed(0)} ms`,
    after: `${after.toFixed(1)} ms`,
    ratio: before / after,
  });

  if (JSON_OUT) {
    process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    return;
  }
  process.stdout.write('| what | before | after | before / after |\n|---|---|---|---|\n');
  for (const row of rows) process.stdout.write(`| ${row.what} | ${row.before} | ${row.after} | ${row.ratio.toFixed(0)}× |\n`);
}

void main();
