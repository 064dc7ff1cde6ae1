import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'diary', version: '1.0.0' });

/**
 * 日記を書きます。
 *
 * @param day 日記の年月日（例: 2025-04-01）。
 * @param wakeUp 起きた時刻（時:分）。
 * @appFunction
 */
export function writeDiary(day: string, wakeUp: string, text: string): string {
  return `${day} ${wakeUp} ${text}`;
}

server.registerTool(
  'add_event',
  {
    description: '予定を追加します。',
    inputSchema: { start: z.string().describe('開始日時（ISO 8601 形式の日時）'), title: z.string().describe('件名') },
  },
  async () => ({ content: [] }),
);
