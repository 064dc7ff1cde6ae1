import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'rannaghor', version: '1.0.0' });

server.registerTool(
  'recipe_tools',
  {
    description: 'রেসিপি তৈরি, সম্পাদনা, মুছে ফেলা এবং রপ্তানি করে।',
    inputSchema: { recipeId: z.string().describe('রেসিপির আইডি') },
  },
  async () => ({ content: [] }),
);
