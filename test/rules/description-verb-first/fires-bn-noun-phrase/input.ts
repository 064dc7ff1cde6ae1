import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'calendar', version: '1.0.0' });

server.registerTool(
  'today_events',
  { description: 'ক্যালেন্ডারের আজকের ইভেন্টের তালিকা, শুরুর সময় অনুযায়ী সাজানো।', inputSchema: {} },
  async () => ({ content: [] }),
);
