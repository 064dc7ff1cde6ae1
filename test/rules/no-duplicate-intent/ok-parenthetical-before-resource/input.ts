import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'music', version: '1.0.0' }, { instructions: 'Music: listening history.' });

// One template; the resource comes after a parenthetical.
server.registerTool('getTopSongs', { description: "Gets the listener's most (often-played) songs over a period.", inputSchema: { period: z.string() } }, async () => ({ content: [] }));
server.registerTool('getTopBands', { description: "Gets the listener's most (often-played) bands over a period.", inputSchema: { period: z.string() } }, async () => ({ content: [] }));
