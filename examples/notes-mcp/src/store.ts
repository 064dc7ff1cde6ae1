/** The example's in-memory note store (not agent-facing). */
export interface Note {
  id: string;
  title: string;
  body: string;
  folder: 'inbox' | 'work';
}

const notes = new Map<string, Note>();

export const store = {
  find: (id: string) => notes.get(id),
  search: (query: string, limit: number) => [...notes.values()].filter((n) => n.title.includes(query)).slice(0, limit),
  insert: (note: Note) => void notes.set(note.id, note),
  archive: (id: string) => void notes.delete(id),
  markRead: (id: string) => void notes.get(id),
  exportAll: (format: string) => JSON.stringify([...notes.values()], null, format === 'pretty' ? 2 : 0),
  login: (user: string, password: string) => user.length + password.length > 0,
};
