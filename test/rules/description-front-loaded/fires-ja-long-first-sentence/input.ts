import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'travel', version: '1.0.0' });

server.registerTool(
  'search_flights',
  {
    description: '出発地と目的地と出発日と帰着日と人数と座席クラスと航空会社の希望と乗り継ぎ回数の上限と手荷物の有無と予算の上限を受け取り、条件に合う航空券を提携している複数の予約サイトから集めて、料金の安い順と所要時間の短い順の両方で並べ替えたうえで、上位二十件の便名と出発時刻と到着時刻と料金と空席数をまとめて返します。',
    inputSchema: { from: z.string().describe('出発地の空港コード'), to: z.string().describe('目的地の空港コード') },
  },
  async () => ({ content: [] }),
);
