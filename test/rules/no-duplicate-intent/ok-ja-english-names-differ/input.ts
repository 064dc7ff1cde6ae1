import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'board', version: '1.0.0' });

// English names, Japanese descriptions: the names say which action and which resource.
server.registerTool('get_reminder_settings', { description: '掲示板アプリの投稿ごとのリマインダー設定を取得します', inputSchema: { boardId: z.string() } }, async () => ({ content: [] }));
server.registerTool('update_reminder_settings', { description: '掲示板アプリの投稿ごとのリマインダー設定を更新します', inputSchema: { boardId: z.string() } }, async () => ({ content: [] }));
server.registerTool('get_board_roles', { description: '掲示板アプリの閲覧権限を取得します', inputSchema: { boardId: z.string() } }, async () => ({ content: [] }));
server.registerTool('get_column_roles', { description: '掲示板アプリの列の閲覧権限を取得します', inputSchema: { boardId: z.string() } }, async () => ({ content: [] }));
