import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { GreenhouseTool, NamedLaterTool } from './greenhouse-tool.js';

// Tools written as classes: the base class registers `this.name`, `this.description` and
// `this.schema`; each concrete class sets them, with fields, a getter, or through a class between.
export class WaterBedTool extends GreenhouseTool {
  readonly name = 'water_bed';
  readonly description = 'Waters one bed for some minutes.';
  readonly schema = z.object({ bedId: z.string().describe('The bed to water.'), minutes: z.number().int().describe('How long to water.') });

  protected async run(): Promise<{ content: [] }> {
    return { content: [] };
  }
}

export class ListBedsTool extends GreenhouseTool {
  get name(): string {
    return 'list_beds';
  }
  readonly description = 'Lists the beds of the greenhouse.';
  readonly schema = z.object({});

  protected async run(): Promise<{ content: [] }> {
    return { content: [] };
  }
}

// A class between the base and the tool, itself abstract: only the concrete class is a tool.
// It checks something before registering, then registers as the base does (`super.register`).
abstract class SeedTool extends GreenhouseTool {
  readonly schema = z.object({ seed: z.string().describe('The seed variety.') });

  override register(server: McpServer): void {
    if (!this.description) return;
    super.register(server);
  }
}

export class SowSeedTool extends SeedTool {
  readonly name = 'sow_seed';
  readonly description = 'Sows one seed variety in a free bed.';

  protected async run(): Promise<{ content: [] }> {
    return { content: [] };
  }
}

// The name comes from whoever creates the tool: listed, with the name unresolved, never dropped.
export class HarvestTool extends NamedLaterTool {
  readonly description = 'Harvests a ripe bed.';
  readonly schema = z.object({ bedId: z.string().describe('The bed to harvest.') });

  protected async run(): Promise<{ content: [] }> {
    return { content: [] };
  }
}

// A class that registers itself its own way: the base's registration does not run for it.
export class PruneBedTool extends GreenhouseTool {
  readonly name = 'prune_bed';
  readonly description = 'Prunes the plants of one bed.';
  readonly schema = z.object({ bedId: z.string().describe('The bed to prune.') });

  override register(server: McpServer): void {
    server.registerTool(this.name, { description: this.description, inputSchema: this.schema.shape }, async () => ({ content: [] }));
  }

  protected async run(): Promise<{ content: [] }> {
    return { content: [] };
  }
}

// Not a tool: a class that extends something else.
export class BedError extends Error {}
