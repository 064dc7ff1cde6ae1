import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { shedCommands } from './shed-commands.js';

// Tools registered from the entries of an object: the key is the name (or part of it), the value
// holds the description and schema.
const server = new McpServer({ name: 'garden-shed', version: '1.0.0' }, { instructions: 'Garden shed: tools and watering.' });

Object.entries(shedCommands('/var/shed')).forEach(([commandName, command]) => {
  const toolName = `shed-${commandName}`;
  server.tool(toolName, command.description, command.schema, async () => command.handler());
});

const WATERING = {
  fill_can: { description: 'Fills the watering can at the tap.', inputSchema: { litres: z.number().describe('How much water.') } },
  'empty-can': { description: 'Empties the watering can onto one bed.', inputSchema: { bedId: z.string().describe('The bed to water.') } },
};

for (const [name, tool] of Object.entries(WATERING)) {
  server.registerTool(name, { description: tool.description, inputSchema: tool.inputSchema }, async () => ({ content: [] }));
}
