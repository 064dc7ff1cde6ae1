import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarkupContent } from 'vscode-languageserver-protocol';
import { defined } from '../helpers/defined';
import { LspTestClient } from './lsp-client';

/** Hovers over stdio: needs `registerHover` wired in server.ts and `hoverProvider: true`. */
const FUNCTIONS = `package com.example.notes

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import androidx.appfunctions.AppFunctionStringValueConstraint

@AppFunctionServiceEntryPoint(serviceName = "NotesService", appFunctionXmlFileName = "notes.xml")
abstract class NoteFunctions : AppFunctionService() {
    /**
     * Creates a note in a folder.
     *
     * @param title Title of the note.
     * @param folder Folder that receives the note.
     * @return The created note.
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createNote(
        title: String,
        @AppFunctionStringValueConstraint(enumValues = ["inbox", "work"]) folder: String = "inbox",
    ): Note = TODO()

    /** Not exposed. */
    @AppFunctionDeclaration
    fun archiveNote(noteId: String) {}
}
`;
const MODEL = `package com.example.notes

import androidx.appfunctions.AppFunctionSerializable

/** A note. */
@AppFunctionSerializable(isDescribedByKDoc = true)
data class Note(
    /** Stable identifier. */
    val id: String,
    val title: String?,
)
`;

const SIGNATURES = `package com.example.notes

import androidx.appfunctions.AppFunctionSignature
import androidx.appfunctions.metadata.AppFunctionMetadata

@AppFunctionSignature(scope = AppFunctionMetadata.SCOPE_ACTIVITY, appFunctionXmlFileName = "note_signatures")
fun interface PinNote {
    suspend fun pin(noteId: String): Boolean
}
`;

const text = (hover: unknown) => (hover as { contents: MarkupContent }).contents.value;
const jsonBlocks = (markdown: string) => [...markdown.matchAll(/```json\n([\s\S]*?)\n```/g)].map((m) => JSON.parse(defined(m[1], 'the text of a json block')));
const at = (source: string, needle: string, offset = 1) => {
  const index = source.indexOf(needle) + offset;
  const before = source.slice(0, index).split('\n');
  return { line: before.length - 1, character: before.at(-1)!.length };
};

