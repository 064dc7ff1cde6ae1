import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'empresa', version: '1.0.0' });

server.registerTool(
  'abrir_politica',
  { description: "Abre a página de políticas da empresa.", inputSchema: { link: z.string().describe('Link para a política de senhas da empresa') } },
  async () => ({ content: [] }),
);
