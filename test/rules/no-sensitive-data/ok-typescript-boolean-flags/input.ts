import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'scripts', version: '1.0.0' });

server.registerTool(
  'export_script',
  {
    description: 'Exports a stored script as text.',
    inputSchema: {
      script: z.string().describe('Name of the script.'),
      hideSecrets: z.boolean().default(true).describe('Replaces each password written in the script with asterisks.'),
      includeConnectionPassword: z.boolean().optional().describe('Whether the export keeps the connection password line.'),
    },
  },
  async ({ script }) => ({ content: [{ type: 'text', text: script }] }),
);
