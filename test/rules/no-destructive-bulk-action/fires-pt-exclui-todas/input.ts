import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'notas', version: '1.0.0' });

server.registerTool(
  'limpar_notas',
  { description: "Exclui todas as notas do usuário.", inputSchema: {} },
  async () => ({ content: [] }),
);
