import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inTemporaryFolder, lint } from '../helpers/cli';

/** The command reads appfunctions.config.json as ESLint reads its configuration: here or above, or --config. */
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

const folder = inTemporaryFolder('appfunctions-config-', {
  'appfunctions.config.json': JSON.stringify({ rules: { 'no-shouting': 'error' }, overrides: [{ files: ['legacy/**'], rules: { 'no-shouting': 'off' } }] }),
});
const severities = (stdout: string, ruleId: string) =>
  (JSON.parse(stdout) as { file: string; ruleId: string; severity: string }[]).filter((f) => f.ruleId === ruleId).map((f) => [f.file, f.severity]);

describe('appfunctions-lint with appfunctions.config.json', () => {
  it('applies the configuration found in the working directory, with its overrides by path', async () => {
    fs.mkdirSync(path.join(folder(), 'app'), { recursive: true });
    fs.mkdirSync(path.join(folder(), 'legacy'), { recursive: true });
    fs.writeFileSync(path.join(folder(), 'app', 'Notes.kt'), NOTES);
    fs.writeFileSync(path.join(folder(), 'legacy', 'Notes.kt'), NOTES);
    const result = await lint('--format', 'json', '.');
    expect(severities(result.stdout, 'no-shouting')).toEqual([['app/Notes.kt', 'error']]);
    expect(result.code).toBe(1);
  });

  it('lets --rule win over the file', async () => {
    const result = await lint('--format', 'json', '--rule', 'no-shouting=info', 'app');
    expect(severities(result.stdout, 'no-shouting')).toEqual([['app/Notes.kt', 'info']]);
  });

  it('finds the file from a folder below it, and takes --config to point elsewhere', async () => {
    const cwd = process.cwd();
    process.chdir(path.join(folder(), 'app'));
    try {
      expect(severities((await lint('--format', 'json', '.')).stdout, 'no-shouting')).toEqual([['Notes.kt', 'error']]);
    } finally {
      process.chdir(cwd);
    }
    fs.writeFileSync(path.join(folder(), 'quiet.json'), JSON.stringify({ rules: { 'no-shouting': 'off' } }));
    expect(severities((await lint('--format', 'json', '--config', 'quiet.json', 'app')).stdout, 'no-shouting')).toEqual([]);
  });

  it('prints the configuration as it applies to a file', async () => {
    const printed = await lint('--print-config', 'legacy/Notes.kt');
    expect(printed.code).toBe(0);
    expect(JSON.parse(printed.stdout)).toMatchObject({
      configFile: path.join(fs.realpathSync(folder()), 'appfunctions.config.json'),
      rules: { 'no-shouting': 'off' },
      descriptionLanguage: 'auto',
    });
  });

  it('leaves the files of `ignores` out, as .gitignore does, and says so for a file named on the command line', async () => {
    fs.mkdirSync(path.join(folder(), 'generated'), { recursive: true });
    fs.writeFileSync(path.join(folder(), 'generated', 'Notes.kt'), NOTES);
    fs.writeFileSync(path.join(folder(), 'ignoring.json'), JSON.stringify({ ignores: ['generated/', 'legacy/**'] }));
    const result = await lint('--format', 'json', '--config', 'ignoring.json', '.');
    expect(severities(result.stdout, 'no-shouting')).toEqual([['app/Notes.kt', 'warning']]);
    const named = await lint('--format', 'json', '--config', 'ignoring.json', 'generated/Notes.kt');
    expect(JSON.parse(named.stdout)).toEqual([]);
    expect(named.stderr).toContain('appfunctions-lint: warning: generated/Notes.kt is ignored by ignoring.json and not checked');
    const printed = await lint('--config', 'ignoring.json', '--print-config', 'generated/Notes.kt');
    expect(JSON.parse(printed.stdout)).toMatchObject({ ignored: true });
    fs.rmSync(path.join(folder(), 'generated'), { recursive: true });
  });

  it('leaves test files found in a folder out, checks one named on the command line, and all with checkTests', async () => {
    fs.mkdirSync(path.join(folder(), 'app', 'src', 'test'), { recursive: true });
    fs.writeFileSync(path.join(folder(), 'app', 'src', 'test', 'Notes.kt'), NOTES);
    const found = await lint('--format', 'json', '--config', 'appfunctions.config.json', 'app');
    expect(severities(found.stdout, 'no-shouting')).toEqual([['app/Notes.kt', 'error']]);
    const named = await lint('--format', 'json', '--config', 'appfunctions.config.json', 'app/src/test/Notes.kt');
    expect(severities(named.stdout, 'no-shouting')).toEqual([['app/src/test/Notes.kt', 'error']]);
    fs.writeFileSync(path.join(folder(), 'with-tests.json'), JSON.stringify({ checkTests: true }));
    const all = await lint('--format', 'json', '--config', 'with-tests.json', 'app');
    expect(severities(all.stdout, 'no-shouting').map(([file]) => file)).toEqual(['app/Notes.kt', 'app/src/test/Notes.kt']);
    fs.rmSync(path.join(folder(), 'app', 'src'), { recursive: true });
  });

  it('stops with where the file is broken', async () => {
    fs.writeFileSync(path.join(folder(), 'broken.json'), '{\n  "rules": {\n    "no-shoutin": "error"\n  }\n}\n');
    const broken = await lint('--config', 'broken.json', 'app');
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain("broken.json:3:5: unknown rule 'no-shoutin' in rules");
    const missing = await lint('--config', 'nowhere.json', 'app');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such configuration file: nowhere.json');
  });
});
