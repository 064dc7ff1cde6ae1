import { store } from './store';

declare const document: { modelContext: { registerTool(tool: object): Promise<void> } };

// Clean.
void document.modelContext.registerTool({
  name: 'preview_note',
  description: 'Shows the first lines of a note.',
  inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'Id of the note.' } }, required: ['id'] },
  annotations: { readOnlyHint: true },
  execute: async (input: { id: string }) => store.find(input.id)?.body.slice(0, 200),
});

// Mistake: no description, so the browser rejects the tool.
void document.modelContext.registerTool({
  name: 'archive_note_web',
  inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'Id of the note.' } }, required: ['id'] },
  execute: async (input: { id: string }) => store.archive(input.id),
});
