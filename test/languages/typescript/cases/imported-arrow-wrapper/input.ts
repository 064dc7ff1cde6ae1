import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerPantryTool } from './register-pantry-tool';

export const addPantryTools = (server: McpServer) => {
  registerPantryTool(server, 'list_staples', 'Lists the staples kept in the pantry.', { shelf: z.string().optional().describe('Shelf to list') }, async () => 'flour');
  registerPantryTool(server, 'restock_staple', 'Marks a staple as restocked.', { staple: z.string().describe('Staple that was bought') }, async () => 'ok');
};
