import type { ZodRawShape } from 'zod';

// A factory that returns a thunk: the tool object is built when the list is mapped.
export const makeTool =
  <Shape extends ZodRawShape>(name: string, description: string, schema: Shape, handler: (args: unknown) => Promise<unknown>) =>
  () => ({ name, description, schema, handler });
