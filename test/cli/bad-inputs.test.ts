import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lint, lintWithEnvironment } from '../helpers/cli';

/**
 * What the command does with inputs that are not ordinary sources: huge, binary or UTF-16 files, a
 * .gitignore it cannot compile, bad numbers, files it cannot write. Each case runs in a fresh folder.
 */
const CLI = path.resolve(__dirname, '..', '..', 'dist', 'cli.js');
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

let dir = '';
let cwd = '';
beforeEach(() => {
  cwd = process.cwd();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-bad-inputs-'));
  process.chdir(dir);
});
afterEach(() => {
  process.chdir(cwd);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The bundled command, as a user runs it. */
function bundled(args: string[], options: SpawnSyncOptions = {}): { status: number | null; stdout: string; stderr: string } {
  expect(fs.existsSync(CLI), `${CLI} is missing: run 'npm run build' first`).toBe(true);
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd: dir, encoding: 'utf8', timeout: 120_000, ...options });
  return { status: result.status, stdout: String(result.stdout), stderr: String(result.stderr) };
}

describe('files that are not analysed', () => {
  it('answers a 20 MB .kt file and a 1 MB binary .kt file with one notice each, and still checks the rest', () => {
    const line = '    // a generated line that is long enough to fill the file quickly\n';
    fs.writeFileSync(path.join(dir, 'Huge.kt'), `package huge\n${line.repeat(Math.ceil((20 * 1024 * 1024) / line.length))}`);
    // Random bytes have NUL bytes in their first 8 KB for sure (the chance of none is below 1e-13).
    fs.writeFileSync(path.join(dir, 'Binary.kt'), randomBytes(1024 * 1024));
    fs.writeFileSync(path.join(dir, 'Notes.kt'), NOTES);
    const { status, stdout, stderr } = bundled(['--format', 'json', '.']);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const findings = JSON.parse(stdout) as { file: string; line: number; ruleId: string; severity: string; message: string }[];
    const byFile = (file: string) => findings.filter((f) => f.file === file);
    expect(byFile('Huge.kt')).toEqual([
      expect.objectContaining({ line: 1, ruleId: 'file-skipped', severity: 'info', message: expect.stringMatching(/20(\.\d)? MB, larger than the limit of 2 MB/) }),
    ]);
    expect(byFile('Binary.kt')).toEqual([expect.objectContaining({ line: 1, ruleId: 'file-skipped', message: expect.stringContaining('NUL bytes') })]);
    expect(byFile('Notes.kt').map((f) => f.ruleId)).toContain('no-shouting');
  });

  it('takes its limit from --max-file-size, and refuses a size it cannot read', async () => {
    fs.writeFileSync(path.join(dir, 'Notes.kt'), NOTES);
    const small = await lint('--format', 'json', '--max-file-size', '100', '.');
    expect(JSON.parse(small.stdout)).toEqual([expect.objectContaining({ ruleId: 'file-skipped', message: expect.stringContaining('100 bytes') })]);
    const large = await lint('--format', 'json', '--max-file-size', '1MB', '.');
    expect(JSON.parse(large.stdout).map((f: { ruleId: string }) => f.ruleId)).toContain('no-shouting');
    const bad = await lint('--max-file-size', 'huge', '.');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--max-file-size needs a size such as 2MB, 512KB or a number of bytes, not 'huge'");
  });

  it('never fixes a file it skipped', async () => {
    const text = `${NOTES}\u0000`;
    fs.writeFileSync(path.join(dir, 'Notes.kt'), text);
    const { stderr } = await lint('--fix', '.');
    expect(stderr).toContain('applied 0 fix(es)');
    expect(fs.readFileSync(path.join(dir, 'Notes.kt'), 'utf8')).toBe(text);
  });
});

