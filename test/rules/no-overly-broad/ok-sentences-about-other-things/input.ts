import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'archive', version: '1.0.0' });

// One action; the later sentences say what happens to other things, and give advice.
server.registerTool(
  'store_documents',
  {
    description:
      'Stores documents in an archive shelf. Documents with an existing key are replaced. ' +
      'New documents can take a minute to show up in search results and shelf totals; if a document is missing, wait and look again.',
    inputSchema: { shelf: z.string(), documents: z.array(z.string()) },
  },
  async () => ({ content: [] }),
);
