import { defineRule } from './rule';

/**
 * Reported by the analyzer itself, before any front end runs (see registry/file-limits.ts); the
 * module exists so the notice has metadata, a docs page and a severity setting like any other rule.
 */
export default defineRule({
  meta: {
    id: 'file-skipped',
    description: 'A file that was not analysed: larger than the size limit, not text, or too slow to parse.',
    guideline: 'Keep sources as text under the size limit, or raise the limit for a generated file you want checked.',
    defaultSeverity: 'info',
    languages: ['kotlin', 'typescript', 'android-xml'],
    fixable: false,
  },
  check() {
    // The notice comes from analyzer.ts: a skipped file has no model for rules to read.
  },
});
