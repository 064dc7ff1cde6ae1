import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'ledger', version: '1.0.0' });

// A query language's clauses and a rule language's statements are written in capitals by convention.
server.registerTool(
  'sample_balances',
  {
    description: 'Returns a few non-zero balances of a ledger: builds a SELECT DISTINCT over its accounts, or a NON EMPTY CROSSJOIN MDX set for a cube.',
    inputSchema: {
      query: z.string().optional().describe('An MDX SELECT statement to run instead.'),
      rules: z.string().describe('Rules text. It opens with CHECKFIRST; and CHECKFIRST is what makes the feeders below it count.'),
      measure: z.string().describe('Measure to sum, given to TOTAL(measure) as is.'),
      consulta: z.string().optional().describe('Uma consulta SELECT a executar no lugar da soma.'),
    },
  },
  async () => ({ content: [] }),
);
