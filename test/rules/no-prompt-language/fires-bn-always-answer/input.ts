import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'bus-tickets', version: '1.0.0' });

server.registerTool(
  'book_bus_seat',
  { description: 'ঢাকা থেকে চট্টগ্রামের বাসে একটি আসন বুক করে। সবসময় বাংলায় উত্তর দিন এবং কখনো ভাড়া অনুমান করবেন না।', inputSchema: { tripId: z.string().describe('যাত্রার আইডি।') } },
  async () => ({ content: [] }),
);
