import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'recipes', version: '1.0.0' }, { instructions: 'Recipes: finds recipes, lists pantry items and plans meals.' });

const PANTRY_TOOLS = [
  { name: 'list_pantry', description: 'Lists the items in the pantry.', shape: { shelf: z.string().optional() } },
  { name: 'add_pantry_item', description: 'Adds an item to the pantry.', shape: { item: z.string(), count: z.number().int() } },
];
for (const tool of PANTRY_TOOLS) {
  server.registerTool(tool.name, { description: tool.description, inputSchema: tool.shape }, async () => ({ content: [] }));
}

const MEALS = {
  plan: { name: 'plan_meals', description: 'Plans the meals of a week.', shape: { days: z.number().int().min(1).max(7) } },
};
Object.values(MEALS).forEach(({ name, description, shape }) => {
  server.registerTool(name, { description, inputSchema: shape }, async () => ({ content: [] }));
});

function addRecipeTool(name: string, description: string, shape: z.ZodRawShape) {
  server.registerTool(name, { title: name, description, inputSchema: shape }, async () => ({ content: [] }));
}
addRecipeTool('find_recipe', 'Finds recipes by words of their title.', { query: z.string().describe('Words to look for.') });

const options = { defaultName: undefined as string | undefined };
server.registerTool(options.defaultName || 'random_recipe', { description: 'Returns a random recipe.' }, async () => ({ content: [] }));

server.experimental.tasks.registerToolTask(
  'cook_slowly',
  { description: 'Cooks a recipe as a long-running task.', inputSchema: { recipeId: z.string() }, execution: { taskSupport: 'optional' } },
  {
    createTask: async () => ({ task: { taskId: 't', status: 'working', ttl: null, createdAt: '', lastUpdatedAt: '' } }),
    getTask: async () => ({ taskId: 't', status: 'working', ttl: null, createdAt: '', lastUpdatedAt: '' }),
    getTaskResult: async () => ({ content: [] }),
  } as never,
);
