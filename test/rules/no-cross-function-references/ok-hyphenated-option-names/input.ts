import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'crawler', version: '1.0.0' }, { instructions: 'Crawler: maps sites.' });

// Hyphenated option names in a list are English compounds, not tools.
server.registerTool(
  'map_site',
  {
    description: 'Lists the URLs of one website. Depth, query-string and result-limit settings control how far it goes.',
    inputSchema: { url: z.string().describe('Site to map.') },
  },
  async () => ({ content: [] }),
);
