import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

declare const lowLatency: boolean;

// One form of the options carries instructions: the server may well describe itself.
export const server = new McpServer(
  { name: 'depot', version: '1.0.0' },
  lowLatency ? { instructions: 'Depot stock: items, shelves and deliveries.' } : { capabilities: { logging: {} } },
);
