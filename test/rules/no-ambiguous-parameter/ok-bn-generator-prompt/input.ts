import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'posters', version: '1.0.0' });

server.registerTool(
  'draw_poster',
  { description: 'ছোট একটি লেখা থেকে পোস্টার আঁকে।', inputSchema: { prompt: z.string().describe('ছবি তৈরির মডেল কী আঁকবে, এক বাক্যে।') } },
  async () => ({ content: [] }),
);
