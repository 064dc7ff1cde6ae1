import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const server = new Server({ name: 'weather', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Weather app: forecasts for cities.' });

const FORECAST_TOOL = {
  name: 'get_forecast',
  description: 'Gets the weather forecast for a city.',
  inputSchema: {
    type: 'object',
    properties: {
      city: { type: 'string', description: 'Name of the city.' },
      days: { type: 'number', description: 'Days ahead, 1 to 7.', default: 3 },
      units: { type: 'string', enum: ['metric', 'imperial'] },
    },
    required: ['city'],
  },
  annotations: { readOnlyHint: true },
};

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [FORECAST_TOOL, { name: 'get_alerts', description: 'Lists weather alerts for a region.', inputSchema: { type: 'object', properties: { region: { type: 'string' } } } }],
}));
