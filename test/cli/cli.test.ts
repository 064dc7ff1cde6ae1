import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRONT_ENDS } from '../../server/src/core/languages/front-ends';
import { inTemporaryFolder, lint } from '../helpers/cli';

const CLI = path.resolve(__dirname, '..', '..', 'dist', 'cli.js');
const HEADER = `package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotesService", appFunctionXmlFileName = "notes.xml")
abstract class NoteFunctions : AppFunctionService() {
`;
const WARNING_FILE = `${HEADER}    /**
     * Creates a note. VERY IMPORTANT: keep titles short.
     *
     * @param title Title of the note.
     * @return The id of the new note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String): String = title
}
`;

const folder = inTemporaryFolder('appfunctions-cli-', { 'Notes.kt': WARNING_FILE });

describe('appfunctions-lint', () => {
  it('prints JSON findings with 1-based positions', async () => {
    const { code, stdout } = await lint('--format', 'json', '--rule', 'description-front-loaded=off', '--rule', 'description-verb-first=off', '.');
    expect(code).toBe(0);
    const findings = JSON.parse(stdout);
    expect(findings).toContainEqual({
      file: 'Notes.kt',
      line: 10,
      column: 24,
      endLine: 10,
      endColumn: 38,
      ruleId: 'no-shouting',
      severity: 'warning',
      message: expect.stringContaining('VERY IMPORTANT'),
      fixable: true,
    });
    for (const finding of findings) expect(Object.keys(finding).sort()).toEqual(['column', 'endColumn', 'endLine', 'file', 'fixable', 'line', 'message', 'ruleId', 'severity']);
  });

  it('prints stylish output with the function registry', async () => {
    const { stdout } = await lint('Notes.kt');
    expect(stdout).toMatch(/Notes\.kt\n\s+10:24\s+warning\s+'VERY IMPORTANT'/);
    expect(stdout).toContain('Function registry: 1 function(s)');
    expect(stdout).toContain('com.example.notes.NoteFunctions#createNote');
  });

  it('prints SARIF 2.1.0 with a rules table linking each rule page', async () => {
    const { stdout } = await lint('--format', 'sarif', '.');
    const sarif = JSON.parse(stdout);
    expect(sarif.version).toBe('2.1.0');
    const driver = sarif.runs[0].tool.driver;
    const rule = driver.rules.find((r: { id: string }) => r.id === 'no-shouting');
    expect(rule.helpUri).toMatch(/docs\/rules\/no-shouting\.md$/);
    const result = sarif.runs[0].results.find((r: { ruleId: string }) => r.ruleId === 'no-shouting');
    expect(driver.rules[result.ruleIndex].id).toBe('no-shouting');
    expect(result.locations[0].physicalLocation).toMatchObject({ artifactLocation: { uri: 'Notes.kt' }, region: { startLine: 10, startColumn: 24 } });
  });

  it('exits 1 on an error finding', async () => {
    expect((await lint('--rule', 'no-shouting=error', '.')).code).toBe(1);
  });

  it('exits 1 with more warnings than --max-warnings, 0 within the limit', async () => {
    const over = await lint('--max-warnings', '0', '.');
    expect(over.code).toBe(1);
    expect(over.stderr).toContain('more than --max-warnings 0');
    expect((await lint('--max-warnings', '100', '.')).code).toBe(0);
  });

  it.each([
    [['--format', 'xml', '.'], "unknown format 'xml'"],
    [['--max-warnings', 'many', '.'], '--max-warnings needs a whole number'],
    [['--bogus', '.'], "Unknown option '--bogus'"],
    [[], 'no paths given'],
    [['does-not-exist'], 'no such file or folder: does-not-exist'],
    [['--rule', 'no-shouting', '.'], '--rule takes <rule-id>='],
    [['--rule', 'not-a-rule=error', '.'], "unknown rule 'not-a-rule'"],
  ])('exits 2 on a usage error: %j', async (args, message) => {
    const { code, stderr } = await lint(...args);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });

  it('says in --help which files it reads, one entry per front end', async () => {
    const help = await lint('--help');
    expect(help.code).toBe(0);
    for (const frontEnd of FRONT_ENDS) {
      expect(help.stdout).toContain(frontEnd.summary.files);
      for (const extension of frontEnd.extensions) expect(frontEnd.summary.files).toContain(extension === '.xml' ? 'xml' : extension);
    }
  });

  it('runs as the bundled command with the same exit codes', () => {
    expect(fs.existsSync(CLI), `${CLI} is missing: run 'npm run build' first`).toBe(true);
    const ok = spawnSync(process.execPath, [CLI, '--format', 'json', 'Notes.kt'], { cwd: folder(), encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).some((f: { ruleId: string }) => f.ruleId === 'no-shouting')).toBe(true);
    const failing = spawnSync(process.execPath, [CLI, '--rule', 'no-shouting=error', 'Notes.kt'], { cwd: folder(), encoding: 'utf8' });
    expect(failing.status).toBe(1);
    const usage = spawnSync(process.execPath, [CLI], { cwd: folder(), encoding: 'utf8' });
    expect(usage.status).toBe(2);
  });
});
