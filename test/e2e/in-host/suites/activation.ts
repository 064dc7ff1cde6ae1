import * as assert from 'node:assert/strict';
import { suite, test } from 'mocha';
import { extension, openDocument, waitFor } from './helpers';

/** Runs in the `typescript-only` workspace: no Kotlin file, so nothing but the .ts file can activate us. */
export function typescriptActivation(): void {
  suite('activation on TypeScript', () => {
    test('the extension is not active before a TypeScript file opens', () => {
      assert.equal(extension().isActive, false);
    });

    test('opening a .ts file activates the extension', async () => {
      const document = await openDocument('src/functions.ts');
      assert.equal(document.languageId, 'typescript');
      await waitFor('the extension to activate', () => extension().isActive);
    });
  });
}

/** Runs in the `kotlin` workspace. */
export function kotlinActivation(): void {
  suite('activation on Kotlin', () => {
    test('a .kt file opens as Kotlin and the extension is active', async () => {
      const document = await openDocument('app/src/main/java/com/example/e2e/NoteFunctions.kt');
      assert.equal(document.languageId, 'kotlin');
      await waitFor('the extension to activate', () => extension().isActive);
    });
  });
}
