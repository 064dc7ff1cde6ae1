import * as Zod3 from 'zod3';
import * as Zod4 from 'zod4';
import * as Zod4Mini from 'zod4/v4-mini';
import { zodToJsonSchema } from 'zod-to-json-schema';

/** The zod builds and the v1 converter an MCP schema is rebuilt and converted with (see mcp-schema.ts). */
export interface ZodModules {
  z3: typeof Zod3;
  z4: typeof Zod4;
  z4mini: typeof Zod4Mini;
  zodToJsonSchema: typeof zodToJsonSchema;
}

/**
 * The zod modules. Static imports, so that tests and scripts run the sources as they are; the
 * bundles replace this module with one that requires a bundle of its own on the first call (see
 * scripts/build.mjs): zod is half of the command's bytes, which a run without a TypeScript tool
 * never needs to read and compile.
 */
export function loadZodModules(): ZodModules {
  return { z3: Zod3, z4: Zod4, z4mini: Zod4Mini, zodToJsonSchema };
}
