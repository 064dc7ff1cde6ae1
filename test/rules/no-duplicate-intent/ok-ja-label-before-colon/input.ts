import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'club', version: '1.0.0' });

// The same label opens both; what follows it differs.
server.registerTool('sample_joined_clubs', { description: '試験用：参加中のクラブ一覧をサンプルデータで取得する', inputSchema: {} }, async () => ({ content: [] }));
server.registerTool('sample_club_posts', { description: '試験用：クラブの投稿一覧をサンプルデータで取得する', inputSchema: { clubId: z.string() } }, async () => ({ content: [] }));
