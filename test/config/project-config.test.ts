import * as fs from 'node:fs';
import * as path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { configSchema, ruleMapSchema } from '../../server/src/core/config/config-schema';
import { CONFIG_FILE_NAME, findProjectConfig, readProjectConfig, rulesFor } from '../../server/src/core/config/project-config';

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
});
