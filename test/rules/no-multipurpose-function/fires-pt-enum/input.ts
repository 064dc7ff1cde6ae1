import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'tarefas', version: '1.0.0' });

server.registerTool(
  'tarefa',
  { description: "Faz uma operação em uma tarefa.", inputSchema: { tarefaId: z.string(), action: z.enum(['criar', 'concluir', 'apagar']).describe('O que fazer com a tarefa') } },
  async () => ({ content: [] }),
);
