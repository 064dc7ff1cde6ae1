/**
 * The static 'extrasmall' build of the eld language detector. Its package exports it only through
 * an `exports` map, which the project's `node` module resolution does not read; the bundler and
 * the test runner do.
 */
declare module 'eld/extrasmall' {
  interface LanguageResult {
    /** ISO 639-1 code, or '' when no language was detected. */
    language: string;
    isReliable(): boolean;
  }
  export const eld: { detect(text: string): LanguageResult };
}
