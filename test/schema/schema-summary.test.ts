import { describe, expect, it } from 'vitest';
import { summarizeParameters, typeLabel } from '../../server/src/core/schema/schema-summary';

/** The hover's parameter table reads types from the schema the agent receives. */
describe('schema summary', () => {
  it('labels primitives, nullables, references, arrays, enums, constants and unions', () => {
    expect(typeLabel({ type: 'string' })).toBe('string');
    expect(typeLabel({ type: ['string', 'null'] })).toBe('string | null');
    expect(typeLabel({ $ref: '#/$defs/com.example.notes.Note' })).toBe('Note');
    expect(typeLabel({ type: 'array', items: { $ref: '#/$defs/Tag' } })).toBe('Tag[]');
    expect(typeLabel({ type: 'array', items: { type: ['integer', 'null'] } })).toBe('(integer | null)[]');
    expect(typeLabel({ type: 'string', enum: ['a', 'b'] })).toBe('"a" | "b"');
    expect(typeLabel({ type: 'string', enum: ['a', 'b', 'c', 'd', 'e'] })).toBe('string (5 values)');
    expect(typeLabel({ const: 'fixed' })).toBe('"fixed"');
    expect(typeLabel({ anyOf: [{ type: 'number' }, { $ref: '#/$defs/Range' }] })).toBe('number | Range');
    expect(typeLabel({ allOf: [{ $ref: '#/$defs/Base' }] })).toBe('Base');
    expect(typeLabel({})).toBe('any');
  });

  it('stops following a deeply nested schema', () => {
    let schema: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 20; i++) schema = { type: 'array', items: schema };
    expect(typeLabel(schema)).toBe('…[][][][][]');
  });

  it('lists top-level properties in order, with required flags and descriptions', () => {
    const rows = summarizeParameters({
      type: 'object',
      properties: { title: { type: 'string', description: 'Title.' }, count: { type: 'integer' }, odd: 'not a schema' },
      required: ['title', 7],
    });
    expect(rows).toEqual([
      { name: 'title', type: 'string', isRequired: true, description: 'Title.' },
      { name: 'count', type: 'integer', isRequired: false, description: '' },
      { name: 'odd', type: 'any', isRequired: false, description: '' },
    ]);
    expect(summarizeParameters({ type: 'object' })).toEqual([]);
    expect(summarizeParameters({ properties: [] })).toEqual([]);
  });
});
