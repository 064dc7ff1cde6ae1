import { describe, expect, it } from 'vitest';
import { renderAndroidMetadataXml } from '../../server/src/core/schema/android-metadata-xml';

describe('renderAndroidMetadataXml', () => {
  it('writes the compiler empty document for a module without functions', () => {
    expect(renderAndroidMetadataXml([])).toBe('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<appfunctions/>\n');
  });
});
