import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inTemporaryFolder, lint } from '../helpers/cli';

/** `--baseline` / `--update-baseline`: adopt the checks on an existing codebase, fail only on new problems. */
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
const SECOND = `
    /**
     * Archives a note. VERY IMPORTANT: archived notes stay searchable.
     *
     * @param noteId The note to archive.
     * @return The id of the archived note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun archiveNote(noteId: String): String = noteId
}
`;

const folder = inTemporaryFolder('appfunctions-baseline-', { 'Notes.kt': NOTES });
const strict = ['--rule', 'no-shouting=error', '--format', 'json'];

describe('appfunctions-lint --baseline', () => {
  it('writes every current problem, by file, rule, message and source line, relative to the baseline', async () => {
    fs.mkdirSync(path.join(folder(), 'ci'), { recursive: true });
    const written = await lint(...strict, '--baseline', 'ci/baseline.json', '--update-baseline', '.');
    expect(written.code).toBe(0);
    expect(written.stdout).toBe('');
    expect(written.stderr).toMatch(/wrote \d+ problem\(s\) to the baseline ci\/baseline\.json/);
    const baseline = JSON.parse(fs.readFileSync(path.join(folder(), 'ci', 'baseline.json'), 'utf8'));
    expect(baseline.version).toBe(1);
    expect(baseline.problems).toContainEqual({
      file: '../Notes.kt',
      ruleId: 'no-shouting',
      message: expect.stringContaining('VERY IMPORTANT'),
      source: '* Creates a note. VERY IMPORTANT: keep titles short.',
      count: 1,
    });
  });

  it('then reports nothing and passes, even when code moves below the problems', async () => {
    const clean = await lint(...strict, '--baseline', 'ci/baseline.json', '.');
    expect(JSON.parse(clean.stdout)).toEqual([]);
    expect(clean.code).toBe(0);
    expect(clean.stderr).toMatch(/problem\(s\) listed in the baseline are not shown/);
    fs.writeFileSync(path.join(folder(), 'Notes.kt'), `// A comment added above.\n\n${NOTES}`);
    const moved = await lint(...strict, '--baseline', 'ci/baseline.json', '.');
    expect(JSON.parse(moved.stdout)).toEqual([]);
    expect(moved.code).toBe(0);
  });

  it('reports a new problem, and only it, with the exit code it earns', async () => {
    fs.writeFileSync(path.join(folder(), 'Notes.kt'), NOTES.replace(/}\n$/, SECOND));
    const fresh = await lint(...strict, '--baseline', 'ci/baseline.json', '.');
    const shown = JSON.parse(fresh.stdout) as { ruleId: string; message: string; line: number }[];
    expect(shown.map((f) => f.ruleId)).toEqual(['no-shouting']);
    expect(shown[0]!.message).toContain('VERY IMPORTANT');
    expect(shown[0]!.line).toBe(19);
    expect(fresh.code).toBe(1);
  });

  it('refuses a baseline it cannot read or that is not one, and --update-baseline alone', async () => {
    fs.writeFileSync(path.join(folder(), 'broken.json'), '{ "version": 1, "problems": [{ "file": "a" }] }');
    const broken = await lint('--baseline', 'broken.json', '.');
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/cannot use the baseline broken\.json: problem 1 needs file, ruleId, message, source and a count/);
    const missing = await lint('--baseline', 'nowhere.json', '.');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/cannot use the baseline nowhere\.json/);
    const alone = await lint('--update-baseline', '.');
    expect(alone.code).toBe(2);
    expect(alone.stderr).toMatch(/--update-baseline needs --baseline <file>/);
  });
});
