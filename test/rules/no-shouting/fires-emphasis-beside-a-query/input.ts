import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'ledger', version: '1.0.0' });

// Emphasis stays emphasis beside query keywords: only runs made of keywords are code.
server.registerTool(
  'run_query',
  {
    description: 'Runs an SQL query on the ledger. NEVER CALL this with a DELETE statement; ALWAYS READ the result first.',
    inputSchema: { query: z.string().describe('The SELECT statement to run.') },
  },
  async () => ({ content: [] }),
);
