import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { TideTool } from './tide-tool.js';
import { toolFromSpec } from 'tool-spec-kit';

const server = new Server({ name: 'harbour', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Harbour: tides and berths.' });

// Each tool class says what it is through a static method; an entry made by a package is unread, never dropped.
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [TideTool.schema(), toolFromSpec('berth-spec.yaml')],
}));
