import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'alerts', version: '1.0.0' }, { instructions: 'Raises alerts for on-call engineers.' });

const IMPORTANT = 2;

// The code has a constant of that name, but in the description the word is emphasis: it stays a finding.
server.registerTool(
  'raise_alert',
  {
    description: 'Raises an alert for the on-call engineer. IMPORTANT: the alert pages the engineer at once.',
    inputSchema: { summary: z.string().describe('One line about what broke') },
  },
  async ({ summary }) => ({ content: [{ type: 'text', text: `${summary} ${IMPORTANT}` }] }),
);
