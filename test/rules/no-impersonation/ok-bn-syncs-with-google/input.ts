import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'events', version: '1.0.0' });

server.registerTool(
  'sync_events',
  { description: 'Google ক্যালেন্ডারের সাথে অ্যাপের ইভেন্ট সিঙ্ক করে।', inputSchema: {} },
  async () => ({ content: [] }),
);
