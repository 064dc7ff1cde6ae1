import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';

const server = new McpServer({ name: 'kennel', version: '1.0.0' }, { instructions: 'Kennel: boarding stays for dogs.' });

// Each branch of the union is another verb: the agent picks the function, then the action.
const stayChange = z.discriminatedUnion('action', [
  z.object({ action: z.literal('book_stay'), dogId: z.string().describe('ID of the dog.'), nights: z.number().describe('Number of nights.') }),
  z.object({ action: z.literal('cancel_stay'), stayId: z.string().describe('ID of the stay.') }),
  z.object({ action: z.literal('send_report'), stayId: z.string().describe('ID of the stay.') }),
]);

server.registerTool('change_stay', { description: 'Changes a boarding stay of one dog.', inputSchema: stayChange }, async () => ({ content: [] }));
