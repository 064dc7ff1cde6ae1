import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createKotlinFrontEnd, type KotlinFrontEnd } from '../../../server/src/core/languages/kotlin/index';
import type { LibraryVersion } from '../../../server/src/core/model/file-model';

/**
 * Library-release fixtures: test/languages/kotlin/library-version/<case>/ is a small Gradle project
 * with one Kotlin file that declares an AppFunction; expected.json is the androidx.appfunctions
 * release the front end reads for that file (`null` for none), with the build file relative to the
 * case. Each file is read once by path (the command) and once by `file:` URI (the server).
 * UPDATE_FIXTURES=1 writes a missing expected.json; an existing one is never overwritten.
 */
const CASES = path.join(__dirname, 'library-version');
let frontEnd: KotlinFrontEnd;
beforeAll(async () => {
  frontEnd = await createKotlinFrontEnd();
});

function kotlinFileIn(dir: string): string {
  const found = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.kt'));
  expect(found, `${dir} holds one Kotlin file`).toHaveLength(1);
  return path.join(dir, found[0] as string);
}

function relative(dir: string, release: LibraryVersion | undefined): { version: string; declaredIn: string } | null {
  if (!release) return null;
  const file = release.declaredIn.startsWith('file:') ? fileURLToPath(release.declaredIn) : release.declaredIn;
  return { version: release.version, declaredIn: path.relative(dir, file).split(path.sep).join('/') };
}

describe('androidx.appfunctions release from the Gradle files', () => {
  for (const name of fs.readdirSync(CASES).sort()) {
    it(name, () => {
      const dir = path.join(CASES, name);
      const file = kotlinFileIn(dir);
      const text = fs.readFileSync(file, 'utf8');
      const byPath = frontEnd.parse(file, text);
      expect(byPath.functions.length).toBeGreaterThan(0);
      const actual = `${JSON.stringify({ release: relative(dir, byPath.appFunctionsLibrary) }, null, 2)}\n`;
      const expectedFile = path.join(dir, 'expected.json');
      if (!fs.existsSync(expectedFile)) {
        if (process.env.UPDATE_FIXTURES !== '1') throw new Error(`${expectedFile} is missing; run with UPDATE_FIXTURES=1 and review it`);
        fs.writeFileSync(expectedFile, actual);
      }
      expect(actual).toBe(fs.readFileSync(expectedFile, 'utf8'));

      const uri = pathToFileURL(file).href;
      const byUri = frontEnd.parse(uri, text).appFunctionsLibrary;
      expect(relative(dir, byUri)).toEqual(relative(dir, byPath.appFunctionsLibrary));
      if (byUri) expect(byUri.declaredIn.startsWith('file:'), 'named as a URI, like the source file').toBe(true);
    });
  }

  it('reads nothing for a document that is not a local file', () => {
    const model = frontEnd.parse('untitled:Untitled-1', fs.readFileSync(kotlinFileIn(path.join(CASES, 'catalog-version-ref')), 'utf8'));
    expect(model.functions.length).toBeGreaterThan(0);
    expect(model.appFunctionsLibrary).toBeUndefined();
  });
});
