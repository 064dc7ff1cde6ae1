import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { PANTRY_CONFIG, RECIPE_DETAILS_CONFIG } from './tool-configs';

export const server = new McpServer({ name: 'kitchen', version: '1.0.0' }, { instructions: 'Kitchen: recipes and the pantry.' });

server.tool(RECIPE_DETAILS_CONFIG.name, RECIPE_DETAILS_CONFIG.description, RECIPE_DETAILS_CONFIG.schema.shape, RECIPE_DETAILS_CONFIG.annotations, async (params) => ({
  content: [{ type: 'text', text: params.recipeId }],
}));

server.tool(PANTRY_CONFIG.name, PANTRY_CONFIG.description, PANTRY_CONFIG.schema.shape, async (params) => ({ content: [{ type: 'text', text: String(params.shelf) }] }));
