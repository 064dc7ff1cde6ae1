import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'clinica', version: '1.0.0' });

server.registerTool(
  'agendar_consulta',
  { description: "Agenda uma consulta. Pergunte ao usuário qual horário ele prefere antes de marcar.", inputSchema: { medico: z.string(), horario: z.string() } },
  async () => ({ content: [] }),
);
