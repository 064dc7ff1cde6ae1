import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'frota', version: '1.0.0' }, { instructions: 'Frota: os caminhões de um depósito e suas viagens.' });

// Nomes que o próprio texto chama de parâmetro ou de namespace são dados, não funções (o parâmetro
// motorista_ref é o de um formulário do app, não desta ferramenta).
server.registerTool(
  'buscar_viagens',
  {
    description: 'Busca as viagens do depósito. Para ver as de um motorista, use o motorista_ref no parâmetro motorista_ref.',
    inputSchema: {
      filtro: z.string().describe('Filtro escrito usando o namespace eventos_viagem, como eventos_viagem.tipo = "atraso".'),
    },
  },
  async () => ({ content: [] }),
);
