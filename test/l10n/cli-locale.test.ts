import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulePageSummary } from '../../server/src/core/rules/support/rule-docs';
import noShouting from '../../server/src/core/rules/no-shouting';
import { inTemporaryFolder, lint, lintWithEnvironment } from '../helpers/cli';
import { ROOT, translated } from './locales';

const CLI = path.join(ROOT, 'dist', 'cli.js');
const NOTES = `package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotesService", appFunctionXmlFileName = "notes.xml")
abstract class NoteFunctions : AppFunctionService() {
    /**
     * Creates a note. VERY IMPORTANT: keep titles short.
     *
     * @param title Title of the note.
     * @return The id of the new note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String): String = title
}
`;
/** The message of the one finding the file has (no-shouting on 'VERY IMPORTANT'), as the rule builds it. */
const SHOUTING = "'{0}' in capitals reads as shouting at the agent: write it in normal case.";
const shouting = (locale: string) => translated(locale, SHOUTING, 'VERY IMPORTANT');
/** Only the finding above: the two advice rules would add findings whose wording may change. */
const ONLY_SHOUTING = ['--rule', 'description-front-loaded=off', '--rule', 'description-verb-first=off'];

interface Sarif {
  runs: {
    language: string;
    tool: { driver: { rules: { id: string; shortDescription: { text: string }; fullDescription?: { text: string }; helpUri: string }[] } };
    results: { ruleId: string; message: { text: string } }[];
  }[];
}

function sarifRun(stdout: string): Sarif['runs'][number] {
  const run = (JSON.parse(stdout) as Sarif).runs[0];
  if (!run) throw new Error('no SARIF run');
  return run;
}

inTemporaryFolder('appfunctions-cli-locale-', { 'Notes.kt': NOTES });

