import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { potShape } from '@/schemas/pot';
import { REPOT_DESCRIPTION } from '~shared';

// Imports through the tsconfig's path aliases (declared in the file it extends, with comments and
// trailing commas) are read like relative ones: the description and the schema come through.
const server = new McpServer({ name: 'potting-shed', version: '1.0.0' }, { instructions: 'Potting shed: repot plants.' });

server.registerTool('repot_plant', { description: REPOT_DESCRIPTION, inputSchema: potShape }, async () => ({ content: [] }));
