import { defineRule } from './rule';

// PLACEHOLDER: replaced by the real rule; the fixture-layout test fails until then.
export default defineRule({
  meta: { id: 'no-overly-broad', description: '', guideline: '', defaultSeverity: 'warning', languages: ['kotlin'], fixable: false },
  check() {},
});
