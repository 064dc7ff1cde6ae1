import { AppFunction } from './app-function';

/** A note the user wrote. */
export interface Note {
  /** Id of the note. */
  id: string;
  title: string;
  folder: 'inbox' | 'work';
  due?: Date | null;
}

export class NoteFunctions {
  /**
   * Creates a note in a folder.
   *
   * @param title Title of the note.
   * @param folder Folder that receives the note.
   * @param due When the note is due.
   * @returns The created note.
   */
  @AppFunction({ isEnabled: true })
  async createNote(title: string, folder: 'inbox' | 'work' = 'inbox', due?: Date | null): Promise<Note> {
    return this.store.insert({ title, folder, due });
  }
}

/**
 * Lists the notes in a folder.
 *
 * @appFunction
 * @param folder Folder to list.
 * @param limit Most notes to return.
 */
export async function listNotes(folder: 'inbox' | 'work', limit?: number): Promise<Note[]> {
  return store.list(folder, limit);
}

/** Not an AppFunction: no tag. */
export function helper(): void {}
