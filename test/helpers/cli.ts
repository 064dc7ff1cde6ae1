import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { run } from '../../server/src/cli/appfunctions-lint';

/**
 * Runs `appfunctions-lint` in this process and collects what it prints. The environment has no
 * locale variables, so the messages are English on any machine unless `--locale` says otherwise.
 */
export async function lint(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return lintWithEnvironment({}, ...args);
}

/** {@link lint} with `env` as the environment the command reads its locale from (LC_ALL, LC_MESSAGES, LANG). */
export async function lintWithEnvironment(env: NodeJS.ProcessEnv, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await run(
    args,
    (t) => (stdout += t),
    (t) => (stderr += t),
    env,
  );
  return { code, stdout, stderr };
}

/**
 * For the tests of the enclosing suite: a fresh temporary folder holding `files` (name -> text)
 * as the working directory, removed afterwards. Returns a getter of the folder's path.
 */
export function inTemporaryFolder(prefix: string, files: Record<string, string>): () => string {
  let dir = '';
  let cwd = '';
  beforeAll(() => {
    cwd = process.cwd();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    process.chdir(dir);
  });
  afterAll(() => {
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => dir;
}
