import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'diagnostico', version: '1.0.0' });

server.registerTool(
  'nomes_das_variaveis',
  { description: "Lista os nomes das variáveis de ambiente que o servidor lê, sem os valores.", inputSchema: {} },
  async () => ({ content: [] }),
);
