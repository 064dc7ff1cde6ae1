import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'tarefas', version: '1.0.0' });

server.registerTool(
  'definir_status',
  { description: "Define o status da tarefa como \"PENDENTE\" ou \"CONCLUIDA\".", inputSchema: { status: z.enum(['PENDENTE', 'CONCLUIDA']) } },
  async () => ({ content: [] }),
);
