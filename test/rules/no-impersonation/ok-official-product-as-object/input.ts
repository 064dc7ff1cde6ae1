import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'reading-list', version: '1.0.0' });

server.registerTool(
  'open_in_reader',
  {
    description: 'Opens the article in the official Pocket Reader app, which the user signed in to earlier.',
    inputSchema: { articleId: z.string().describe('ID of the saved article') },
  },
  async () => ({ content: [] }),
);
