import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

declare function roomTools(): { name: string; text: string; shape: Record<string, never> }[];

const server = new McpServer({ name: 'hotel', version: '1.0.0' }, { instructions: 'Hotel: rooms and bookings.' });

// The tools cannot be read, but the deprecated API they use can.
for (const tool of roomTools()) {
  server.tool(tool.name, tool.text, tool.shape, async () => ({ content: [] }));
}
