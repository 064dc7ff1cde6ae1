/** A text in two languages; the server sends both. */
export function inTwoLanguages(en: string, pt: string) {
  return { en, pt };
}
