import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'sites', version: '1.0.0' }, { instructions: 'Sites: pages and their publishing.' });

// A label for the kind of tool, in lower case after its first word, then a dash.
server.registerTool(
  'site_pages',
  { description: 'Data tool - lists the pages of a site with their publishing state.', inputSchema: { siteId: z.string() } },
  async () => ({ content: [] }),
);
