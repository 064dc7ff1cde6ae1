import { defineRule } from './rule';

/**
 * Reported by the analyzer itself (it alone knows which suppressions matched a finding); the
 * module exists so the rule has metadata, a docs page and a severity setting like any other.
 */
export default defineRule({
  meta: {
    id: 'unused-suppression',
    description: 'A @Suppress("appfunctions:...") that suppresses nothing, or names no rule.',
    guideline: 'Keep suppressions honest: one that no longer applies hides future problems.',
    defaultSeverity: 'info',
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: false,
  },
  check() {
    // Findings come from analysis/analyze.ts, after every other rule has run.
  },
});
