import type { z } from 'zod';

// Every tool module makes its tool object through this factory.
export const createTool = (name: string, config: { description: string; inputSchema: z.ZodRawShape }, run: () => Promise<string>) => {
  return { name, config, run };
};
