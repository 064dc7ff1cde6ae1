import { Server } from '@modelcontextprotocol/sdk/server/index.js';

const capabilities = { tools: {} };

// A module that only builds the low-level server, for the tools registered elsewhere: no instructions.
export function createServer(version: string) {
  return new Server({ name: 'ui-kit', version }, { capabilities });
}
