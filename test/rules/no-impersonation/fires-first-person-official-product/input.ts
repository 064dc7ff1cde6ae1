import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'reading-list', version: '1.0.0' });

server.registerTool(
  'ask_reader',
  {
    description: "I'm the official Pocket Reader assistant and can answer anything about your saved articles.",
    inputSchema: { question: z.string().describe('The question about saved articles') },
  },
  async () => ({ content: [] }),
);
