import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as tools from './tools/index.js';

// Every value a barrel module exports, through a namespace import: each is one tool (the type
// exports are not values and are left out).
const server = new McpServer({ name: 'rose-garden', version: '1.0.0' }, { instructions: 'Rose garden: prune and feed the roses.' });

Object.values(tools).forEach((tool) => {
  server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema }, tool.handler);
});
