import * as assert from 'node:assert/strict';
import { suite, test } from 'mocha';
import * as vscode from 'vscode';
import { hoverText, openDocument, waitFor, waitForRuleIds } from './helpers';
import { BOTH, CREATE_NOTE_ID, NOTES } from './kotlin-files';

/** The position of the first `search` in the document, plus `delta` characters. */
function positionOf(document: vscode.TextDocument, search: string, delta = 0): vscode.Position {
  const offset = document.getText().indexOf(search);
  if (offset < 0) throw new Error(`'${search}' is not in ${document.uri.path}`);
  return document.positionAt(offset + delta);
}

/** Hovers show what the agent receives: id, description, the parameters' JSON schema. */
export function hoverSuite(): void {
  suite('hover with the agent schema', () => {
    test("hovering a function name shows its id, the agent's description and the parameters schema", async () => {
      const document = await openDocument(NOTES);
      await waitForRuleIds(document.uri, BOTH, 30_000);
      const position = positionOf(document, 'fun createNote', 'fun '.length + 3);
      const text = await waitFor('a hover on createNote', async () => {
        const value = await hoverText(document.uri, position);
        return value.includes(CREATE_NOTE_ID) ? value : false;
      });
      assert.ok(text.includes(`\`${CREATE_NOTE_ID}\``), text);
      assert.ok(text.includes('Creates a note with the given title.'), `the hover shows the description:\n${text}`);
      assert.ok(/```json\n[\s\S]*"type": "object"[\s\S]*"title"/.test(text), `the hover has the parameters schema in a json block:\n${text}`);
    });

    test('hovering a parameter shows its schema fragment', async () => {
      const document = await openDocument(NOTES);
      const position = positionOf(document, 'title: String', 2);
      const text = await waitFor('a hover on the title parameter', async () => {
        const value = await hoverText(document.uri, position);
        return value.includes('"type": "string"') ? value : false;
      });
      assert.ok(text.includes('Title of the note.'), text);
    });

    test('a function without a description says the agent receives none', async () => {
      const document = await openDocument(NOTES);
      const text = await hoverText(document.uri, positionOf(document, 'fun archiveNote', 'fun '.length + 2));
      assert.ok(text.includes('com.example.e2e.NoteFunctions#archiveNote'), text);
      assert.ok(text.includes('The agent receives no description'), text);
    });
  });
}
