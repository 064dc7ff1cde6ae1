import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

const server = new McpServer({ name: 'diagnostics', version: '1.0.0' }, { instructions: 'Diagnostics for the build agent: reports its settings and health.' });

server.registerTool(
  'dump_settings',
  { description: 'Returns all environment variables of the build agent, to debug its configuration.', inputSchema: {} },
  async () => ({ content: [{ type: 'text', text: JSON.stringify(process.env) }] }),
);

server.registerTool(
  'health_report',
  { description: 'Prints uptime, memory use and process.env for support tickets.', inputSchema: {} },
  async () => ({ content: [] }),
);
