import { z } from 'zod';

// A description assembled from lines, in the module that exports the schema.
export const Retention = z
  .union([z.literal(7), z.literal(30), z.literal(0)])
  .describe(['Days the readings are kept.', 'Allowed: 7 or 30;', '0 keeps them forever.'].join(' '));

const Storage = z.object({ enabled: z.boolean().describe('Whether readings are stored'), retention: Retention.optional() });

export const SensorSettings = z.object({
  name: z.string().describe('Sensor name'),
  storage: Storage.optional().describe('How readings are stored'),
});
