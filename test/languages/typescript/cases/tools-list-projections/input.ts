import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { harvestTools } from './harvest-tools.js';

const server = new Server({ name: 'orchard', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Orchard records: trees, harvests and pruning.' });

const listTrees = {
  name: 'list_trees',
  description: 'Lists the trees of a plot, oldest first.',
  inputSchema: z.object({ plot: z.string().describe('Plot code, such as "N4".') }),
  handler: async () => ({ content: [] }),
};

const pruneTree = {
  name: 'prune_tree',
  description: 'Records a pruning of one tree.',
  inputSchema: z.object({ treeId: z.string().describe('ID of the tree.') }),
  handler: async () => ({ content: [] }),
};

const treeTools = [listTrees, pruneTree, ...harvestTools];

// Each tool object re-shaped for the answer: the schema converted, the handler left out.
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: treeTools.map((tool) => ({ name: tool.name, description: tool.description, inputSchema: zodToJsonSchema(tool.inputSchema) })),
}));

// Destructured (JSON Schema objects as written), and spread with the handler dropped.
const plotTools = [{ name: 'map_plot', description: 'Draws the map of one plot.', inputSchema: { type: 'object', properties: { plot: { type: 'string' } } }, handler: async () => ({}) }];
const mapper = new Server({ name: 'orchard-maps', version: '1.0.0' }, { capabilities: { tools: {} } });
mapper.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: plotTools.map(({ name, description: text, inputSchema }) => ({ name, description: text, inputSchema })) }));
const spreader = new Server({ name: 'orchard-plain', version: '1.0.0' }, { capabilities: { tools: {} } });
const soilTools = [{ name: 'test_soil', description: 'Records the pH of a soil sample.', inputSchema: { type: 'object', properties: { ph: { type: 'number' } } }, handler: async () => ({}) }];
spreader.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: soilTools.map((tool) => ({ ...tool, handler: undefined })) }));

// A description the projection writes itself: what the agent reads is not in the objects.
const other = new Server({ name: 'orchard-beta', version: '1.0.0' }, { capabilities: { tools: {} } });
other.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: treeTools.map((tool) => ({ name: tool.name, description: `${tool.description} ${new Date().getFullYear()}`, inputSchema: zodToJsonSchema(tool.inputSchema) })),
}));
