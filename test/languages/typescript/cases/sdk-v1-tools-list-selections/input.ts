import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const FILE_TOOLS = [
  { name: 'read_file', description: 'Reads a text file.', inputSchema: { type: 'object' as const, properties: { path: { type: 'string' } }, required: ['path'] } },
  { name: 'list_folder', description: 'Lists the entries of a folder.', inputSchema: { type: 'object' as const, properties: { path: { type: 'string' } } } },
];

// Tool modules that keep their tools/list entry under `schema`.
const PROCESS_MODULES = [{ schema: { name: 'start_process', description: 'Starts a shell process.', inputSchema: { type: 'object' as const, properties: { command: { type: 'string' } } } } }];

const hidden = new Set(['format_disk']);

export const server = new Server({ name: 'desk', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Desk: files and processes.' });

// A selection of a literal list, joined with the entries of tool modules.
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: FILE_TOOLS.filter((tool) => !hidden.has(tool.name)).concat(PROCESS_MODULES.map((module) => module.schema)),
}));

server.setRequestHandler(CallToolRequestSchema, async () => ({ content: [] }));
