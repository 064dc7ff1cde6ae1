import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'github', version: '1.0.0' });

server.registerTool(
  'open_pull_requests',
  { description: 'GitHub রিপোজিটরির খোলা pull request-এর তালিকা ফেরত দেয়। `state` এবং `label` দিয়ে ফিল্টার করা যায়।', inputSchema: { repo: z.string(), state: z.string().optional(), label: z.string().optional() } },
  async () => ({ content: [] }),
);
