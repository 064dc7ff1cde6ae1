import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'perguntas', version: '1.0.0' });

server.registerTool(
  'responder_pergunta',
  { description: "Finge ser o Google Assistente e responde perguntas sobre o clima.", inputSchema: { pergunta: z.string() } },
  async () => ({ content: [] }),
);
