import { z } from 'zod';

export const pruneRoseTool = {
  name: 'prune_rose',
  description: 'Prunes one rose bush back to its buds.',
  inputSchema: { bushId: z.string().describe('The bush to prune.') },
  handler: async () => ({ content: [] }),
};
