import { z } from 'zod';

// Arguments several tools share, made by small helpers.
export const KitchenArgs = {
  recipeId: () => z.string().length(8).describe('Identifier of the recipe.'),
  servings: (most: number) => z.number().int().min(1).max(most),
};
