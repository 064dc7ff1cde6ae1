import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

declare function pathHelp(): string;

const server = new Server({ name: 'files', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Files: reads files.' });

// Part of the description is made by a call at run time: the text cannot be checked, and says so.
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: 'read_file', description: `Reads a text file. ${pathHelp()}`, inputSchema: { type: 'object', properties: { path: { type: 'string' } } } }],
}));
