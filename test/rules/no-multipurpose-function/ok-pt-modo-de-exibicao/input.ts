import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'fotos', version: '1.0.0' });

server.registerTool(
  'mostrar_fotos',
  { description: "Mostra as fotos do álbum.", inputSchema: { mode: z.enum(['lista', 'grade']).describe('Como mostrar as fotos: lista ou grade') } },
  async () => ({ content: [] }),
);
