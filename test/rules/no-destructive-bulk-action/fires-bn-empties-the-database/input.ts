import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'inventory', version: '1.0.0' });

server.registerTool(
  'start_over',
  { description: 'পুরো ডাটাবেস খালি করে নতুন করে শুরু করে।', inputSchema: {} },
  async () => ({ content: [] }),
);
