import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'contacts', version: '1.0.0' });

server.registerTool(
  'find_phone',
  { description: 'এই ফাংশনের মাধ্যমে আপনি কোনো পরিচিতির ফোন নম্বর খুঁজে পেতে পারেন।', inputSchema: { name: z.string() } },
  async () => ({ content: [] }),
);
