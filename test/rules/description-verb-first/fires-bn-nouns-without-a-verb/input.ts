import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'travel', version: '1.0.0' });

server.registerTool(
  'book_flight',
  { description: 'ফ্লাইট বুকিং।', inputSchema: { flightId: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'create_note',
  { description: 'নতুন নোট তৈরি।', inputSchema: { title: z.string() } },
  async () => ({ content: [] }),
);
