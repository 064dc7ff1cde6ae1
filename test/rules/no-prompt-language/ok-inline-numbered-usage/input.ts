import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'forum', version: '1.0.0' }, { instructions: 'Forum: reads and searches threads.' });

// Situations for picking the tool, numbered on one line.
server.registerTool(
  'read_thread',
  {
    description:
      'Reads the posts of a forum thread, oldest first. Use this when: 1) You need the whole discussion, 2) You want every reply in order, 3) You need to page through long threads.',
    inputSchema: { threadId: z.string().describe('Thread to read.') },
  },
  async () => ({ content: [] }),
);
