import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

interface StoredTool {
  name: string;
  description: string;
}

// The project's own registry: its `registerTool` keeps a tool object, it registers nothing with the SDK.
class ToolShelf {
  private readonly tools = new Map<string, StoredTool>();

  registerTool(tool: StoredTool): void {
    this.tools.set(tool.name, tool);
  }
}

const shelf = new ToolShelf();
export function keep(tool: StoredTool) {
  shelf.registerTool(tool as StoredTool);
}

// The SDK's server beside it is still read.
const server = new McpServer({ name: 'tools', version: '1.0.0' });
server.registerTool('ring_bell', { description: 'Rings the shop bell.', inputSchema: { times: z.number().describe('How many rings.') } }, async () => ({
  content: [],
}));
