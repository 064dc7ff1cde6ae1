import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

const server = new McpServer({ name: 'atlas', version: '1.0.0' }, { instructions: 'Atlas: maps and places.' });
const layerFields: Record<string, z.ZodTypeAny> = { opacity: z.number() };

// A shape that a loop completes: what the literal writes is not all the agent receives.
function layerShape() {
  const shape: Record<string, z.ZodTypeAny> = { layer: z.string().describe('Name of the layer.') };
  for (const [key, field] of Object.entries(layerFields)) shape[key] = field;
  return shape;
}
server.tool('style_layer', 'Sets the style of one map layer.', layerShape(), async () => ({ content: [] }));

// The same through Object.assign.
const placeShape: Record<string, z.ZodTypeAny> = { placeId: z.string().describe('ID of the place.') };
Object.assign(placeShape, layerFields);
server.tool('pin_place', 'Pins one place on the map.', placeShape, async () => ({ content: [] }));

// A JSON Schema whose properties are added after it is written.
const low = new Server({ name: 'atlas-lite', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Atlas: map tiles.' });
const tileProperties: Record<string, unknown> = { zoom: { type: 'integer' } };
tileProperties.format = { type: 'string' };
low.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: 'fetch_tile', description: 'Fetches one map tile.', inputSchema: { type: 'object', properties: tileProperties } }],
}));
