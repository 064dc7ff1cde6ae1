import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

// The tools are named after the service they serve, which the server's instructions write in
// capitals; no tool's own description repeats the acronym.
const server = new McpServer(
  { name: 'gbf-beds', version: '1.0.0' },
  { instructions: 'Reads the community garden beds of the GBF (Garden Bed Federation): lists beds and their watering history.' },
);

server.registerTool('gbf_list_beds', { description: 'Lists the beds of a garden.', inputSchema: { gardenId: z.string().describe('Garden to list') } }, async () => ({ content: [] }));
server.registerTool('gbf_bed_history', { description: 'Returns the watering history of a bed.', inputSchema: { bedId: z.string().describe('Bed to read') } }, async () => ({ content: [] }));
server.registerTool('gbf_bed_owner', { description: 'Returns who tends a bed.', inputSchema: { bedId: z.string().describe('Bed to read') } }, async () => ({ content: [] }));
