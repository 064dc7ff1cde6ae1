import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'fitness', version: '1.0.0' });

server.registerTool(
  'fresh_start',
  { description: 'অ্যাপের সমস্ত ডেটা মুছে দেয় এবং অ্যাপটিকে শুরুর অবস্থায় ফিরিয়ে নেয়।', inputSchema: {} },
  async () => ({ content: [] }),
);
