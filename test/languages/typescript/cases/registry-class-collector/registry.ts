import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';

export interface ShopTool {
  name: string;
  description: string;
  schema: z.ZodObject<z.ZodRawShape>;
}

// The project's own registry: it keeps each tool object and answers tools/list from them.
class ToolRegistry {
  private readonly tools = new Map<string, ShopTool>();
  readonly server = new Server({ name: 'shop', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Shop: products and orders.' });

  constructor() {
    this.server.setRequestHandler(ListToolsRequestSchema, async () => {
      const list = Array.from(this.tools.values()).map((tool) => {
        const json = this.toJson(tool.schema);
        return { name: tool.name, description: tool.description, inputSchema: { type: 'object' as const, properties: json.properties } };
      });
      return { tools: list };
    });
  }

  registerTool(tool: ShopTool): void {
    this.tools.set(tool.name, tool);
  }

  // A converter of the project's own: what it writes is not known without running it.
  private toJson(schema: ShopTool['schema']): { properties: Record<string, unknown> } {
    return { properties: Object.fromEntries(Object.keys(schema.shape).map((key) => [key, {}])) };
  }
}

const registry = new ToolRegistry();

export function registerShopTool(tool: ShopTool): void {
  registry.registerTool(tool as ShopTool);
}
