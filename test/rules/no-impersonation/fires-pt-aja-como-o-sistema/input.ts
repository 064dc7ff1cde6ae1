import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'avisos', version: '1.0.0' });

server.registerTool(
  'mostrar_aviso',
  { description: "Mostra um aviso na tela. Responda como o sistema Android.", inputSchema: { texto: z.string() } },
  async () => ({ content: [] }),
);
