import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'library', version: '1.0.0' });

server.registerTool(
  'search_titles',
  { description: 'শিরোনাম দিয়ে বই খোঁজে। পাঠক কোনো বিষয়ের বই চাইলে এটি ব্যবহার করুন।', inputSchema: {} },
  async () => ({ content: [] }),
);

server.registerTool(
  'suggest_titles',
  { description: 'আগে ধার নেওয়া বইয়ের মতো নতুন বই প্রস্তাব করে। যখন পাঠক পড়ার মতো কিছু চান, তখন এটি ব্যবহার করুন।', inputSchema: {} },
  async () => ({ content: [] }),
);
