import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { PASS_MARK } from './grading.js';

const MAX_PAGES = 40;
const server = new McpServer({ name: 'essays', version: '1.0.0' }, { instructions: 'Essays: grading against a pass mark.' });

// Numbers joined into a description read as their digits, here or imported.
server.registerTool('grade_essay', { description: 'Grades an essay against the pass mark of ' + PASS_MARK + ' points, up to ' + MAX_PAGES + ' pages.' }, async () => ({ content: [] }));
