import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'camara', version: '1.0.0' }, { instructions: 'Câmara municipal: gastos e projetos dos vereadores.' });

// A terceira pessoa descreve o que a ferramenta faz; nada aqui é ordem ao agente.
server.registerTool(
  'consultar-projetos',
  {
    description: 'Consulta os projetos de um vereador. Retorna apenas os projetos do ano informado, e os valores são apresentados em reais.',
    inputSchema: { vereador: z.string(), ano: z.number() },
  },
  async () => ({ content: [] }),
);
