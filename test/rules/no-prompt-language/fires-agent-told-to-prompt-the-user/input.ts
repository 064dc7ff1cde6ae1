import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'builds', version: '1.0.0' }, { instructions: 'Builds: pipelines and their steps.' });

// Orders to the agent, with no tool as their subject.
server.registerTool(
  'pick_branch',
  {
    description: 'Lists the branches of the project. If several match, prompt the user to choose one. The agent should never guess a branch name.',
    inputSchema: { project: z.string() },
  },
  async () => ({ content: [] }),
);
