import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'flows', version: '1.0.0' }, { instructions: 'Build.io flows: create them and run them.' });

// "Build.io" is a product name, not the verb "build": creating a flow and running one differ.
server.registerTool(
  'create_flow',
  { description: 'Creates a new Build.io flow from a template.', inputSchema: { templateId: z.string().describe('ID of the template.') } },
  async () => ({ content: [] }),
);
server.registerTool(
  'run_flow',
  { description: 'Executes a Build.io flow once.', inputSchema: { flowId: z.string().describe('ID of the flow.') } },
  async () => ({ content: [] }),
);
