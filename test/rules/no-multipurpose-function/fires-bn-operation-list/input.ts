import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'events', version: '1.0.0' });

server.registerTool(
  'event_admin',
  { description: 'একটি ইভেন্টের ওপর কাজ করে।', inputSchema: { eventId: z.string().describe('ইভেন্টের আইডি।'), operation: z.string().describe('এর যেকোনো একটি: যোগ, বাতিল অথবা শেয়ার।') } },
  async () => ({ content: [] }),
);