describe('encodings', () => {
  it('analyses UTF-16 LE and BE files with a BOM as their UTF-8 twin, and fixes them in their own encoding', async () => {
    fs.writeFileSync(path.join(dir, 'Notes.kt'), NOTES);
    const twin = JSON.parse((await lint('--format', 'json', 'Notes.kt')).stdout).map((finding: { file: string }) => ({ ...finding, file: undefined }));
    expect(twin.length).toBeGreaterThan(0);
    fs.rmSync(path.join(dir, 'Notes.kt'));
    const bom = { le: Buffer.from([0xff, 0xfe]), be: Buffer.from([0xfe, 0xff]) };
    for (const order of ['le', 'be'] as const) {
      const file = path.join(dir, `Notes-${order}.kt`);
      const body = Buffer.from(NOTES, 'utf16le');
      if (order === 'be') body.swap16();
      fs.writeFileSync(file, Buffer.concat([bom[order], body]));
      const { stdout } = await lint('--format', 'json', path.basename(file));
      expect(JSON.parse(stdout).map((finding: { file: string }) => ({ ...finding, file: undefined }))).toEqual(twin);
      await lint('--fix', path.basename(file));
      const written = fs.readFileSync(file);
      expect(written.subarray(0, 2)).toEqual(bom[order]);
      const decoded = new TextDecoder(`utf-16${order}`).decode(written);
      expect(decoded).not.toContain('VERY IMPORTANT');
      expect(decoded).toContain('suspend fun createNote(title: String)');
      fs.rmSync(file);
    }
  });

  it('keeps a UTF-8 BOM through --fix, with positions as an editor counts them', async () => {
    fs.writeFileSync(path.join(dir, 'Notes.kt'), `\uFEFF${NOTES}`);
    const findings = JSON.parse((await lint('--format', 'json', 'Notes.kt')).stdout);
    expect(findings).toContainEqual(expect.objectContaining({ ruleId: 'no-shouting', line: 10, column: 24 }));
    await lint('--fix', 'Notes.kt');
    const written = fs.readFileSync(path.join(dir, 'Notes.kt'), 'utf8');
    expect(written.startsWith('\uFEFFpackage com.example.notes')).toBe(true);
    expect(written).not.toContain('VERY IMPORTANT');
  });
});

describe('.gitignore', () => {
  it('names a pattern it cannot compile with its file and line, and applies the rest', () => {
    fs.mkdirSync(path.join(dir, 'app'));
    fs.writeFileSync(path.join(dir, 'app', '.gitignore'), ['Ignored.kt', 'x'.repeat(40_000), '[\\z-a]', ''].join('\n'));
    fs.writeFileSync(path.join(dir, 'app', 'Ignored.kt'), NOTES);
    fs.writeFileSync(path.join(dir, 'app', 'Notes.kt'), NOTES);
    const { status, stdout, stderr } = bundled(['--format', 'json', '.']);
    expect(status).toBe(0);
    expect(stderr).toContain('appfunctions-lint: warning: app/.gitignore:2: .gitignore pattern skipped, it cannot be used: it is 40000 characters long, more than 1000');
    expect(stderr).toContain('appfunctions-lint: warning: app/.gitignore:3: .gitignore pattern skipped, it cannot be used: Unterminated character class');
    expect(stderr).not.toContain('internal error');
    const files = new Set(JSON.parse(stdout).map((f: { file: string }) => f.file));
    expect([...files]).toEqual(['app/Notes.kt']);
  });
});

describe('numbers and usage', () => {
  it.each([
    [['--max-warnings', '-1', '.'], "--max-warnings needs a whole number of 0 or more, not '-1'"],
    [['--max-warnings=-1', '.'], "--max-warnings needs a whole number of 0 or more, not '-1'"],
    [['--max-warnings', '1.5', '.'], "--max-warnings needs a whole number of 0 or more, not '1.5'"],
    [['--max-file-size', '-2MB', '.'], '--max-file-size needs a size such as 2MB'],
    [['.', '--format'], '--format needs a value'],
    [['-f'], '--format needs a value'],
    [['--fix=yes', '.'], '--fix takes no value'],
  ])('%j is a usage error of ours', async (args, message) => {
    fs.writeFileSync(path.join(dir, 'Notes.kt'), NOTES);
    const { code, stderr } = await lint(...args);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
    expect(stderr).not.toContain('ambiguous');
    expect(stderr).toContain("Run 'appfunctions-lint --help' for usage.");
  });

  it('says the same usage error in the chosen language', async () => {
    const { code, stderr } = await lintWithEnvironment({ LANG: 'pt_BR.UTF-8' }, '--max-warnings', '-1', '.');
    expect(code).toBe(2);
    expect(stderr).not.toContain('needs a whole number');
    expect(stderr).toContain("'-1'");
  });
});

