import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { loanShape } from 'library-shapes';

const server = new McpServer({ name: 'library', version: '1.0.0' }, { instructions: 'Library: lends books.' });

// A shape from an installed package, then annotations: the schema is unknown, never "no parameters".
server.tool('lend_book', 'Lends a book to a member.', loanShape, { readOnlyHint: false }, async () => ({ content: [] }));
