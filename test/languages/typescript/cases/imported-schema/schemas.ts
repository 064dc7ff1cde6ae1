import { z } from 'zod';

export const NoteId = z.string().uuid().describe('Id of the note.');
export const UpdateNote = z.object({
  id: NoteId,
  title: z.string().optional().describe('New title, when it changes.'),
});
export const TOOL_NAME = 'update_note';
