import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'board', version: '1.0.0' });

// Names that differ only by a synonym verb, and one description: a coin toss for the agent.
server.registerTool('get_board_roles', { description: '掲示板アプリの閲覧権限を取得します', inputSchema: { boardId: z.string() } }, async () => ({ content: [] }));
server.registerTool('fetch_board_roles', { description: '掲示板アプリの閲覧権限を取得します', inputSchema: { boardId: z.string() } }, async () => ({ content: [] }));
