import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LspTestClient } from './lsp-client';

const SOURCE = `package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotesService", appFunctionXmlFileName = "notes.xml")
abstract class NoteFunctions : AppFunctionService() {
    /**
     * Creates a note.
     *
     * @param title Title of the note.
     * @return The id of the note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(title: String): String = title

    /** Deletes a note. */
    @AppFunctionDeclaration
    suspend fun deleteNote(noteId: String): String = noteId
}
`;

interface Preview {
  title: string;
  text: string;
}

describe('agent schema preview over stdio', () => {
  let client: LspTestClient;
  let root: string;
  let uri: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-preview-'));
    const file = path.join(root, 'NoteFunctions.kt');
    fs.writeFileSync(file, SOURCE);
    uri = pathToFileURL(file).toString();
    client = new LspTestClient();
    await client.initialize(pathToFileURL(root).toString());
    await client.open(uri, SOURCE);
  });

  afterAll(async () => {
    await client?.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('shows the function under the cursor as the JSON Schemas the agent receives', async () => {
    const preview = (await client.request('appfunctions/schemaPreview', { uri, line: 15, view: 'json' })) as Preview;
    expect(preview.title).toBe('com.example.notes.NoteFunctions#createNote');
    const shown = JSON.parse(preview.text);
    expect(shown.description).toBe('Creates a note.');
    expect(shown.inputSchema.properties.title).toMatchObject({ type: 'string', description: 'Title of the note.' });
    expect(shown.inputSchema.required).toEqual(['title']);
  });

  it('says why a function has no description', async () => {
    const preview = (await client.request('appfunctions/schemaPreview', { uri, id: 'com.example.notes.NoteFunctions#deleteNote', view: 'json' })) as Preview;
    const shown = JSON.parse(preview.text);
    expect(shown.description).toBe('');
    expect(shown.note).toMatch(/isDescribedByKDoc/);
  });

  it('shows the whole file when the cursor is outside any function, and the Android metadata view', async () => {
    const whole = JSON.parse(((await client.request('appfunctions/schemaPreview', { uri, line: 0, view: 'json' })) as Preview).text);
    expect(whole.functions.map((f: { id: string }) => f.id)).toEqual(['com.example.notes.NoteFunctions#createNote', 'com.example.notes.NoteFunctions#deleteNote']);
    const xml = ((await client.request('appfunctions/schemaPreview', { uri, line: 15, view: 'android' })) as Preview).text;
    expect(xml).toContain('<id>com.example.notes.NoteFunctions#createNote</id>');
    expect(xml).toContain('<isRequired>true</isRequired>');
  });

  it('follows edits: the preview text changes with the code', async () => {
    await client.change(uri, SOURCE.replace('Creates a note.', 'Creates a note in the inbox.'));
    const shown = JSON.parse(((await client.request('appfunctions/schemaPreview', { uri, line: 15, view: 'json' })) as Preview).text);
    expect(shown.description).toBe('Creates a note in the inbox.');
  });
});
