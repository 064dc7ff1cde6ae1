import { McpServer as BaseServer } from '@modelcontextprotocol/sdk/server/mcp.js';

// The SDK's server under another name, and a subclass of it: neither sets instructions.
export const lobby = new BaseServer({ name: 'lobby', version: '1.0.0' });

export class HotelServer extends BaseServer {
  constructor() {
    super({ name: 'hotel', version: '2.0.0' });
  }
}
