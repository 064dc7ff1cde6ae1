import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'telefone', version: '1.0.0' });

server.registerTool(
  'ligar_para_contato',
  { description: "Liga para um contato da agenda. Procure o contato primeiro.", inputSchema: { contatoId: z.string() } },
  async () => ({ content: [] }),
);
