import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'alerts', version: '1.0.0' }, { instructions: 'Alerts: on-call alerts and their state.' });
const client = { put: async (path: string, body: unknown) => ({ path, body }) };

// Resolving an alert changes its state: the name does not promise a read.
server.registerTool(
  'resolve_alert',
  { description: 'Marks one alert as resolved.', inputSchema: { alertId: z.string().describe('ID of the alert.') } },
  async ({ alertId }) => {
    await client.put(`/alerts/${alertId}`, { state: 'resolved' });
    return { content: [] };
  },
);
