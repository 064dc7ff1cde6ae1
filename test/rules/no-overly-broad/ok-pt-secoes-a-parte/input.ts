import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'estufa', version: '1.0.0' });

// Um propósito, depois partes sobre outras coisas: quando usar, o que retorna.
server.registerTool(
  'criar_plano_de_plantio',
  {
    description: `Cria um plano de plantio para um canteiro da estufa.

**Quando usar:**
- O usuário quer planejar, comparar, revisar, imprimir ou arquivar um plano

**Retorna:** O ID do plano, para iniciar, consultar, editar ou excluir depois.`,
    inputSchema: { canteiro: z.string().describe('O canteiro a planejar.') },
  },
  async () => ({ content: [] }),
);
