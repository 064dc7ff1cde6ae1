import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';

// The list starts empty and is filled at run time: it is one unresolved entry, never zero tools.
export class GardenProxy {
  private server = new Server({ name: 'garden', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Garden beds and seeds.' });

  constructor(private readonly operations: Record<string, { summary: string; schema: Tool['inputSchema'] }>) {
    this.server.setRequestHandler(ListToolsRequestSchema, async () => {
      const tools: Tool[] = [];
      for (const [name, op] of Object.entries(this.operations)) tools.push({ name, description: op.summary, inputSchema: op.schema });
      return { tools };
    });
  }
}
