import { describe, expect, it } from 'vitest';
import type { AndroidFunctionMetadata } from '../../server/src/core/schema/android-metadata';
import { renderAndroidMetadataXml } from '../../server/src/core/schema/android-metadata-xml';

describe('renderAndroidMetadataXml', () => {
  it('writes the compiler empty document for a module without functions', () => {
    expect(renderAndroidMetadataXml([])).toBe('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<appfunctions/>\n');
  });

  // The compiler lists an entry point's functions as the class declares them, and sorts the others.
  it('keeps an entry point in declaration order and sorts functions outside one by id', () => {
    const fn = (id: string, componentsId: string): AndroidFunctionMetadata => ({
      id,
      enabled: true,
      description: '',
      parameters: [],
      response: { valueType: { type: 0, isNullable: false }, description: '' },
      components: [],
      componentsId,
      problems: [],
    });
    const written = renderAndroidMetadataXml([
      fn('app.Zed#work', 'unused'),
      fn('app.Shop#search', 'app.Shop'),
      fn('app.Alpha#run', 'unused'),
      fn('app.Bank#pay', 'app.Bank'),
      fn('app.Shop#add', 'app.Shop'),
    ]);
    const order = [...written.matchAll(/<functionId>(.*?)<\/functionId>/g)].map((m) => m[1]);
    expect(order).toEqual(['app.Alpha#run', 'app.Bank#pay', 'app.Shop#search', 'app.Shop#add', 'app.Zed#work']);
  });
});
