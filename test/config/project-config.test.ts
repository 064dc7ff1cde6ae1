import * as fs from 'node:fs';
import * as path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { configSchema, ruleMapSchema } from '../../server/src/core/config/config-schema';
import { CONFIG_FILE_NAME, findProjectConfig, isIgnoredBy, isLeftOut, readProjectConfig, rulesFor, setRuleSeverity } from '../../server/src/core/config/project-config';

/**
 * appfunctions.config.json, read the same way by the command and the editor: each case folder holds
 * a configuration and what reading it must give (its problems, where they are, and the rules that
 * apply to some files, relative to the case folder).
 */
const CASES = path.join(__dirname, 'cases');
const ROOT = path.join(__dirname, '..', '..');

interface Expected {
  problems: { line: number; column: number; message: string }[];
  rulesFor?: Record<string, Record<string, string>>;
  /** Whether `ignores` leaves each file (relative to the case folder) out. */
  ignored?: Record<string, boolean>;
  /** Whether each file, found in the case folder, is left out: `ignores`, or a test file unless `checkTests`. */
  leftOut?: Record<string, boolean>;
  descriptionLanguage?: string;
  maxFileSize?: number;
}

const validate = new Ajv({ allErrors: true, strict: false }).compile(configSchema());

describe('appfunctions.config.json', () => {
  for (const name of fs.readdirSync(CASES).sort()) {
    it(name, () => {
      const folder = path.join(CASES, name);
      const expected = JSON.parse(fs.readFileSync(path.join(folder, 'expected.json'), 'utf8')) as Expected;
      const file = path.join(folder, CONFIG_FILE_NAME);
      const { config, problems } = readProjectConfig(file);
      expect(problems.map((p) => ({ line: p.line, column: p.column, message: p.message.startsWith('not valid JSON') ? 'not valid JSON' : p.message }))).toEqual(expected.problems);
      for (const [relative, rules] of Object.entries(expected.rulesFor ?? {})) expect(rulesFor(config!, path.join(folder, relative)), relative).toEqual(rules);
      for (const [relative, ignored] of Object.entries(expected.ignored ?? {})) expect(isIgnoredBy(config!, path.join(folder, relative)), relative).toBe(ignored);
      for (const [relative, leftOut] of Object.entries(expected.leftOut ?? {})) expect(isLeftOut(config, path.join(folder, relative), folder), relative).toBe(leftOut);
      if (expected.descriptionLanguage) expect(config?.descriptionLanguage).toBe(expected.descriptionLanguage);
      if (expected.maxFileSize) expect(config?.maxFileSize).toBe(expected.maxFileSize);
      // The schema the editor completes with agrees with the reader on what is valid.
      let json: unknown;
      try {
        json = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch {
        return;
      }
      expect(validate(json), JSON.stringify(validate.errors)).toBe(expected.problems.length === 0);
    });
  }

  it('is found in the folder or the nearest folder above it', () => {
    const found = findProjectConfig(path.join(CASES, 'overrides-by-path', 'app', 'src'));
    expect(found).toBe(path.join(CASES, 'overrides-by-path', CONFIG_FILE_NAME));
  });

  it('has a committed schema equal to the one built from the rules, contributed to the editor', () => {
    const committed = JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas', 'appfunctions.config.schema.json'), 'utf8'));
    expect(committed, 'regenerate schemas/appfunctions.config.schema.json from configSchema()').toEqual(configSchema());
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.contributes.jsonValidation).toContainEqual({ fileMatch: 'appfunctions.config.json', url: './schemas/appfunctions.config.schema.json' });
    // The appfunctions.rules setting completes every rule id too, and flags an unknown one.
    const setting = pkg.contributes.configuration.properties['appfunctions.rules'];
    expect({ type: setting.type, properties: setting.properties, additionalProperties: setting.additionalProperties }).toEqual(ruleMapSchema());
  });

  it.each([
    [
      'adds the rule to the rules there, keeping the rest as written',
      '{\n  "rules": {\n    "no-filler": "warning"\n  }\n}\n',
      '{\n  "rules": { "no-shouting": "off",\n    "no-filler": "warning"\n  }\n}\n',
    ],
    ['replaces the severity the rule has', '{ "rules": { "no-shouting": "error", "no-filler": "off" } }', '{ "rules": { "no-shouting": "off", "no-filler": "off" } }'],
    ['adds a rules block to a file without one', '{\n  "descriptionLanguage": "en"\n}', '{\n  "rules": { "no-shouting": "off" },\n  "descriptionLanguage": "en"\n}'],
    ['fills an empty object', '{}', '{\n  "rules": { "no-shouting": "off" }\n}'],
    ['fills an empty rules block', '{ "rules": {} }', '{ "rules": { "no-shouting": "off" } }'],
    ['offers nothing in a file that is not JSON', '{ "rules": { ', undefined],
    [
      'offers nothing where an overrides block comes first and would take the entry',
      '{ "overrides": [{ "files": ["a/**"], "rules": {} }], "rules": { "no-filler": "off" } }',
      undefined,
    ],
  ])('turning a rule off %s', (_, before, after) => {
    expect(setRuleSeverity(before, 'no-shouting', 'off')).toBe(after);
  });
});