describe('hover over stdio', () => {
  let client: LspTestClient;
  let root: string;
  let functionsUri: string;
  let modelUri: string;
  let signaturesUri: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'appfunctions-hover-'));
    fs.writeFileSync(path.join(root, 'NoteFunctions.kt'), FUNCTIONS);
    fs.writeFileSync(path.join(root, 'Note.kt'), MODEL);
    fs.writeFileSync(path.join(root, 'PinNote.kt'), SIGNATURES);
    signaturesUri = pathToFileURL(path.join(root, 'PinNote.kt')).toString();
    functionsUri = pathToFileURL(path.join(root, 'NoteFunctions.kt')).toString();
    modelUri = pathToFileURL(path.join(root, 'Note.kt')).toString();
    client = new LspTestClient();
    const result = await client.initialize(pathToFileURL(root).toString());
    expect(result.capabilities.hoverProvider).toBeTruthy();
    await client.waitFor('appfunctions/status', (p) => (p as { indexing: boolean; files: number }).files === 3);
    await client.open(functionsUri, FUNCTIONS);
  });

  afterAll(async () => {
    await client?.shutdown();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('shows id, description, both schemas and the size on the function name', async () => {
    const markdown = text(await client.hover(functionsUri, at(FUNCTIONS, 'fun createNote', 5)));
    expect(markdown).toContain('com.example.notes.NoteFunctions#createNote');
    expect(markdown).toContain('Creates a note in a folder.');
    const [input, output] = jsonBlocks(markdown);
    expect(input).toMatchObject({
      type: 'object',
      properties: { title: { type: 'string', description: 'Title of the note.' }, folder: { enum: ['inbox', 'work'] } },
      required: ['title'],
    });
    expect(output).toMatchObject({ $ref: '#/$defs/com.example.notes.Note', description: 'The created note.' });
    expect(output.$defs['com.example.notes.Note'].properties.title.type).toEqual(['string', 'null']);
    expect(markdown).toMatch(/\d+ characters, about \d+ tokens/);
  });

  it('starts with a summary: size, command links, a parameter table, then the schemas', async () => {
    const markdown = text(await client.hover(functionsUri, at(FUNCTIONS, 'fun createNote', 5)));
    const [firstLine] = markdown.split('\n');
    expect(firstLine).toMatch(/^\*\*AppFunction\*\* `com\.example\.notes\.NoteFunctions#createNote` · \d+ characters, about \d+ tokens$/);
    const links = [...markdown.matchAll(/\]\(command:([\w.]+)\?([^)]*)\)/g)].map((m) => ({ command: m[1], args: JSON.parse(decodeURIComponent(m[2] ?? '')) }));
    const target = [{ uri: functionsUri, id: 'com.example.notes.NoteFunctions#createNote' }];
    expect(links).toEqual([
      { command: 'appfunctions.showAgentSchema', args: target },
      { command: 'appfunctions.registry.copyJsonSchema', args: target },
    ]);
    expect(markdown).toContain('| `title` | `string` | required | Title of the note. |');
    expect(markdown).toContain('| `folder` | `"inbox" \\| "work"` | optional | Folder that receives the note. |');
    expect(markdown).toContain('Returns `Note`.');
    // The summary comes before the schemas, which follow a rule; no HTML.
    expect(markdown.indexOf('| `title`')).toBeLessThan(markdown.indexOf('\n---\n'));
    expect(markdown.indexOf('\n---\n')).toBeLessThan(markdown.indexOf('```json'));
    expect(markdown).not.toMatch(/<[a-z]/);
  });

  it('shows the same on the annotation, and says why there is no description', async () => {
    const markdown = text(await client.hover(functionsUri, at(FUNCTIONS, '@AppFunctionDeclaration\n    fun archiveNote', 3)));
    expect(markdown).toContain('com.example.notes.NoteFunctions#archiveNote');
    expect(markdown).toContain('isDescribedByKDoc is not true');
    expect(markdown).not.toContain('Not exposed.');
  });

  it('says a signature function is registered at run time, with its scope and XML file', async () => {
    await client.open(signaturesUri, SIGNATURES);
    const markdown = text(await client.hover(signaturesUri, at(SIGNATURES, 'fun pin', 5)));
    expect(markdown).toContain('com.example.notes.PinNote#pin');
    expect(markdown).toContain('the app registers it at run time (scope activity)');
    expect(markdown).toContain('`note_signatures.xml`');
    expect(jsonBlocks(markdown)[0]).toMatchObject({ type: 'object', properties: { noteId: { type: 'string' } }, required: ['noteId'] });
  });

  it('shows a parameter its schema fragment and description', async () => {
    const markdown = text(await client.hover(functionsUri, at(FUNCTIONS, 'folder: String')));
    expect(markdown).toContain('Folder that receives the note.');
    expect(jsonBlocks(markdown)[0]).toMatchObject({ type: 'string', enum: ['inbox', 'work'] });
  });

  it('shows a serializable class and a property their schemas', async () => {
    const classMarkdown = text(await client.hover(modelUri, at(MODEL, 'class Note', 7)));
    expect(jsonBlocks(classMarkdown)[0]).toMatchObject({ description: 'A note.', type: 'object', required: ['id', 'title'] });
    const propertyMarkdown = text(await client.hover(modelUri, at(MODEL, 'val id', 5)));
    expect(propertyMarkdown).toContain('Stable identifier.');
    expect(jsonBlocks(propertyMarkdown)[0]).toMatchObject({ type: 'string', description: 'Stable identifier.' });
  });

  it('follows unsaved edits', async () => {
    const edited = FUNCTIONS.replace('Creates a note in a folder.', 'Creates a note in the chosen folder.');
    await client.change(functionsUri, edited);
    const markdown = text(await client.hover(functionsUri, at(edited, 'fun createNote', 5)));
    expect(markdown).toContain('Creates a note in the chosen folder.');
  });

  it('returns nothing away from declarations', async () => {
    expect(await client.hover(functionsUri, { line: 0, character: 2 })).toBeNull();
  });
});
