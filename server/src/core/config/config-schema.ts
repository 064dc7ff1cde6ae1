import { DESCRIPTION_LANGUAGE_SETTINGS } from '../description/languages';
import { allRules } from '../rules/index';

/** The severities a rule can be set to. */
const SEVERITY = { type: 'string', enum: ['error', 'warning', 'info', 'off'] } as const;

/**
 * The rule map both the `appfunctions.rules` setting and the configuration file use: every rule id
 * by name, with its summary, so an editor completes ids and severities and flags a typo.
 */
export function ruleMapSchema(): Record<string, unknown> {
  return {
    type: 'object',
    properties: Object.fromEntries(allRules.map((rule) => [rule.meta.id, { ...SEVERITY, description: `${rule.meta.description} (default: ${rule.meta.defaultSeverity})` }])),
    additionalProperties: false,
  };
}

/**
 * The JSON Schema of appfunctions.config.json (schemas/appfunctions.config.schema.json, which the
 * extension contributes through `jsonValidation`). Built from the rules, so it lists every id; a
 * test keeps the committed file equal to it.
 */
export function configSchema(): Record<string, unknown> {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'AppFunctions configuration (appfunctions.config.json)',
    description: 'Read by the AppFunctions extension, appfunctions-lint and CI for the files under its folder.',
    type: 'object',
    properties: {
      $schema: { type: 'string' },
      rules: { ...ruleMapSchema(), description: 'Rule severities for every file under this folder.' },
      overrides: {
        type: 'array',
        description: 'Rule severities for some files; later blocks win.',
        items: {
          type: 'object',
          required: ['files'],
          properties: {
            files: {
              type: 'array',
              minItems: 1,
              items: { type: 'string', minLength: 1 },
              description: '.gitignore-style patterns relative to this folder, such as "app/src/test/**".',
            },
            rules: ruleMapSchema(),
          },
          additionalProperties: false,
        },
      },
      ignores: {
        type: 'array',
        items: { type: 'string', minLength: 1 },
        description: 'Files not analysed at all (generated code, samples): .gitignore-style patterns relative to this folder, such as "**/generated/**".',
      },
      checkTests: {
        type: 'boolean',
        default: false,
        description:
          "Analyse test files too: *.test.*, *.spec.* and *_test.* sources, test folders (test, tests, e2e, __tests__, __mocks__, integration-tests), Gradle's src/test and src/androidTest source sets. Left out by default: what they declare are test doubles no agent is given.",
      },
      descriptionLanguage: { type: 'string', enum: [...DESCRIPTION_LANGUAGE_SETTINGS], description: 'The language of descriptions; auto detects it per description.' },
      maxFileSize: { type: ['string', 'integer'], description: 'Larger files get one file-skipped notice instead of findings: bytes, or a size such as "2MB".' },
    },
    additionalProperties: false,
  };
}
