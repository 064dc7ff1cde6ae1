import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'calendar', version: '1.0.0' });

server.registerTool(
  'calendar_tool',
  { description: 'ক্যালেন্ডার সংক্রান্ত সব কাজ করে।', inputSchema: { request: z.string() } },
  async () => ({ content: [] }),
);
