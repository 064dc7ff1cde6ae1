import { z } from 'zod';

export type FeedKind = 'liquid' | 'pellets';

export const feedRoseTool = {
  name: 'feed_rose',
  description: 'Feeds one rose bush with the given fertiliser.',
  inputSchema: { bushId: z.string().describe('The bush to feed.'), kind: z.enum(['liquid', 'pellets']).describe('The fertiliser.') },
  handler: async () => ({ content: [] }),
};
