import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'filmes', version: '1.0.0' });

server.registerTool(
  'sugerir_filmes',
  { description: "Sugere filmes quando você precisa recomendar algo para assistir. Você pode filtrar por gênero.", inputSchema: { genero: z.string().optional() } },
  async () => ({ content: [] }),
);
