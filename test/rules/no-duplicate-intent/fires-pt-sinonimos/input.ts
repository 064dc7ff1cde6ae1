import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'notas', version: '1.0.0' });

server.registerTool(
  'apagar_lembrete',
  { description: "Apaga um lembrete da agenda do usuário.", inputSchema: { lembreteId: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'descartar_aviso',
  { description: "Remove o lembrete da agenda.", inputSchema: { avisoId: z.string() } },
  async () => ({ content: [] }),
);
