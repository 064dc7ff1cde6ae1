import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

const server = new McpServer({ name: 'quotes', version: '1.0.0' });

server.registerTool('greet', { description: 'Greets @@RUN@@' }, async () => ({ content: [] }));
