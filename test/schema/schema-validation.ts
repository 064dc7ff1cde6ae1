import Ajv2020 from 'ajv/dist/2020';
import { expect } from 'vitest';

/**
 * Validates schemas against the draft 2020-12 meta-schema, then compiles them (strict: unknown
 * keywords fail, every `$ref` must resolve). Formats are annotations here (`int32`, `uri`, a
 * constraint's own `format`), so format validation is off.
 */
const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, validateFormats: false });

export function expectValidSchema(schema: unknown, label: string): void {
  const valid = ajv.validateSchema(schema as object);
  expect(valid, `${label}: ${ajv.errorsText(ajv.errors)}`).toBe(true);
  expect(() => ajv.compile(schema as object), label).not.toThrow();
}
