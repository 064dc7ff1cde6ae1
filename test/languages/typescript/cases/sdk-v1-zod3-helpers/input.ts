import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'recipes', version: '1.0.0' }, { instructions: 'Recipes: finds recipes and scales their ingredients.' });

/** A string that also accepts a number (some clients send ids as numbers). */
function tolerantText() {
  return z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string());
}
const servingsField = (what: string) => z.number().int().positive().describe(what);

const FindRecipe = z.object({
  query: tolerantText().describe('Words to look for in the recipe title.'),
  cuisine: z.string().optional().describe('Cuisine to keep, such as thai.'),
});
const Paging = z.object({ limit: z.number().int().optional().describe('Most results to return.') });

server.tool('find_recipe', 'Finds recipes by words of their title.', FindRecipe.shape, async () => ({ content: [] }));

server.tool(
  'scale_recipe',
  'Scales the ingredients of a recipe to a number of servings.',
  { ...Paging.shape, recipeId: tolerantText(), servings: servingsField('Servings to cook for.') },
  { readOnlyHint: true },
  async () => ({ content: [] }),
);
