import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'notas', version: '1.0.0' }, { instructions: "Notas e lembretes pessoais. Cria, busca e arquiva notas; agenda lembretes." });

server.registerTool(
  'create_note',
  { description: "Cria uma nota.", inputSchema: { titulo: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'search_notes',
  { description: "Busca notas.", inputSchema: { consulta: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'add_reminder',
  { description: "Adiciona um lembrete.", inputSchema: { quando: z.string() } },
  async () => ({ content: [] }),
);
