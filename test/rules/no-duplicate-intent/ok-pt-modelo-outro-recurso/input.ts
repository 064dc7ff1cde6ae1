import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'camara-municipal', version: '1.0.0' });

// O mesmo modelo de texto, com o recurso trocado: ações iguais sobre recursos diferentes.
const periodo = { inicio: z.string().describe('Data inicial'), fim: z.string().describe('Data final') };

server.registerTool(
  'consultar-gastos-vereador',
  {
    description:
      'Consulta gastos de um vereador no portal da câmara, com data, valor e fornecedor. Os dados retornados incluem o período, o total e a origem de cada registro informado pelo portal.',
    inputSchema: periodo,
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'consultar-projetos-vereador',
  {
    description:
      'Consulta projetos de um vereador no portal da câmara, com data, número e ementa. Os dados retornados incluem o período, o total e a origem de cada registro informado pelo portal.',
    inputSchema: periodo,
  },
  async () => ({ content: [] }),
);
