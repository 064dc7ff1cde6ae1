import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'library', version: '1.0.0' });

server.registerTool(
  'author_books',
  { description: 'লেখকের নাম দিয়ে লাইব্রেরির বইগুলো খোঁজে।', inputSchema: { author: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'books_by_writer',
  { description: 'লেখকের নাম দিয়ে লাইব্রেরির বই অনুসন্ধান করে।', inputSchema: { author: z.string() } },
  async () => ({ content: [] }),
);
