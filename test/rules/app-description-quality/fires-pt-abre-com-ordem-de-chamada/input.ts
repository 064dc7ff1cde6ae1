import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'mensagens', version: '1.0.0' }, { instructions: "Sempre chame find_contact antes de send_message. Mensagens para os seus contatos." });

server.registerTool(
  'find_contact',
  { description: "Busca um contato pelo nome.", inputSchema: { nome: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'send_message',
  { description: "Envia uma mensagem.", inputSchema: { contatoId: z.string(), texto: z.string() } },
  async () => ({ content: [] }),
);
