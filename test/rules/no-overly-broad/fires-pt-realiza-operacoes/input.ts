import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'contatos', version: '1.0.0' });

server.registerTool(
  'contatos',
  { description: "Realiza várias operações com os contatos do usuário.", inputSchema: { contatoId: z.string() } },
  async () => ({ content: [] }),
);
