import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic, FullDocumentDiagnosticReport, WorkspaceDiagnosticReport } from 'vscode-languageserver-protocol';
import type { AppTree } from '../../server/src/core/registry/app-tree';
import { defined } from '../helpers/defined';
import { LspTestClient } from './lsp-client';

/**
 * The app-level rules and the registry requests over stdio: a small Android project with a
 * manifest, its app metadata and two entry points, edited and changed on disk as in an editor.
 */
const MANIFEST = `<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android">
    <application android:label="Notes">
        <property
            android:name="android.app.appfunctions.app_metadata"
            android:resource="@xml/app_metadata" />
        <service
            android:name=".NoteFunctionsService"
            android:exported="true"
            android:permission="android.permission.BIND_APP_FUNCTION_SERVICE">
            <intent-filter>
                <action android:name="android.app.appfunctions.AppFunctionService" />
            </intent-filter>
        </service>
        <service
            android:name=".SyncFunctionsService"
            android:exported="true">
            <intent-filter>
                <action android:name="android.app.appfunctions.AppFunctionService" />
            </intent-filter>
        </service>
    </application>
</manifest>
`;
const METADATA = `<?xml version="1.0" encoding="utf-8"?>
<AppFunctionAppMetadata xmlns:appfn="http://schemas.android.com/apk/androidx.appfunctions"
    appfn:instructions="Personal notes. Its functions get, fetch and create notes. VERY IMPORTANT: be brief." />
`;
const CLEAN_METADATA = METADATA.replace(' VERY IMPORTANT: be brief.', '');
const entryPoint = (cls: string, body: string) => `package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "${cls}Service", appFunctionXmlFileName = "${cls.toLowerCase()}.xml")
abstract class ${cls} : AppFunctionService() {
${body}}
`;
const NOTES = entryPoint(
  'NoteFunctions',
  `    /**
     * Returns the note with the given ID.
     *
     * @param noteId The ID of the note.
     * @return The note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun getNote(noteId: String): String = noteId

    /**
     * Creates a note.
     *
     * @param title The title of the note.
     * @param pinned Whether the note is pinned.
     * @return The ID of the new note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String, pinned: Boolean = false): String = if (pinned) title else title
`,
);
const SYNC = entryPoint(
  'SyncFunctions',
  `    /**
     * Downloads the latest version of a note from the server.
     *
     * @param noteId The ID of the note.
     * @return The note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun fetchNote(noteId: String): String = noteId
`,
);

const codes = (items: Diagnostic[]) => items.map((d) => String(d.code)).sort();

