import { defineTool, type ToolContext } from './define-tool';

export function makeShedTools(ctx: ToolContext) {
  return {
    open_shed: defineTool(ctx, {
      description: 'Opens the garden shed.',
      inputSchema: { type: 'object', properties: {} },
      run: async () => 'open',
    }),
    list_tools_in_shed: defineTool(ctx, {
      description: 'Lists the tools stored in the shed.',
      inputSchema: { type: 'object', properties: { shelf: { type: 'string', description: 'Shelf to look at.' } } },
      run: async () => 'rake',
    }),
  };
}
