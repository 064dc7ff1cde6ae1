import { Client } from '@modelcontextprotocol/sdk/client/index.js';

interface ListedTool {
  name: string;
  description?: string;
}

// A command-line client turns the tools a server lists into sub-commands: its own `registerTool`
// declares nothing an agent calls.
export class CommandTable {
  private readonly commands = new Map<string, string>();

  constructor(private readonly client: Client) {}

  async load(): Promise<void> {
    const { tools } = await this.client.listTools();
    for (const tool of tools as ListedTool[]) {
      this.registerTool(tool);
    }
  }

  private registerTool(tool: ListedTool): void {
    this.commands.set(tool.name, tool.description ?? '');
  }
}
