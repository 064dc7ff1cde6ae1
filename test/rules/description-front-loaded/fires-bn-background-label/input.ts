import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'books', version: '1.0.0' });

server.registerTool(
  'search_bangla_books',
  { description: 'পটভূমি: আগে এই সার্ভারে শুধু ইংরেজি বই ছিল। লেখক বা শিরোনাম দিয়ে বাংলা বই খোঁজে।', inputSchema: { query: z.string() } },
  async () => ({ content: [] }),
);
