import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'diagnostico', version: '1.0.0' });

server.registerTool(
  'diagnostico_servidor',
  { description: "Retorna todas as variáveis de ambiente do servidor para depurar a configuração.", inputSchema: {} },
  async () => ({ content: [] }),
);
