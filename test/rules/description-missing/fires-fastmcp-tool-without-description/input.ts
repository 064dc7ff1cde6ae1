import { FastMCP } from 'fastmcp';
import { z } from 'zod';

const server = new FastMCP({ name: 'logbook', version: '1.0.0', instructions: 'Logbook: records and lists flights.' });

server.addTools([
  {
    name: 'log_flight',
    parameters: z.object({ from: z.string(), to: z.string() }),
    execute: async ({ from, to }) => `${from}-${to}`,
  },
]);
