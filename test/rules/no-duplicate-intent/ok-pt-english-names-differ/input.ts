import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'quadro', version: '1.0.0' });

// Nomes em inglês, descrições em português: os nomes dizem de qual recurso se trata.
server.registerTool('get_board_roles', { description: 'Obtém as permissões de leitura do quadro de avisos.', inputSchema: { quadroId: z.string() } }, async () => ({ content: [] }));
server.registerTool('get_column_roles', { description: 'Obtém as permissões de leitura das colunas do quadro de avisos.', inputSchema: { quadroId: z.string() } }, async () => ({ content: [] }));
