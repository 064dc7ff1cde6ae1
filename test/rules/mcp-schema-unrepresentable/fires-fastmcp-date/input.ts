import { FastMCP } from 'fastmcp';
import { z } from 'zod';

const server = new FastMCP({ name: 'logbook', version: '1.0.0', instructions: 'Logbook: records and lists flights.' });

server.addTool({
  name: 'list_flights',
  description: 'Lists the flights logged after a day.',
  parameters: z.object({ after: z.date() }),
  execute: async ({ after }) => String(after),
});
