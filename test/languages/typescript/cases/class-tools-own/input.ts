import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = { mcp: undefined as unknown as McpServer };

// A tool object that registers itself: `this` is the object.
export const pruneTool = {
  name: 'prune_hedge',
  description: 'Prunes one hedge to the given height.',
  inputSchema: { hedgeId: z.string().describe('The hedge to prune.'), height: z.number().describe('Height in centimetres.') },
  register: function (target: McpServer) {
    target.registerTool(this.name, { description: this.description, inputSchema: this.inputSchema }, async () => ({ content: [] }));
  },
};

// A class that registers itself: `this` is the class's instance.
export class MowLawnTool {
  readonly name = 'mow_lawn';
  readonly description = 'Mows the lawn at the given blade height.';

  register(target: McpServer): void {
    target.registerTool(this.name, { description: this.description, inputSchema: { height: z.number().describe('Blade height in millimetres.') } }, async () => ({ content: [] }));
  }
}

// The whole config held in a field and the name in a getter.
export class RakeLeavesTool {
  readonly config = {
    description: 'Rakes the leaves of one lawn into a pile.',
    inputSchema: { lawnId: z.string().describe('The lawn to rake.') },
  };

  get name(): string {
    return 'rake_leaves';
  }

  register(target: McpServer): void {
    target.registerTool(this.name, this.config, this.#rake);
  }

  readonly #rake = async () => ({ content: [] });
}

// An abstract base: its subclasses are the tools (read where each is written); here it stays unresolved.
export abstract class YardTool {
  abstract readonly name: string;
  abstract readonly description: string;

  register(target: McpServer): void {
    target.registerTool(this.name, { description: this.description }, async () => ({ content: [] }));
  }
}

pruneTool.register(server.mcp);
new MowLawnTool().register(server.mcp);
new RakeLeavesTool().register(server.mcp);
