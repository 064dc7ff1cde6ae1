import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const server = new Server({ name: 'rota', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Garden rota: who waters which bed.' });

// A JSON Schema written out by hand, a dozen levels deep: nesting alone follows no name, so it is read whole.
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: 'set_rota',
      description: 'Sets the watering rota of the garden.',
      inputSchema: {
        type: 'object',
        properties: {
          beds: {
            type: 'object',
            description: 'Rota per bed, keyed by bed name',
            additionalProperties: {
              type: 'object',
              properties: {
                turns: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      helper: {
                        type: 'object',
                        properties: {
                          role: { type: 'string', enum: ['GROWER', 'VISITOR', 'STEWARD'], description: 'What the helper does' },
                          shifts: {
                            type: 'array',
                            items: {
                              type: 'object',
                              properties: {
                                day: { type: 'string', enum: ['MON', 'WED', 'SAT'], description: 'Day of the shift' },
                              },
                            },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        required: ['beds'],
      },
    },
  ],
}));
