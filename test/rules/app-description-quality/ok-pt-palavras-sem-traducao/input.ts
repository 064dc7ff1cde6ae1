import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'astrologia', version: '1.0.0' }, { instructions: "Horóscopo diário: mostra a previsão de cada signo." });

server.registerTool(
  'get_horoscope',
  { description: "Mostra o horóscopo do dia para um signo.", inputSchema: { signo: z.string() } },
  async () => ({ content: [] }),
);
