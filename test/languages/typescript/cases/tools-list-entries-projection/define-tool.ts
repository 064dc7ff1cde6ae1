export interface ToolContext {
  gardenId: string;
}

interface ToolConfig {
  description: string;
  inputSchema: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
  run: (input: unknown, ctx: ToolContext) => Promise<string>;
}

// Every tool of the garden is made here: the same error handling for all of them.
export function defineTool(ctx: ToolContext, config: ToolConfig) {
  return {
    description: config.description,
    inputSchema: config.inputSchema,
    execute: async (input: unknown) => {
      try {
        return await config.run(input, ctx);
      } catch (error) {
        return String(error);
      }
    },
  };
}
