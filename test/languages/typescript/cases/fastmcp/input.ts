import { FastMCP } from 'fastmcp';
import { z } from 'zod';

export const server = new FastMCP({
  name: 'recipe-box',
  version: '2.1.0',
  instructions: 'Recipe box: stores recipes and plans weekly meals. Find a recipe before planning it.',
});

server.addTool({
  name: 'find_recipes',
  description: 'Finds recipes whose title or ingredients match the query.',
  parameters: z.object({
    query: z.string().describe('Words to look for in titles and ingredients.'),
    limit: z.number().int().min(1).max(50).default(10).describe('Most recipes to return.'),
    filters: z.object({ vegetarian: z.boolean().optional() }).optional(),
  }),
  annotations: { readOnlyHint: true },
  execute: async (args) => {
    return searchRecipes(args.query, args.limit);
  },
});

const planMeal = {
  name: 'plan_meal',
  description: 'Adds a recipe to the meal plan for a day.',
  parameters: z.object({
    recipeId: z.string().describe('ID of the recipe to plan.'),
    day: z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']),
  }),
  execute: async ({ recipeId }: { recipeId: string }) => addToPlan(recipeId),
};

server.addTool(planMeal);

server.addTools([
  {
    name: 'list_plan',
    description: 'Lists the meals planned for this week.',
    execute: async () => listPlan(),
  },
  {
    name: 'clear_day',
    parameters: z.object({ day: z.string() }),
    execute: async (args) => clearDay(args.day),
  },
]);

const extras = [
  { name: 'count_recipes', description: 'Counts the recipes in the box.', execute: async () => countRecipes() },
];
for (const tool of extras) server.addTool(tool);

declare function searchRecipes(query: string, limit: number): Promise<string>;
declare function addToPlan(id: string): Promise<string>;
declare function listPlan(): Promise<string>;
declare function clearDay(day: string): Promise<string>;
declare function countRecipes(): Promise<string>;
