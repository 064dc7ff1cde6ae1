import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { bedTools } from './bed-tools';
import { defineTool } from './define-tool';
import { makeShedTools } from './shed-tools';

declare function allowedTools(): Set<string>;
declare const beginner: boolean;

const server = new Server({ name: 'garden', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Garden helper: beds and the shed.' });
const ctx = { gardenId: 'home' };

// Tools keyed by their names, gathered from modules and factories; the list answers each [name, tool] pair.
const tools = {
  ...bedTools,
  ...makeShedTools(ctx),
  water_bed: defineTool(ctx, {
    description: 'Waters one bed for the minutes given.',
    inputSchema: { type: 'object', properties: { minutes: { type: 'number', description: 'How long to water.' } } },
    run: async () => 'done',
  }),
};

server.setRequestHandler(ListToolsRequestSchema, async () => {
  const listed = beginner ? Object.entries(tools).filter(([name]) => allowedTools().has(name)) : Object.entries(tools);
  return {
    tools: listed.map(([name, tool]) => ({
      name,
      description: (tool as { description?: string }).description ?? '',
      inputSchema: (tool as { inputSchema: object }).inputSchema,
    })),
  };
});

// A second server answers with no parameters for any tool: what the projection writes is what the agent gets.
const plain = new Server({ name: 'garden-plain', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Garden helper without parameters.' });
plain.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: Object.entries(makeShedTools(ctx)).map(([name, tool]) => ({ name, description: tool.description, inputSchema: { type: 'object' as const, properties: {} } })),
}));
