import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

/** Every greenhouse tool registers itself under the name, description and schema its class sets. */
export abstract class GreenhouseTool {
  abstract readonly name: string;
  abstract readonly description: string;
  abstract readonly schema: z.ZodObject<z.ZodRawShape>;

  register(server: McpServer): void {
    server.tool(this.name, this.description, this.schema.shape, async (args) => this.run(args));
  }

  protected abstract run(args: unknown): Promise<{ content: [] }>;
}

/** Tools whose name the code that creates them passes in. */
export abstract class NamedLaterTool extends GreenhouseTool {
  readonly name: string;

  constructor(name: string) {
    super();
    this.name = name;
  }
}
