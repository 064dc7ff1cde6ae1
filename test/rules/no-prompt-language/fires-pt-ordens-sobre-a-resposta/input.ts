import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'camara', version: '1.0.0' }, { instructions: 'Câmara municipal: gastos e projetos dos vereadores.' });

// Ordens ao agente sobre a própria resposta, não sobre o que a ferramenta faz.
server.registerTool(
  'consultar-gastos',
  {
    description:
      'Consulta os gastos de um vereador no mês. Caso não encontre gastos, retorne apenas a mensagem "Nenhum gasto encontrado". Os dados devem sempre ser apresentados ao usuário em uma tabela.',
    inputSchema: { vereador: z.string(), mes: z.number() },
  },
  async () => ({ content: [] }),
);
