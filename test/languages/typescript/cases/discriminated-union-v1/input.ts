import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'kennel', version: '2.0.0' }, { instructions: 'Kennel: boarding stays for dogs.' });

// SDK v1 sends an empty object for a union: no parameter reaches the agent.
const stayChange = z.discriminatedUnion('action', [
  z.object({ action: z.literal('extend'), stayId: z.string().describe('ID of the stay.'), nights: z.number().describe('Nights to add.') }),
  z.object({ action: z.literal('shorten'), stayId: z.string().describe('ID of the stay.'), nights: z.number().describe('Nights to take off.') }),
  z.object({ action: z.literal('move'), stayId: z.string().describe('ID of the stay.'), kennelId: z.string().describe('ID of the new kennel.') }),
]);

server.registerTool('adjust_stay', { description: 'Adjusts the length or the kennel of one stay.', inputSchema: stayChange }, async () => ({ content: [] }));
