import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'notas', version: '1.0.0' });

server.registerTool(
  'criar_nota',
  { description: "Cria uma nota na pasta escolhida. No nosso aplicativo, as notas ficam agrupadas por pasta.", inputSchema: { titulo: z.string() } },
  async () => ({ content: [] }),
);
