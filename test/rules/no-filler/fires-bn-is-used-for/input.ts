import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'calendar', version: '1.0.0' });

server.registerTool(
  'add_event',
  { description: 'এই টুলটি ব্যবহার করা হয় ক্যালেন্ডারে নতুন ইভেন্ট যোগ করার জন্য।', inputSchema: { title: z.string(), start: z.string() } },
  async () => ({ content: [] }),
);
