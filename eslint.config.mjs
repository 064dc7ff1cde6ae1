// The linter of the TypeScript and JavaScript sources (ARCHITECTURE.md, "Guardrails"). Formatting is
// Biome's (biome.jsonc); this file checks code only.
//
// Not type-aware: typescript-eslint's type-checked rules build the whole program a second time (after
// `npm run typecheck`), which on this project costs about four times the plain rules' time.
import js from '@eslint/js';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    // Test inputs and the examples are read by the analysis as written, not linted as code.
    ignores: [
      'dist/**',
      'out/**',
      '.e2e/**',
      'test-results/**',
      'examples/**',
      'test/rules/*/**',
      'test/languages/*/cases/**',
      'test/fuzz/cases/**',
      'fuzz-results/**',
      'test/compile/ts-stubs/**',
      'test/e2e/workspace/**',
      'bench/workspaces/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // The zod modules are required on the first tool schema (core/schema/mcp-schema.ts) and
      // @xml-tools on the first XML file (android-xml/xml-tools.ts), so a run that does not need
      // them never loads them; any other require is a mistake.
      '@typescript-eslint/no-require-imports': ['error', { allow: ['^zod3$', '^zod4(/.*)?$', '^zod-to-json-schema$', '^@xml-tools/'] }],
    },
  },
  {
    // To enable here: no-useless-assignment (a `let` initialiser that the `try` below always overwrites).
    files: ['server/src/core/languages/kotlin/index.ts'],
    rules: { 'no-useless-assignment': 'off' },
  },
  {
    // Node scripts written in CommonJS or plain ES modules.
    files: ['**/*.cjs', '**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
