import { z } from 'zod';

export const harvestTools = [
  {
    name: 'log_harvest',
    description: 'Records the weight picked from one tree.',
    inputSchema: z.object({ treeId: z.string().describe('ID of the tree.'), kilograms: z.number().describe('Weight picked, in kilograms.') }),
    handler: async () => ({ content: [] }),
  },
];
