import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';

const server = new McpServer({ name: 'kennel', version: '1.0.0' }, { instructions: 'Kennel: boarding stays for dogs.' });

// The union tells apart how the stay is found, not what is done with it.
const stayLookup = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('by_dog'), dogId: z.string().describe('ID of the dog.') }),
  z.object({ kind: z.literal('by_date'), date: z.string().describe('Day of arrival, YYYY-MM-DD.') }),
]);

server.registerTool('find_stay', { description: 'Finds one boarding stay by dog or by arrival day.', inputSchema: stayLookup }, async () => ({ content: [] }));
