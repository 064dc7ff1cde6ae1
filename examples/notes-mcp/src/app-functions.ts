import type { Note } from './store';
import { store } from './store';

/** Marks a method as a TypeScript AppFunction (the example's own decorator). */
function AppFunction(_options: { isEnabled?: boolean } = {}) {
  return (_target: object, _key: string, descriptor: PropertyDescriptor) => descriptor;
}

export class NoteFunctions {
  /**
   * Finds a note by its id.
   *
   * @param id Id of the note.
   * @returns The note, or null when no note has this id.
   */
  @AppFunction()
  async findNote(id: string): Promise<Note | null> {
    return store.find(id) ?? null;
  }

  /**
   * This function is used to search notes.
   *
   * @param query Words to look for in note titles.
   * @returns The matching notes.
   */
  @AppFunction()
  async srchNts(query: string, limit?: number): Promise<Note[]> {
    return store.search(query, limit ?? 10);
  }
}

/**
 * Lists the notes of a folder.
 *
 * @appFunction
 * @param folder Folder to list.
 * @returns The notes in the folder.
 */
export function listFolder(folder: 'inbox' | 'work'): Note[] {
  return store.search('', 100).filter((n) => n.folder === folder);
}
