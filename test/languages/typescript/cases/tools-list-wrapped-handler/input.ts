import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

declare const log: { wrap<T>(label: string, handler: T): T };
declare function timed<T>(handler: T, label: string): T;

const server = new Server({ name: 'printer', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Printer: prints and queues jobs.' });

const TOOLS = [{ name: 'print_page', description: 'Prints one page.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } }];

// The handler wrapped by middleware: its tools are still read.
server.setRequestHandler(ListToolsRequestSchema, log.wrap('ListTools', timed(async () => ({ tools: TOOLS }), 'ListTools')));

// A list handed in by a caller elsewhere: one unread entry, never a silent miss.
export function setUpQueue(queueServer: Server, tools: unknown[]) {
  queueServer.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
}
