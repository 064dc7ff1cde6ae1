import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'garden-sensors', version: '1.0.0' }, { instructions: 'Reads the sensors of garden beds.' });

// A parameter list: the first word after each key says what the value is, not what the tool does.
server.registerTool(
  'get_bed_readings',
  {
    description: `Fetches the sensor readings of a garden bed.

Parameters:
- bedId: The bed to read
- from: Start date (inclusive), YYYY-MM-DD
- to: End date (exclusive), YYYY-MM-DD
- groupBy: Sort key of the rows
- format: Export format of the answer`,
    inputSchema: {
      bedId: z.string().describe('The bed to read'),
      from: z.string().describe('Start date'),
      to: z.string().describe('End date'),
      groupBy: z.string().optional().describe('Sort key'),
      format: z.enum(['json', 'csv']).optional().describe('Export format'),
    },
  },
  async () => ({ content: [] }),
);
