import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { XML_RECOVERY_CHARS } from '../../../server/src/core/languages/android-xml/bounded-parse';
import { ANDROID_NS, MAX_KEPT_PROBLEMS, parseAndroidXml } from '../../../server/src/core/languages/android-xml/index';
import { isAnalysedFile } from '../../../server/src/core/registry/file-discovery';

/** The Android XML front end on the example app's files, and on every prefix of them (half-typed XML). */
const APP = path.join(__dirname, '..', '..', '..', 'examples', 'notes-app', 'app', 'src', 'main');
const MANIFEST = path.join(APP, 'AndroidManifest.xml');
const METADATA = path.join(APP, 'res', 'xml', 'app_metadata.xml');

describe('android-xml front end', () => {
  it('reads which files it analyses from the path', () => {
    expect(isAnalysedFile('/p/app/src/main/AndroidManifest.xml')).toBe(true);
    expect(isAnalysedFile('/p/app/src/main/res/xml/app_metadata.xml')).toBe(true);
    expect(isAnalysedFile('file:///p/app/src/main/res/xml-v31/app_metadata.xml')).toBe(true);
    expect(isAnalysedFile('/p/app/src/main/res/values/strings.xml')).toBe(false);
    expect(isAnalysedFile('/p/pom.xml')).toBe(false);
  });

  it('extracts the app metadata property and the services with exact value ranges', () => {
    const text = fs.readFileSync(MANIFEST, 'utf8');
    const model = parseAndroidXml(MANIFEST, text);
    const manifest = model.android?.manifest;
    expect(model.language).toBe('android-xml');
    expect(model.android?.problems).toEqual([]);
    const property = manifest?.properties.find((p) => p.name?.value === 'android.app.appfunctions.app_metadata');
    expect(property?.resource?.value).toBe('@xml/app_metadata');
    const lines = text.split('\n');
    const range = property!.resource!.valueRange;
    expect(lines[range.start.line]?.slice(range.start.character, range.end.character)).toBe('@xml/app_metadata');
    expect(manifest?.services.map((s) => [s.name?.value, s.permission?.value, s.exported?.value, s.actions])).toContainEqual([
      '.appfunctions.NoteFunctionsService',
      'android.permission.BIND_APP_FUNCTION_SERVICE',
      'true',
      ['android.app.appfunctions.AppFunctionService'],
    ]);
  });

  it('reads appfn:instructions as the agent reads it, with positions into the attribute', () => {
    const text = fs.readFileSync(METADATA, 'utf8');
    const metadata = parseAndroidXml(METADATA, text).android?.appMetadata;
    expect(metadata?.namespace).toBe('http://schemas.android.com/apk/androidx.appfunctions');
    expect(metadata?.text?.text).toMatch(/^Personal notes and to-do lists\. /);
    expect(metadata?.displayDescription?.value).toBe('@string/app_functions_display_description');
    const start = metadata!.text!.range.start;
    expect(text.split('\n')[start.line]?.slice(start.character)).toMatch(/^Personal notes/);
  });

  it('decodes entities and joins line breaks', () => {
    const text = '<AppFunctionAppMetadata xmlns:appfn="http://schemas.android.com/apk/res-auto"\n  appfn:description="Notes &amp; lists.\n     Creates   notes." />';
    const metadata = parseAndroidXml('/p/res/xml/m.xml', text).android?.appMetadata;
    expect(metadata?.description?.value).toBe('Notes & lists.\n     Creates   notes.');
    expect(metadata?.text?.text).toBe('Notes & lists. Creates notes.');
  });

  it('never throws on a prefix of a real file, and keeps what was read before the cut', () => {
    for (const file of [MANIFEST, METADATA]) {
      const text = fs.readFileSync(file, 'utf8');
      for (let cut = 0; cut <= text.length; cut += 7) {
        const model = parseAndroidXml(file, text.slice(0, cut));
        expect(model.uri).toBe(file);
        if (file === MANIFEST && cut > text.indexOf('android:resource="@xml/app_metadata" />') + 40) {
          expect(model.android?.manifest?.properties.some((p) => p.resource?.value === '@xml/app_metadata')).toBe(true);
        }
      }
    }
  });

  it('reports syntax problems at the broken place', () => {
    const model = parseAndroidXml('/p/AndroidManifest.xml', '<manifest>\n  <application\n</manifest>');
    expect(model.android?.problems.length).toBeGreaterThan(0);
    expect(model.syntaxErrors[0]?.start.line).toBe(2);
  });

  it('reads a large well-formed file in full, and stops at the first error of a large broken one', () => {
    // Above XML_RECOVERY_CHARS the parser runs without error recovery, whose cost grows with every
    // misplaced token (a start tag followed by 1 MB of words made 200,000 errors).
    const services = Array.from({ length: 800 }, (_, i) => `    <service android:name=".S${i}" android:exported="false" />\n`).join('');
    const large = `<manifest xmlns:android="${ANDROID_NS}">\n  <application>\n${services}  </application>\n</manifest>\n`;
    expect(large.length).toBeGreaterThan(XML_RECOVERY_CHARS);
    const model = parseAndroidXml('/p/AndroidManifest.xml', large);
    expect(model.android?.problems).toEqual([]);
    expect(model.android?.manifest?.services).toHaveLength(800);

    const broken = `<manifest xmlns:android="${ANDROID_NS}" ${'This function is used to '.repeat(40_000)}`;
    const brokenModel = parseAndroidXml('/p/AndroidManifest.xml', broken);
    expect(brokenModel.android?.problems).toHaveLength(1);
    expect(brokenModel.syntaxErrors).toHaveLength(1);
    expect(brokenModel.android?.manifest).toBeUndefined();

    // A small broken file still gets every problem and what parses around them.
    const small = `<manifest xmlns:android="${ANDROID_NS}" ${'word '.repeat(50)}`;
    expect(parseAndroidXml('/p/AndroidManifest.xml', small).android?.problems.length).toBeGreaterThan(1);
  });

  it('keeps the first MAX_KEPT_PROBLEMS syntax problems of a file that has hundreds of thousands', () => {
    // Characters the lexer cannot place, after the declaration, before a well-formed root: the
    // tree is still built, and every stray character is a problem of its own.
    const stray = '!! '.repeat(100_000);
    const text = `<?xml version="1.0" encoding="utf-8"${stray}?>\n<manifest xmlns:android="${ANDROID_NS}" package="com.example.garden" />\n`;
    const model = parseAndroidXml('/p/AndroidManifest.xml', text);
    expect(model.android?.problems).toHaveLength(MAX_KEPT_PROBLEMS);
    expect(model.syntaxErrors).toHaveLength(MAX_KEPT_PROBLEMS);
    expect(model.syntaxErrors[0]?.start.line).toBe(0);
  });
});
