import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'rannaghor', version: '1.0.0' });

server.registerTool(
  'delete_recipe',
  {
    description: 'রেসিপিটি ও তার সব ছবি মুছে ফেলে।',
    inputSchema: { recipeId: z.string().describe('যে রেসিপি মুছতে হবে তার আইডি') },
  },
  async () => ({ content: [] }),
);
