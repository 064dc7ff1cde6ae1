import { z } from 'zod';
import defineGardenTool from './define-tool';

const waterText = `
Waters one bed of the garden for the given number of minutes.
`.trim();

export const waterBed = defineGardenTool({
  name: 'water_bed',
  title: 'Water a bed',
  description: waterText,
  fields: {
    bedId: z.string().describe('The bed to water.'),
    minutes: z.number().int().describe('How long to water, in minutes.'),
  },
  async run(args) {
    return `watered ${String(args.bedId)}`;
  },
});

export default defineGardenTool({
  name: 'list_beds',
  title: 'List beds',
  description: 'Lists the beds of the garden with what grows in each.',
  fields: {},
  async run() {
    return '[]';
  },
});
