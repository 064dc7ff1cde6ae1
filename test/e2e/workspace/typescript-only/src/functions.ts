// The extension activates on TypeScript files; analysing them is a later feature.
export function createNote(title: string): string {
  return title;
}
