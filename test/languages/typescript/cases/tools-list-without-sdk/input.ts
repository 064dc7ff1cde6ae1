import { readFileSync } from 'node:fs';

// A server that speaks the protocol by hand, without the SDK.
class LineServer {
  private readonly handlers = new Map<string, (params: unknown) => Promise<unknown>>();
  setRequestHandler(method: string, handler: (params: unknown) => Promise<unknown>): void {
    this.handlers.set(method, handler);
  }
}

const GREENHOUSE_TOOLS = [
  {
    name: 'read_humidity',
    description: 'Reads the humidity of one greenhouse bay.',
    inputSchema: { type: 'object', properties: { bay: { type: 'integer', description: 'Number of the bay.' } }, required: ['bay'] },
  },
];

const server = new LineServer();
server.setRequestHandler('tools/list', async () => ({ tools: GREENHOUSE_TOOLS }));

// Tools kept in a manifest read at run time: one unresolved entry, never nothing.
const spare = new LineServer();
spare.setRequestHandler('tools/list', async () => ({ tools: JSON.parse(readFileSync('manifest.json', 'utf8')).tools }));

// Another method of the same server registers no tool.
server.setRequestHandler('tools/call', async () => ({ content: [] }));
