import type { ReportInternalError } from '../model/internal-error';
import { createTypeScriptFrontEnd, type TypeScriptFrontEnd } from './typescript/index';

/**
 * Creates the TypeScript front end. The analyzer calls it on the first TypeScript file (its `load`
 * in front-ends.ts is `first-file`); the bundles replace this module with one that
 * requires the front end's own bundle at that moment (see scripts/build.mjs), so that a
 * Kotlin-only run never loads the TypeScript compiler.
 */
export function loadTypeScriptFrontEnd(internalError: ReportInternalError): TypeScriptFrontEnd {
  return createTypeScriptFrontEnd(internalError);
}