describe('app-level rules and the registry over stdio', () => {
  let client: LspTestClient;
  let root: string;
  const uris: Record<'manifest' | 'metadata' | 'notes' | 'sync', string> = { manifest: '', metadata: '', notes: '', sync: '' };
  const files: Record<keyof typeof uris, string> = { manifest: '', metadata: '', notes: '', sync: '' };

  const workspaceItems = async (): Promise<Map<string, Diagnostic[]>> => {
    const report = (await client.pullWorkspace()) as WorkspaceDiagnosticReport;
    return new Map(report.items.map((i) => [i.uri, (i as { items?: Diagnostic[] }).items ?? []]));
  };
  const pullItems = async (uri: string) => ((await client.pull(uri)) as FullDocumentDiagnosticReport).items ?? [];

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-app-'));
    const main = path.join(root, 'app', 'src', 'main');
    files.manifest = path.join(main, 'AndroidManifest.xml');
    files.metadata = path.join(main, 'res', 'xml', 'app_metadata.xml');
    files.notes = path.join(main, 'java', 'com', 'example', 'notes', 'NoteFunctions.kt');
    files.sync = path.join(main, 'java', 'com', 'example', 'notes', 'SyncFunctions.kt');
    fs.mkdirSync(path.dirname(files.metadata), { recursive: true });
    fs.mkdirSync(path.dirname(files.notes), { recursive: true });
    fs.writeFileSync(files.manifest, MANIFEST);
    fs.writeFileSync(files.metadata, METADATA);
    fs.writeFileSync(files.notes, NOTES);
    fs.writeFileSync(files.sync, SYNC);
    for (const key of Object.keys(files) as (keyof typeof files)[]) uris[key] = pathToFileURL(files[key]).toString();
    client = new LspTestClient();
    await client.initialize(pathToFileURL(root).toString());
    await client.waitFor('appfunctions/status', (p) => (p as { indexing: boolean; files: number }).files === 4 && !(p as { indexing: boolean }).indexing);
  });

  afterAll(async () => {
    await client?.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('indexes the manifest and the app metadata and reports app-level problems in the XML files', async () => {
    const items = await workspaceItems();
    const manifest = items.get(uris.manifest) ?? [];
    expect(codes(manifest)).toEqual(['manifest-service-permission']);
    expect(manifest[0]?.range.start.line).toBe(15);
    expect(manifest[0]?.severity).toBe(1);
    const metadata = items.get(uris.metadata) ?? [];
    expect(codes(metadata)).toEqual(['app-description-quality']);
    // The underline is on the words in the attribute value.
    expect(metadata[0]?.range).toEqual({ start: { line: 2, character: 83 }, end: { line: 2, character: 97 } });
    expect(codes(items.get(uris.notes) ?? [])).toContain('no-duplicate-intent');
    expect(codes(items.get(uris.sync) ?? [])).toContain('no-duplicate-intent');
  });

  it('follows edits of an open XML file, including half-typed XML', async () => {
    await client.open(uris.metadata, METADATA, 'xml');
    expect(codes(await pullItems(uris.metadata))).toEqual(['app-description-quality']);
    await client.change(uris.metadata, CLEAN_METADATA);
    expect(await pullItems(uris.metadata)).toEqual([]);
    // Half-typed: the attribute value is not closed yet. Nothing throws; the broken file reports nothing.
    await client.change(uris.metadata, CLEAN_METADATA.replace('notes." />', 'notes.'));
    expect(codes(await pullItems(uris.metadata))).toEqual([]);
    await client.change(uris.metadata, CLEAN_METADATA.replace(/appfn:instructions="[^"]*"/, 'appfn:displayDescription="Notes"'));
    const missing = await pullItems(uris.metadata);
    expect(codes(missing)).toEqual(['app-description-missing']);
    expect(missing[0]?.message).toContain('displayDescription');
    await client.change(uris.metadata, CLEAN_METADATA);
    expect(await pullItems(uris.metadata)).toEqual([]);
  });

  it('follows the manifest link to resources created and deleted on disk', async () => {
    await client.open(uris.manifest, MANIFEST, 'xml');
    const first = await pullItems(uris.manifest);
    expect(first.map((d) => d.message)).toEqual([expect.stringContaining('SyncFunctionsService')]);
    await client.change(uris.manifest, MANIFEST.replace('@xml/app_metadata', '@xml/other'));
    const items = await pullItems(uris.manifest);
    expect(codes(items)).toEqual(['app-description-missing', 'manifest-service-permission']);
    expect(items.find((d) => d.code === 'app-description-missing')?.message).toContain('@xml/other does not exist');
    // Created on disk: the link holds.
    const other = path.join(root, 'app', 'src', 'main', 'res', 'xml', 'other.xml');
    const otherUri = pathToFileURL(other).toString();
    fs.writeFileSync(other, CLEAN_METADATA);
    await client.filesChanged([{ uri: otherUri, type: 1 }]);
    expect(codes(await pullItems(uris.manifest))).toEqual(['manifest-service-permission']);
    // Deleted on disk: reported again, in the manifest.
    fs.rmSync(other);
    await client.filesChanged([{ uri: otherUri, type: 3 }]);
    expect(codes(await pullItems(uris.manifest))).toEqual(['app-description-missing', 'manifest-service-permission']);
    // A manifest cut off mid-tag still parses as far as it goes; the server keeps answering.
    await client.change(uris.manifest, MANIFEST.slice(0, MANIFEST.indexOf('<service') + 12));
    expect(Array.isArray(await pullItems(uris.manifest))).toBe(true);
    await client.change(uris.manifest, MANIFEST);
  });
});

/**
 * The registry requests: these pass once server.ts calls `registerRegistryRequests(connection, session)`.
 */
describe('registry requests over stdio', () => {
  let client: LspTestClient;
  let root: string;
  let notesUri: string;
  let metadataUri: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-registry-'));
    const main = path.join(root, 'notes-app', 'app', 'src', 'main');
    const notes = path.join(main, 'java', 'com', 'example', 'notes', 'NoteFunctions.kt');
    const metadata = path.join(main, 'res', 'xml', 'app_metadata.xml');
    fs.mkdirSync(path.dirname(notes), { recursive: true });
    fs.mkdirSync(path.dirname(metadata), { recursive: true });
    fs.writeFileSync(path.join(main, 'AndroidManifest.xml'), MANIFEST);
    fs.writeFileSync(metadata, METADATA);
    fs.writeFileSync(notes, NOTES);
    notesUri = pathToFileURL(notes).toString();
    metadataUri = pathToFileURL(metadata).toString();
    client = new LspTestClient();
    await client.initialize(pathToFileURL(root).toString());
    await client.waitFor('appfunctions/status', (p) => (p as { files: number; indexing: boolean }).files === 3 && !(p as { indexing: boolean }).indexing);
  });

  afterAll(async () => {
    await client?.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('returns apps -> entry points -> functions -> parameters with the app description and its source', async () => {
    const tree = await client.request<AppTree>('appfunctions/registry');
    expect(tree.functionCount).toBe(2);
    expect(tree.apps).toHaveLength(1);
    const app = defined(tree.apps[0], 'the app');
    expect(app.name).toBe('notes-app');
    expect(app.description).toMatchObject({ attribute: 'instructions', uri: metadataUri });
    expect(app.description?.text).toMatch(/^Personal notes\./);
    expect(app.description?.range.start.line).toBe(2);
    expect(app.groups.map((g) => [g.kind, g.name, g.module, g.generatedService])).toEqual([['entry-point', 'NoteFunctions', 'app', 'com.example.notes.NoteFunctionsService']]);
    const [createNote, getNote] = defined(app.groups[0], 'the entry point').functions;
    expect(createNote).toMatchObject({ id: 'com.example.notes.NoteFunctions#createNote', name: 'createNote', uri: notesUri, status: 'enabled', problems: 0 });
    expect(createNote?.description).toBe('Creates a note.');
    expect(createNote?.parameters).toEqual([
      { name: 'title', type: 'String', required: true, description: 'The title of the note.' },
      { name: 'pinned', type: 'Boolean', required: false, description: 'Whether the note is pinned.' },
    ]);
    expect(getNote?.range.start.line).toBe(15);
  });

  it("answers one function's agent schema and the export", async () => {
    const view = await client.request<{ id: string; inputSchema: { properties?: Record<string, unknown> } }>('appfunctions/functionSchema', {
      uri: notesUri,
      id: 'com.example.notes.NoteFunctions#createNote',
    });
    expect(view.id).toBe('com.example.notes.NoteFunctions#createNote');
    expect(Object.keys(view.inputSchema.properties ?? {})).toEqual(['title', 'pinned']);
    const exported = await client.request<{
      toolsList: { tools: { name: string }[] };
      androidMetadataXml: string;
      androidMetadataFiles: { fileName: string; xml: string }[];
      apps: { name: string }[];
    }>('appfunctions/exportRegistry');
    expect(exported.toolsList.tools.map((t) => t.name).sort()).toEqual(['com.example.notes.NoteFunctions#createNote', 'com.example.notes.NoteFunctions#getNote']);
    expect(exported.androidMetadataXml).toContain('<appfunctions>');
    // One entry point: one file, named by its appFunctionXmlFileName, holding the same functions.
    expect(exported.androidMetadataFiles.map((f) => f.fileName)).toEqual(['notefunctions.xml']);
    expect(exported.androidMetadataFiles[0]?.xml).toBe(exported.androidMetadataXml);
    expect(exported.apps.map((a) => a.name)).toEqual(['notes-app']);
  });

  it('notifies the client when the registry changes and counts problems per function', async () => {
    const before = client.notifications.filter((n) => n.method === 'appfunctions/registryChanged').length;
    await client.open(notesUri, NOTES.replace('Returns the note with the given ID.', 'Returns the note with the given ID. VERY IMPORTANT!!!'));
    await client.waitFor('appfunctions/registryChanged', () => client.notifications.filter((n) => n.method === 'appfunctions/registryChanged').length > before);
    const tree = await client.request<AppTree>('appfunctions/registry');
    const getNote = tree.apps[0]?.groups[0]?.functions.find((f) => f.name === 'getNote');
    expect(getNote?.problems).toBeGreaterThanOrEqual(2);
    // The notification carries the tree's totals, so a hidden view can show its badge without the tree.
    const changes = client.notifications.filter((n) => n.method === 'appfunctions/registryChanged');
    const latest = defined(changes.at(-1), 'a registryChanged notification').params as { functionCount: number; problemCount: number };
    expect(latest).toMatchObject({ functionCount: tree.functionCount, problemCount: tree.problemCount });
    expect(latest.problemCount).toBeGreaterThanOrEqual(2);
  });
});
