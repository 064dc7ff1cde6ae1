import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'library', version: '1.0.0' }, { instructions: 'Library catalogue: finds books and renews loans.' });

function addTool(name: string, description: string, shape: z.ZodRawShape) {
  server.registerTool(name, { description, inputSchema: shape }, async () => ({ content: [] }));
}

addTool('find_book'@@RUN@@, 'Finds a book by words of its title.', { title: z.string() });
addTool('renew_loan', 'Renews a loan by its id.', { loanId: z.string() });
