import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { ScenarioState } from './scenario-types.js';

const server = new McpServer({ name: 'automations', version: '1.0.0' }, { instructions: 'Automations: scenarios and their runs.' });

// A string enum of another module, given to z.nativeEnum: its values are the schema's, not "anything".
server.registerTool(
  'list_scenarios',
  {
    description: 'Lists the scenarios in one state.',
    inputSchema: { state: z.nativeEnum(ScenarioState).describe('State of the scenarios.'), states: z.array(z.nativeEnum(ScenarioState)).optional() },
  },
  async () => ({ content: [] }),
);
