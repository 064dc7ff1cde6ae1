import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'agenda', version: '1.0.0' }, { instructions: 'Agenda: sessões e eventos de uma câmara municipal.' });

// Em português, "data" é uma data: o nome diz o que passar.
server.registerTool(
  'listar_sessoes',
  {
    description: 'Lista as sessões da câmara marcadas para um dia.',
    inputSchema: { data: z.string().describe('Data específica (AAAAMMDD)') },
  },
  async () => ({ content: [] }),
);
