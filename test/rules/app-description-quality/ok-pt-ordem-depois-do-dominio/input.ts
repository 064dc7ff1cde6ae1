import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'clinica', version: '1.0.0' }, { instructions: "Consultas médicas: marca e cancela consultas. Chame book_appointment só depois de confirmar o horário com o paciente." });

server.registerTool(
  'book_appointment',
  { description: "Marca uma consulta.", inputSchema: { medico: z.string(), horario: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'cancel_appointment',
  { description: "Cancela uma consulta.", inputSchema: { consultaId: z.string() } },
  async () => ({ content: [] }),
);
