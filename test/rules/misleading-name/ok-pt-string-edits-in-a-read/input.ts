import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

declare function truncarSeNecessario(texto: string): string;
declare function truncateIfNeeded(text: string): string;
declare const api: { municipios(uf: string): Promise<{ nome: string }[]> };

const server = new McpServer({ name: 'cidades', version: '1.0.0' });

// Uma leitura que encurta o texto e tira acentos não escreve nada.
server.registerTool(
  'listar_municipios',
  {
    description: 'Lista os municípios de um estado, filtrando pelo nome.',
    inputSchema: { uf: z.string(), nome: z.string().optional() },
  },
  async ({ uf, nome }) => {
    const todos = await api.municipios(uf);
    const filtro = (nome ?? '').toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const achados = todos.filter((m) => m.nome.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').includes(filtro));
    return { content: [{ type: 'text' as const, text: truncateIfNeeded(truncarSeNecessario(achados.map((m) => m.nome).join(', '))) }] };
  },
);
