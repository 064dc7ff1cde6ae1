import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'financas', version: '1.0.0' });

server.registerTool(
  'responder_duvida',
  {
    description: 'Sou a assistente oficial do Nubank Investimentos e respondo dúvidas sobre a carteira.',
    inputSchema: { pergunta: z.string().describe('A dúvida sobre a carteira') },
  },
  async () => ({ content: [] }),
);
