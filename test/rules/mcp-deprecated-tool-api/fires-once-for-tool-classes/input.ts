import { z } from 'zod';
import { KitchenTool } from './input.base.js';

export class BoilWaterTool extends KitchenTool {
  name = 'boil_water';
  description = 'Boils the given amount of water.';
  schema = z.object({ litres: z.number().describe('How much water, in litres.') });
}

export class SliceBreadTool extends KitchenTool {
  name = 'slice_bread';
  description = 'Slices one loaf into even slices.';
  schema = z.object({ slices: z.number().int().describe('How many slices.') });
}
