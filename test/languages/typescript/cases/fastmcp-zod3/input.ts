import { FastMCP } from 'fastmcp';
import { z } from 'zod';

export const server = new FastMCP({ name: 'plant-care', version: '0.4.0', instructions: 'Plant care: tracks watering for house plants.' });

server.addTool({
  name: 'log_watering',
  description: 'Records that a plant was watered, with how much water it got.',
  parameters: z.object({
    plantId: z.string().describe('ID of the watered plant.'),
    millilitres: z.number().int().positive().default(250),
    note: z.string().max(200).optional(),
    soil: z.object({ moisture: z.enum(['dry', 'damp', 'wet']) }).describe('How the soil felt.'),
  }),
  annotations: { idempotentHint: false },
  execute: async (args) => `${args.plantId}: ${args.millilitres} ml`,
});

server.addTool({
  name: 'next_watering',
  description: 'Tells when each plant needs water next.',
  execute: async () => 'tomorrow',
});
