import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

declare function auditLog(entry: string): string;

const server = new Server({ name: 'seeds', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Seed catalogue: finds seeds by name.' });

// A function nested in the handler returns a call: only the handler's own return is its answer.
server.setRequestHandler(ListToolsRequestSchema, async () => {
  const note = () => {
    return auditLog('listing tools');
  };
  note();
  return Promise.resolve({
    tools: [{ name: 'find_seed', description: 'Finds a seed by its name.', inputSchema: { type: 'object' as const, properties: { name: { type: 'string', description: 'Seed name' } } } }],
  });
});
