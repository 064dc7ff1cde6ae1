import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'downloads', version: '1.0.0' });

server.registerTool(
  'baixar_arquivo',
  { description: "Baixa um arquivo e mostra uma notificação do sistema quando o download termina.", inputSchema: { url: z.string() } },
  async () => ({ content: [] }),
);
