import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'rail', version: '1.0.0' });

server.registerTool(
  'ticket_fare',
  { description: 'ট্রেনের টিকিটের ভাড়া দেখায়!!! ভাড়া টাকায় দেওয়া থাকে।', inputSchema: { from: z.string(), to: z.string() } },
  async () => ({ content: [] }),
);
