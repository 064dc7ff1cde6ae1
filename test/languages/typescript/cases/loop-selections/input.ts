import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

declare const readOnly: boolean;

const server = new McpServer({ name: 'garage', version: '1.0.0' }, { instructions: 'Garage: cars and repairs.' });

const READ_TOOLS = [{ name: 'list_cars', description: 'Lists the cars in the garage.', shape: {} }];
const WRITE_TOOLS = [{ name: 'book_repair', description: 'Books a repair slot for a car.', shape: { carId: z.string() } }];

// Either list, depending on a setting: every tool either branch can register is read.
for (const tool of readOnly ? READ_TOOLS : READ_TOOLS.concat(WRITE_TOOLS)) {
  server.registerTool(tool.name, { description: tool.description, inputSchema: tool.shape }, async () => ({ content: [] }));
}

// A selection of a list, then a sort.
WRITE_TOOLS.filter((tool) => tool.name.length > 0)
  .slice()
  .forEach((tool) => {
    server.registerTool(`${tool.name}_now`, { description: tool.description, inputSchema: tool.shape }, async () => ({ content: [] }));
  });
