import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'issue-board', version: '1.0.0' }, { instructions: 'Issue board: adds and edits issues.' });

// The shape has a parameter named `description`; the tool itself still has none.
server.tool('add_issue', { title: z.string().describe('Issue title'), description: z.string().optional().describe('Issue body') }, async () => ({ content: [] }));
