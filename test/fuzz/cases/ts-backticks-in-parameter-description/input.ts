import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'glossary', version: '1.0.0' });

server.tool('define_term', 'Gives the definition of a glossary term.', { term: z.string().describe('The term, such as @@RUN@@') }, async ({ term }) => ({
  content: [{ type: 'text', text: term }],
}));
