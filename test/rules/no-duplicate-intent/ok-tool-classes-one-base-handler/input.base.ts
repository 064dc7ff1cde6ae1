import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

// Every tool class goes through the same handler of its base class: that is how the base calls
// each class's own `run`, not one piece of code registered under several names.
export abstract class LibraryTool {
  abstract name: string;
  abstract description: string;
  abstract schema: z.ZodObject<z.ZodRawShape>;

  register(server: McpServer): void {
    const handler = async (args: unknown) => this.run(args);
    server.registerTool(this.name, { description: this.description, inputSchema: this.schema.shape }, handler);
  }

  protected abstract run(args: unknown): Promise<{ content: [] }>;
}

