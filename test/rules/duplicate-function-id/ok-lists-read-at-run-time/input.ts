import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { gardenTools } from './garden-tools';

// Two servers whose tool lists are built at run time: each is one unresolved entry standing for
// its tools, not a tool with the id 'tools', so the two are no duplicates of each other.
const beds = new Server({ name: 'beds', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Garden beds: list and plan them.' });
beds.setRequestHandler(ListToolsRequestSchema, async () => {
  const tools = gardenTools.map((tool) => ({ name: tool.name, description: tool.summary, inputSchema: tool.schema }));
  return { tools };
});

const seeds = new Server({ name: 'seeds', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Seed stock: count and order seeds.' });
seeds.setRequestHandler(ListToolsRequestSchema, async () => {
  const tools = gardenTools.filter((tool) => tool.forSeeds).map((tool) => ({ name: tool.name, description: tool.summary, inputSchema: tool.schema }));
  return { tools };
});
