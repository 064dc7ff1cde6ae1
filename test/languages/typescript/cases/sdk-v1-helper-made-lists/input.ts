import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { listDefinitions } from './definitions';

export const server = new McpServer({ name: 'transit', version: '1.0.0' }, { instructions: 'Transit: buses and stops of one city.' });

listDefinitions().forEach(({ name, description, parameters }) => {
  server.tool(name, `${description.en}\n\n[PT] ${description.pt}`, parameters, async () => ({ content: [] }));
});
