import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'seed-check', version: '1.0.0' }, { instructions: 'Checks seed lot records against the registry.' });

server.registerTool('list_lots', { description: 'Lists the seed lots of a vault.', inputSchema: { vaultId: z.string().describe('Vault to list') } }, async () => ({ content: [] }));

// The error kinds are values of a field of the answer, not other functions.
server.registerTool(
  'verify_lot',
  {
    description: 'Verifies a seed lot against the registry. Failures are collected (error.kind = bad_label / not_found / lookup_failed / garbled_lab_response) and returned in the answer.',
    inputSchema: { lotId: z.string().describe('Lot to verify') },
  },
  async () => ({ content: [] }),
);
