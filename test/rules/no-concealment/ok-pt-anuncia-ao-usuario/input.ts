import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

// Telling the user is the opposite of hiding: neither text keeps anything from anyone.
const server = new McpServer(
  { name: 'oficina', version: '1.0.0' },
  { instructions: 'Oficina mecânica: orçamentos, peças e agendamentos. O servidor anuncia ao cliente cada orçamento aprovado.' },
);

server.registerTool(
  'agendar_revisao',
  {
    description: 'Agenda uma revisão e explica ao usuário o que será verificado.',
    inputSchema: { placa: z.string().describe('Placa do carro.') },
  },
  async () => ({ content: [] }),
);
