import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const legacyMode = process.env.GREENHOUSE_LEGACY === '1';

// Instructions put together at run time: the app description is not checked, and the rule says so.
const server = new McpServer(
  { name: 'greenhouse', version: '1.0.0' },
  { instructions: ['Greenhouse records: beds and readings.', ...(legacyMode ? ['Reads the old sensors.'] : ['Reads the new sensors.'])].join('\n') },
);

server.registerTool('list_beds', { description: 'Lists the beds of the greenhouse.', inputSchema: { zone: z.string().describe('Zone code.') } }, async () => ({ content: [] }));
