import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'fleet', version: '1.0.0' }, { instructions: 'Fleet: the trucks of one depot and their trips.' });

// A parameter named in the text does not hide the tool it names too.
server.registerTool(
  'get_trip',
  {
    description: 'Returns one trip of the depot. Use list_trips first to find the trip_ref parameter value.',
    inputSchema: { trip_ref: z.string().describe('The trip to return.') },
  },
  async () => ({ content: [] }),
);
