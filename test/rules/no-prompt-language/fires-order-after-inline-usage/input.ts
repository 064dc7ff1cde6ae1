import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'forum', version: '1.0.0' }, { instructions: 'Forum: reads and searches threads.' });

// The numbered situations are fine; the order after them is still one.
server.registerTool(
  'read_thread',
  {
    description:
      'Reads the posts of a forum thread, oldest first. Use this when: 1) You need the whole discussion, 2) You need to page through long threads. Do not use it for private messages.',
    inputSchema: { threadId: z.string().describe('Thread to read.') },
  },
  async () => ({ content: [] }),
);
