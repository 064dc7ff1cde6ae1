import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'calendar-reader', version: '1.0.0' });

server.registerTool(
  'read_agenda',
  { description: 'আমি Google Assistant। আপনার আজকের ক্যালেন্ডারের ইভেন্ট পড়ে শোনাই।', inputSchema: {} },
  async () => ({ content: [] }),
);
