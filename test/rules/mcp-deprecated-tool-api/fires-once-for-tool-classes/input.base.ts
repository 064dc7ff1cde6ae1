import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

// One deprecated call in the base class registers every tool class: it is reported once, where it
// is written, not again at each class.
export abstract class KitchenTool {
  abstract name: string;
  abstract description: string;
  abstract schema: z.ZodObject<z.ZodRawShape>;

  register(server: McpServer): void {
    server.tool(this.name, this.description, this.schema.shape, async () => ({ content: [] }));
  }
}