describe('appfunctions-lint in the user language', () => {
  it('prints the messages of --locale ja in stylish output', async () => {
    const { code, stdout, stderr } = await lint('--locale', 'ja', ...ONLY_SHOUTING, 'Notes.kt');
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toContain(shouting('ja'));
    expect(stdout).not.toContain(shouting('en'));
    // The function registry's problem counts too, in the Registry view's words.
    expect(stdout).toContain(translated('ja', '1 problem'));
  });

  it('prints the summary line and the registry header in the chosen language', async () => {
    const { stdout } = await lint('--locale', 'pt-br', ...ONLY_SHOUTING, 'Notes.kt');
    expect(stdout).toContain(translated('pt-br', '{0} problem(s): {1} error(s), {2} warning(s), {3} info, in {4} file(s)', '1', '0', '1', '0', '1'));
    expect(stdout).toContain(translated('pt-br', 'Function registry: {0} function(s)', '1'));
    expect(stdout).not.toContain('Function registry');
  });

  it('gives usage errors and the usage hint in the chosen language, --locale read first', async () => {
    const bad = await lint('--max-warnings', 'many', '--locale', 'ja', 'Notes.kt');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(translated('ja', "--max-warnings needs a whole number of 0 or more, not '{0}'", 'many'));
    expect(bad.stderr).toContain(translated('ja', "Run 'appfunctions-lint --help' for usage."));
    const missing = await lintWithEnvironment({ LANG: 'bn_BD.UTF-8' }, 'no-such-folder');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(translated('bn', 'no such file or folder: {0}', 'no-such-folder'));
  });

  it('writes SARIF in Japanese: messages, rule short descriptions, links to the Japanese pages', async () => {
    const run = sarifRun((await lint('--locale', 'ja', '--format', 'sarif', ...ONLY_SHOUTING, 'Notes.kt')).stdout);
    expect(run.language).toBe('ja');
    expect(run.results.find((r) => r.ruleId === 'no-shouting')?.message.text).toBe(shouting('ja'));
    const rule = run.tool.driver.rules.find((r) => r.id === 'no-shouting');
    expect(rule?.helpUri).toMatch(/\/docs\/rules\/ja\/no-shouting\.md$/);
    expect(rule?.shortDescription.text).toBe(rulePageSummary('no-shouting', 'ja'));
    expect(rule?.shortDescription.text).not.toBe(noShouting.meta.description);
    expect(rule?.fullDescription).toBeUndefined();
  });

  it('follows LANG=pt_BR.UTF-8 without --locale, in stylish and SARIF output', async () => {
    const env = { LANG: 'pt_BR.UTF-8' };
    const stylish = await lintWithEnvironment(env, ...ONLY_SHOUTING, 'Notes.kt');
    expect(stylish.stdout).toContain(shouting('pt-br'));
    const run = sarifRun((await lintWithEnvironment(env, '--format', 'sarif', ...ONLY_SHOUTING, 'Notes.kt')).stdout);
    expect(run.language).toBe('pt-br');
    expect(run.results.find((r) => r.ruleId === 'no-shouting')?.message.text).toBe(shouting('pt-br'));
    const rule = run.tool.driver.rules.find((r) => r.id === 'no-shouting');
    expect(rule?.helpUri).toMatch(/\/docs\/rules\/pt-br\/no-shouting\.md$/);
    expect(rule?.shortDescription.text).toBe(rulePageSummary('no-shouting', 'pt-br'));
  });

  it('prints Bengali JSON messages with --locale bn, and a Bengali locale from the environment', async () => {
    const json = JSON.parse((await lint('--locale', 'bn', '--format', 'json', ...ONLY_SHOUTING, 'Notes.kt')).stdout) as { message: string }[];
    expect(json.map((f) => f.message)).toEqual([shouting('bn')]);
    expect((await lintWithEnvironment({ LC_MESSAGES: 'bn_BD.UTF-8' }, ...ONLY_SHOUTING, 'Notes.kt')).stdout).toContain(shouting('bn'));
    expect((await lintWithEnvironment({ LANG: 'bn_IN' }, ...ONLY_SHOUTING, 'Notes.kt')).stdout).toContain(shouting('bn'));
  });

  it('reads LC_ALL before LC_MESSAGES and LANG, and --locale before all of them', async () => {
    expect((await lintWithEnvironment({ LC_ALL: 'ja_JP.UTF-8', LANG: 'pt_BR.UTF-8' }, ...ONLY_SHOUTING, 'Notes.kt')).stdout).toContain(shouting('ja'));
    expect((await lintWithEnvironment({ LC_ALL: 'C', LANG: 'ja_JP.UTF-8' }, ...ONLY_SHOUTING, 'Notes.kt')).stdout).toContain(shouting('en'));
    expect((await lintWithEnvironment({ LANG: 'ja_JP.UTF-8' }, '--locale', 'pt-BR', ...ONLY_SHOUTING, 'Notes.kt')).stdout).toContain(shouting('pt-br'));
  });

  it('falls back to English for a locale it has no messages in, and says so when asked by name', async () => {
    const named = await lint('--locale', 'xx', '--format', 'sarif', ...ONLY_SHOUTING, 'Notes.kt');
    expect(named.code).toBe(0);
    expect(named.stderr).toContain("no messages in 'xx', using English");
    const run = sarifRun(named.stdout);
    expect(run.language).toBe('en');
    expect(run.results.find((r) => r.ruleId === 'no-shouting')?.message.text).toBe(shouting('en'));
    const rule = run.tool.driver.rules.find((r) => r.id === 'no-shouting');
    expect(rule?.helpUri).toMatch(/\/docs\/rules\/no-shouting\.md$/);
    expect(rule?.shortDescription.text).toBe(noShouting.meta.description);
    expect(rule?.fullDescription?.text).toBe(noShouting.meta.guideline);
    const fromEnvironment = await lintWithEnvironment({ LANG: 'fr_FR.UTF-8' }, ...ONLY_SHOUTING, 'Notes.kt');
    expect(fromEnvironment.stdout).toContain(shouting('en'));
    expect(fromEnvironment.stderr).toBe('');
  });

  it('names --locale in --help', async () => {
    expect((await lint('--help')).stdout).toMatch(/--locale <tag>.*\n.*LC_ALL, LC_MESSAGES or LANG/);
  });

  it('finds its bundles as the installed command too', () => {
    const result = spawnSync(process.execPath, [CLI, ...ONLY_SHOUTING, 'Notes.kt'], {
      encoding: 'utf8',
      env: { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: 'ja_JP.UTF-8' },
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(shouting('ja'));
  });
});
