import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { routerTools } from './router-tools.js';

interface Catalogue {
  find(query: string): string[];
}

function shelfTools(strict: boolean) {
  return [
    { name: 'list_shelves', description: 'Lists the shelves of the library.', inputSchema: { type: 'object', properties: {}, required: strict ? [] : [] } },
  ];
}

const server = new Server({ name: 'library', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Library catalogue: shelves and books.' });
const catalogue: Catalogue = { find: () => [] };
const shelves = shelfTools(true);

// One list from a function of this file, one from a function of another module that builds each tool.
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...shelves, ...routerTools(catalogue)] }));
