import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

const server = new McpServer({ name: 'calendar', version: '1.0.0' });

server.registerTool('events/list upcoming', { description: 'Lists upcoming calendar events.' }, async () => ({ content: [] }));
server.registerTool("Events Export", { description: 'Exports calendar events as iCalendar text.' }, async () => ({ content: [] }));
