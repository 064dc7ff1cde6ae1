import { McpServer as ChatServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { McpServer } from './sdk-reexport';

declare function loadTools(): { name: string; description: string; shape: Record<string, never> }[];

// An aliased import: still the SDK's server, here without instructions.
export const chat = new ChatServer({ name: 'chat', version: '1.0.0' });

// Through the project's re-export, with instructions.
export const notes = new McpServer({ name: 'notes', version: '1.0.0' }, { instructions: 'Notes: keeps short notes.' });

// A subclass: its super call constructs the server; its tools come from a list made at run time.
export class Toolkit extends ChatServer {
  constructor() {
    super({ name: 'toolkit', version: '1.0.0' });
    loadTools().forEach((tool) => {
      this.tool(tool.name, tool.description, tool.shape, async () => ({ content: [] }));
    });
  }
}
