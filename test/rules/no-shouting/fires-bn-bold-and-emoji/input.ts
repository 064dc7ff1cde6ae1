import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'health', version: '1.0.0' });

server.registerTool(
  'set_medicine_reminder',
  { description: 'ওষুধ খাওয়ার রিমাইন্ডার সেট করে। 🚨 **সময় ২৪ ঘণ্টার ফরম্যাটে দিতে হবে।**', inputSchema: { time: z.string() } },
  async () => ({ content: [] }),
);
