import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'map', version: '1.0.0' });

// `x1` and `x2` without any `y`: two numbered values, not a point of a plane.
server.registerTool(
  'compare_values',
  {
    description: 'Compares two readings of a sensor.',
    inputSchema: { x1: z.number().describe('First reading.'), x2: z.number().describe('Second reading.'), z: z.number().describe('Tolerance.') },
  },
  async () => ({ content: [] }),
);
