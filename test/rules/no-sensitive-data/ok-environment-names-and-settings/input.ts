import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'diagnostics', version: '1.0.0' }, { instructions: 'Diagnostics for the build agent: reports its settings and health.' });

server.registerTool(
  'list_variable_names',
  { description: 'Lists the names of all environment variables the build agent reads, without their values.', inputSchema: {} },
  async () => ({ content: [] }),
);

server.registerTool(
  'set_variable',
  { description: 'Sets one environment variable for the next build.', inputSchema: { name: z.string(), value: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'build_status',
  { description: 'Returns the status of the last build. Never returns environment variables.', inputSchema: {} },
  async () => ({ content: [] }),
);
