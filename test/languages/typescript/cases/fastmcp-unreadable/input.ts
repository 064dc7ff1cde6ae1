import { FastMCP } from 'fastmcp';
import { z } from 'zod';
import { sharedOptions } from './options';

// Options spread from elsewhere may hold the instructions: not judged.
const server = new FastMCP({ ...sharedOptions, name: 'logbook', version: '1.0.0' });

server.addTool({
  name: 'flights_since',
  description: 'Lists the flights logged after a day.',
  parameters: z.object({ since: z.date() }),
  execute: async (args) => flightsSince(args.since),
});

// A tool object made at run time: listed as unread, never dropped.
server.addTool(makeTool());

// A tool whose name comes from a spread.
server.addTool({ ...baseTool, execute: async () => 'ok' });

// A list held elsewhere.
server.addTools(loadTools());

declare function flightsSince(since: Date): Promise<string>;
declare function makeTool(): never;
declare function loadTools(): never[];
declare const baseTool: { name: string };
