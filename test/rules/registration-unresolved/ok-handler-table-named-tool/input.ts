import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

type Request = { name: string; arguments: unknown };
type Context = { userId: string };

// A table of the code's own handlers whose entry happens to be called `tool`: it registers nothing.
const dispatch = {
  tool: async (request: Request, context: Context) => ({ request, context }),
};

export async function runBatch(requests: Request[], context: Context) {
  for (const subRequest of requests) await dispatch.tool(subRequest, context);
}

const server = new McpServer({ name: 'ledger', version: '1.0.0' }, { instructions: 'Ledger: accounts and entries.' });
server.registerTool('list_accounts', { description: 'Lists the accounts of the ledger.', inputSchema: { prefix: z.string().describe('Start of the account code.') } }, async () => ({ content: [] }));
