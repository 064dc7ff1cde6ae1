import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'workbench', version: '1.0.0' }, { instructions: 'Workbench: dashboards and saved reports.' });

server.registerTool('list_reports', { description: 'Lists the saved reports of the workbench.' }, async () => ({ content: [] }));

// Unquoted after "e.g.", the name is still a function the agent is sent to.
server.registerTool(
  'open_report',
  {
    description: 'Opens one saved report.',
    inputSchema: { reportId: z.string().describe('ID of the report, taken from another tool, e.g. list_reports.') },
  },
  async () => ({ content: [] }),
);
