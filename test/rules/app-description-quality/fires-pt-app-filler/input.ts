import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'notas', version: '1.0.0' }, { instructions: "Este aplicativo permite que você organize suas notas. Cria e busca notas." });

server.registerTool(
  'create_note',
  { description: "Cria uma nota.", inputSchema: { titulo: z.string() } },
  async () => ({ content: [] }),
);
