import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'tarefas', version: '1.0.0' });

server.registerTool(
  'limpar_concluidas',
  { description: "Exclui todas as tarefas concluídas da lista informada.", inputSchema: { listaId: z.string() } },
  async () => ({ content: [] }),
);
