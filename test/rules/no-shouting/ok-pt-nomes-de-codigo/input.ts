import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'secretaria', version: '1.0.0' }, { instructions: 'Cadastro de alunos no sistema acadêmico.' });

// Nomes do sistema, não ênfase: um segmento de código com pontos, um campo com valor e um parâmetro da própria ferramenta.
server.registerTool(
  'cadastrar_aluno',
  {
    description: 'Cadastra um aluno pela consulta SEC.ALUNOS.00002 do sistema. CODIGO=0 ou ausente cria um novo registro; a NATURALIDADE do aluno também é obrigatória.',
    inputSchema: {
      nome: z.string().describe('Nome completo do aluno'),
      NATURALIDADE: z.string().describe('Cidade de nascimento'),
    },
  },
  async () => ({ content: [] }),
);
