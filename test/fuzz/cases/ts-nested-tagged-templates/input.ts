import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

const server = new McpServer({ name: 'quotes', version: '1.0.0' });

const banner = @@RUN@@;

server.registerTool('greet', { description: 'Greets the person named.' }, async () => ({ content: [] }));
