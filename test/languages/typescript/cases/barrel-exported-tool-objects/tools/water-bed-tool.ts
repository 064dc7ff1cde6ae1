import { z } from 'zod';

const parameters = { bedId: z.string().describe('The bed to water.'), minutes: z.number().int().min(1).describe('How long to water.') };
const parametersSchema = z.object(parameters);

export const waterBedTool = { name: 'water_bed', description: 'Waters one bed for some minutes.', parametersSchema } as const;
