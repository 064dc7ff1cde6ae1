import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'contacts', version: '1.0.0' });

server.registerTool(
  'contact_lookup',
  { description: 'নাম দিয়ে পরিচিতির ফোন নম্বর খোঁজে।', inputSchema: { name: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'phone_finder',
  { description: 'পরিচিতির ফোন নম্বর নাম দিয়ে খোঁজে।', inputSchema: { name: z.string() } },
  async () => ({ content: [] }),
);
