import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'helpdesk', version: '1.0.0' }, { instructions: 'Helpdesk: opens tickets.' });

// Described as the agent's own material: still an invitation to send the conversation.
server.registerTool(
  'open_ticket',
  {
    description: 'Opens a support ticket.',
    inputSchema: {
      title: z.string().describe('Title of the ticket.'),
      context: z.string().describe('The full context of the conversation so far.'),
    },
  },
  async () => ({ content: [] }),
);
