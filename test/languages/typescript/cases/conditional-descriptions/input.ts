import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'kiln', version: '1.0.0' }, { instructions: 'Pottery kiln: firing schedules.' });

// The environment may replace a description; the text the code ships is the one checked.
const START_DESCRIPTION = process.env.KILN_START_TEXT && process.env.KILN_START_TEXT.length > 0 ? process.env.KILN_START_TEXT : 'Starts a firing with the schedule given.';

const coolTool = { description: 'Lowers the kiln temperature step by step.' };
const firingLimit = 1300;
const limitTool = { description: (max: number) => `Sets the highest temperature, up to ${max} degrees.` };

server.registerTool('start_firing', { description: START_DESCRIPTION, inputSchema: { schedule: z.string().describe('Name of the schedule.') } }, async () => ({ content: [] }));
// A guard for a description that may be a function: here it is a text.
server.registerTool(
  'cool_kiln',
  { description: typeof coolTool.description === 'function' ? (coolTool.description as (n: number) => string)(firingLimit) : coolTool.description },
  async () => ({ content: [] }),
);
// Here it is a function of run-time values: not read.
server.registerTool(
  'set_limit',
  { description: typeof limitTool.description === 'function' ? limitTool.description(firingLimit) : limitTool.description, inputSchema: { degrees: z.number() } },
  async () => ({ content: [] }),
);
// Two texts of its own: either may be what the agent gets.
server.registerTool('vent_kiln', { description: firingLimit > 1200 ? 'Opens the vent fully.' : 'Opens the vent halfway.' }, async () => ({ content: [] }));