describe('--fix on files it cannot write', () => {
  /** Root writes through file permissions: run the command as an unprivileged user, who owns only the writable file. */
  function asUnprivileged(): SpawnSyncOptions {
    if (process.getuid?.() !== 0) return {};
    fs.chmodSync(dir, 0o755);
    fs.chownSync(path.join(dir, 'Writable.kt'), 65534, 65534);
    return { uid: 65534, gid: 65534 };
  }

  it('names the file and the reason, fixes the others, exits 2, and prints no stack', () => {
    fs.writeFileSync(path.join(dir, 'Writable.kt'), NOTES);
    fs.writeFileSync(path.join(dir, 'ReadOnly.kt'), NOTES.replace('createNote', 'createOtherNote').replace('NoteFunctions', 'OtherFunctions'));
    fs.chmodSync(path.join(dir, 'ReadOnly.kt'), 0o444);
    const { status, stderr } = bundled(['--fix', '.'], asUnprivileged());
    expect(stderr).toContain('appfunctions-lint: cannot write ReadOnly.kt: EACCES: permission denied');
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(stderr).toMatch(/applied [1-9]\d* fix\(es\)/);
    expect(status).toBe(2);
    expect(fs.readFileSync(path.join(dir, 'Writable.kt'), 'utf8')).not.toContain('VERY IMPORTANT');
    expect(fs.readFileSync(path.join(dir, 'ReadOnly.kt'), 'utf8')).toContain('VERY IMPORTANT');
  });

  it('names a file it cannot read and checks the others', () => {
    fs.writeFileSync(path.join(dir, 'Writable.kt'), NOTES);
    fs.writeFileSync(path.join(dir, 'Unreadable.kt'), NOTES);
    fs.chmodSync(path.join(dir, 'Unreadable.kt'), 0o000);
    const { status, stdout, stderr } = bundled(['--format', 'json', '.'], asUnprivileged());
    expect(stderr).toBe('appfunctions-lint: cannot read Unreadable.kt: EACCES: permission denied\n');
    expect(status).toBe(0);
    expect([...new Set(JSON.parse(stdout).map((f: { file: string }) => f.file))]).toEqual(['Writable.kt']);
  });

  it('never writes through a symbolic link, even one given by name', () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-outside-'));
    try {
      fs.writeFileSync(path.join(outside, 'Target.kt'), NOTES);
      fs.mkdirSync(path.join(dir, 'app'));
      fs.symlinkSync(path.join(outside, 'Target.kt'), path.join(dir, 'app', 'Link.kt'));
      const walked = bundled(['--fix', 'app']);
      expect(walked.status).toBe(0);
      const named = bundled(['--fix', 'app/Link.kt']);
      expect(named.stderr).toContain('cannot write app/Link.kt: it is a symbolic link');
      expect(named.status).toBe(2);
      expect(fs.readFileSync(path.join(outside, 'Target.kt'), 'utf8')).toBe(NOTES);
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});

describe('internal errors', () => {
  it('are one line without --debug and a stack with it', () => {
    // An error that escapes the run (every expected one is caught where it happens): a preload
    // breaks the JSON formatter's one builtin.
    const preload = path.join(dir, 'break.cjs');
    fs.writeFileSync(preload, "JSON.stringify = () => { throw new Error('simulated failure'); };\n");
    fs.writeFileSync(path.join(dir, 'Notes.kt'), NOTES);
    const broken = spawnSync(process.execPath, ['--require', preload, CLI, '.'], { cwd: dir, encoding: 'utf8' });
    expect(broken.stderr).toBe('appfunctions-lint: internal error: simulated failure (run with --debug for the stack trace)\n');
    expect(broken.status).toBe(2);
    const debug = spawnSync(process.execPath, ['--require', preload, CLI, '--debug', '.'], { cwd: dir, encoding: 'utf8' });
    expect(debug.stderr).toMatch(/(^|\n)appfunctions-lint: internal error: Error: simulated failure\n\s+at /);
    expect(debug.status).toBe(2);
  });
});
