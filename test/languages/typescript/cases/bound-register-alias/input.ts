import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

type Register = (name: string, description: string, shape: z.ZodRawShape, handler: () => Promise<{ content: [] }>) => void;

export class BeehiveServer {
  // Registers through the SDK method bound to its server: every call of this helper is a tool.
  private addShaped(mcp: McpServer, name: string, description: string, shape: z.ZodRawShape): void {
    const register = mcp.tool.bind(mcp) as unknown as Register;
    register(name, description, shape, async () => ({ content: [] }));
  }

  build(): McpServer {
    const mcp = new McpServer({ name: 'apiary', version: '1.0.0' }, { instructions: 'Apiary records: hives and inspections.' });
    this.addShaped(mcp, 'inspect_hive', 'Records an inspection of one hive.', { hiveId: z.string().describe('ID of the hive.') });
    this.addShaped(mcp, 'list_hives', 'Lists the hives of the apiary.', {});
    // Bound to another object: not the server's method.
    const log = console.log.bind(mcp);
    log('ready');
    return mcp;
  }
}
