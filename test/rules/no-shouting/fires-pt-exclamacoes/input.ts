import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'restaurante', version: '1.0.0' });

server.registerTool(
  'reservar_mesa',
  { description: "Reserva uma mesa no restaurante escolhido!!!", inputSchema: { pessoas: z.number() } },
  async () => ({ content: [] }),
);
