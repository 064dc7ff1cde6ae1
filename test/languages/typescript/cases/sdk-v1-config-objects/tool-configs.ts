import { z } from 'zod';

// Each tool's name, text, schema and annotations kept together in one config object.
export const RECIPE_DETAILS_CONFIG = {
  name: 'recipe_details',
  description: 'Gets the ingredients and steps of one recipe.',
  schema: z.object({ recipeId: z.string().describe('ID of the recipe.') }),
  annotations: { title: 'Recipe details', readOnlyHint: true },
} as const;

export const PANTRY_CONFIG = {
  name: 'list_pantry',
  description: 'Lists what is left in the pantry.',
  schema: z.object({ shelf: z.enum(['dry', 'cold', 'frozen']).optional() }),
} as const;
