import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'restaurante', version: '1.0.0' });

server.registerTool(
  'reservar_mesa',
  { description: "Use esta ferramenta quando o usuário quiser reservar uma mesa para jantar.", inputSchema: { pessoas: z.number(), horario: z.string() } },
  async () => ({ content: [] }),
);
