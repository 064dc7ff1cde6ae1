import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z, type ZodRawShape } from 'zod';

export interface ToolParams {
  name: string;
  owner: string;
}

// Every tool of the kitchen is a subclass: the code that builds them passes `Tool.toolName` as `name`.
export abstract class KitchenTool {
  readonly name: string;
  abstract description: string;
  abstract argsShape: ZodRawShape;
  private static schemas = new Map<unknown, z.ZodTypeAny>();

  constructor({ name }: ToolParams) {
    this.name = name;
  }

  // Built once per class and kept: the schema is the class's `argsShape`, strict.
  private inputSchema(): z.ZodTypeAny {
    let schema = KitchenTool.schemas.get(this.constructor);
    if (!schema) {
      schema = z.object(this.argsShape).strict();
      KitchenTool.schemas.set(this.constructor, schema);
    }
    return schema;
  }

  register(server: McpServer): void {
    server.registerTool(this.name, { description: this.description, inputSchema: this.inputSchema() as never }, async () => ({ content: [] }));
  }
}
