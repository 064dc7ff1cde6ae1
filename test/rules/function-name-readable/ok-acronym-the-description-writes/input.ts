import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'warehouse', version: '1.0.0' }, { instructions: 'Warehouse: queries and planning documents.' });

// The names spell acronyms the descriptions write in capitals.
server.registerTool(
  'check_hql',
  { description: 'Checks that an HQL query parses before it runs.', inputSchema: { query: z.string().describe('The HQL text') } },
  async () => ({ content: [] }),
);

server.registerTool(
  'summarize_prd',
  { description: 'Summarizes a PRD (product requirements document) in five bullet points.', inputSchema: { documentId: z.string() } },
  async () => ({ content: [] }),
);
