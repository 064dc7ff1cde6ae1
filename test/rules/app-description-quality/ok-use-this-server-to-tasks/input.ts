import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

// "Use this server to …" followed by the app's tasks says what the app is for, not a call order.
const server = new McpServer(
  { name: 'greenhouse', version: '1.0.0' },
  { instructions: 'Use this server to plan, water and harvest greenhouse beds.' },
);

server.registerTool('plan_bed', { description: 'Plans the crops of one bed.', inputSchema: { bedId: z.string().describe('The bed to plan.') } }, async () => ({ content: [] }));
server.registerTool('water_bed', { description: 'Waters one bed for some minutes.', inputSchema: { bedId: z.string().describe('The bed to water.') } }, async () => ({ content: [] }));
server.registerTool('harvest_bed', { description: 'Records the harvest of one bed.', inputSchema: { bedId: z.string().describe('The bed harvested.') } }, async () => ({ content: [] }));
