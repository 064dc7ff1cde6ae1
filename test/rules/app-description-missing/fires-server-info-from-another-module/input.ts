import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { serverInfo } from './input.server-info';

// The name and version come from a shared module; the finding belongs on the construction here.
const server = new McpServer(serverInfo);

server.registerTool(
  'list_rooms',
  { description: 'Lists the meeting rooms of one floor.', inputSchema: { floor: z.number().int().describe('The floor to list.') } },
  async () => ({ content: [] }),
);
