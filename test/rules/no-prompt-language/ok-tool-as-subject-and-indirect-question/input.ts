import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer(
  { name: 'builds', version: '1.0.0' },
  // Call order in the app description, with the order words after the verb.
  { instructions: 'Builds: pipelines and their steps. You should open a session before you call any other tool.' },
);

// The tool is the subject of "prompt the user"; "whether the agent should…" is what the result says.
server.registerTool(
  'pick_pipeline',
  {
    description: 'Lists the pipelines of the project. When several match, the tool will list them and prompt the user to choose one.',
    inputSchema: { project: z.string() },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'check_progress',
  { description: 'Reports the progress of a run. Returns whether the agent should wait or can read the results now.', inputSchema: { runId: z.string() } },
  async () => ({ content: [] }),
);
