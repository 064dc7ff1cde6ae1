import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'notas', version: '1.0.0' }, { instructions: "Notas pessoais: cria e busca notas." });

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
  'set_alarm',
  { description: "Define um alarme.", inputSchema: { hora: z.string() } },
  async () => ({ content: [] }),
);
