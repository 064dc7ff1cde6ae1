import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'workbench', version: '1.0.0' }, { instructions: 'Workbench: dashboards and a runner for saved reports.' });

server.registerTool('list_reports', { description: 'Lists the saved reports of the workbench.' }, async () => ({ content: [] }));

// The runner takes a report tool's name as its input: its quoted examples are values of that input.
server.registerTool(
  'run_saved_report',
  {
    description: 'Runs one saved report by its name and returns its rows.',
    inputSchema: { reportName: z.string().describe('Name of the saved report (e.g., "list_reports", "weekly_sales")') },
  },
  async () => ({ content: [] }),
);

// A component type written as a JSON value is data, here and where the text names it again.
server.registerTool(
  'add_dashboard_panel',
  {
    description: `Adds a panel to a dashboard.

Example panel: { "type": "month_picker", "title": "Month" }

Put month_picker first on dashboards with monthly data.`,
    inputSchema: { dashboardId: z.string().describe('ID of the dashboard.') },
  },
  async () => ({ content: [] }),
);
