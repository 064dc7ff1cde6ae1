import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'leitura', version: '1.0.0' });

server.registerTool(
  'sincronizar_estante',
  { description: "Sincroniza a estante com a conta do site de leitura.", inputSchema: { conta: z.string().describe('O nome de usuário no site; a senha não é pedida aqui') } },
  async () => ({ content: [] }),
);
