import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'fleet', version: '1.0.0' }, { instructions: 'Fleet: the trucks of one depot and their trips.' });

// Names the text calls a parameter, a namespace or a field are data; the tool's own output fields page through it.
server.registerTool(
  'search_trips',
  {
    description:
      'Searches the trips of the depot. To narrow it to one driver, use the driver_ref in the driver_ref parameter. When more trips remain, use page_token to get the next page.',
    inputSchema: {
      query: z.string().describe('Filter using the trip_events namespace, such as trip_events.kind = "delay".'),
      page: z.string().optional().describe('The page_token of the previous page.'),
      columns: z.array(z.string()).optional().describe('Columns to return; the response fields use trip_ref and depot_ref.'),
    },
    outputSchema: { trips: z.array(z.string()), page_token: z.string().nullable() },
  },
  async () => ({ content: [], structuredContent: { trips: [], page_token: null } }),
);
