import { describe, expect, it } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { FileModel } from '../../server/src/core/model/file-model';
import { WorkspaceRegistry } from '../../server/src/core/registry/workspace-registry';
import { OpenDocuments } from '../../server/src/lsp/open-documents';

/** A registry whose front end records which files it parsed. */
function countingRegistry(parsed: string[]): WorkspaceRegistry {
  return new WorkspaceRegistry((uri: string, text: string): FileModel => {
    parsed.push(uri);
    return {
      uri,
      language: 'kotlin',
      imports: [],
      functions: [],
      serializables: [],
      classes: [],
      suppressions: [],
      fileAnnotations: [],
      syntaxErrors: [],
      lineCount: text.split('\n').length,
    };
  });
}

describe('open documents', () => {
  const huge = 'file:///app/Huge.kt';
  const small = 'file:///app/Small.kt';
  const doc = (uri: string, version: number, text: string) => TextDocument.create(uri, 'kotlin', version, text);

  it("brings in only the asked document's edits for a request about it", () => {
    const parsed: string[] = [];
    const open = new OpenDocuments(countingRegistry(parsed));
    open.sync(doc(huge, 1, 'class Huge'));
    open.sync(doc(small, 1, 'class Small'));
    parsed.length = 0;
    // Both typed in; the small file is pulled (and hovered) many times while the huge one waits.
    open.edited(doc(huge, 2, 'class Huge2'));
    open.edited(doc(small, 2, 'class Small2'));
    for (let i = 0; i < 10; i++) open.registryFor(small);
    expect(parsed).toEqual([small]);
    // A request over the whole workspace takes every pending edit, each parsed once.
    open.registry.files();
    expect(parsed).toEqual([small, huge]);
    open.registryFor(huge);
    expect(parsed).toEqual([small, huge]);
  });

  it('forgets the versions and pending edits of a closed document', () => {
    const parsed: string[] = [];
    const open = new OpenDocuments(countingRegistry(parsed));
    open.sync(doc(huge, 1, 'class Huge'));
    open.edited(doc(huge, 2, 'class Huge2'));
    open.closed(huge);
    open.registry.files();
    expect(parsed).toEqual([huge]);
  });
});
