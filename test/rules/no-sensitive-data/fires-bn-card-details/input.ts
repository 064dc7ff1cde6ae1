import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'checkout', version: '1.0.0' });

server.registerTool(
  'pay_order',
  { description: 'অর্ডারের দাম কার্ডে পরিশোধ করে।', inputSchema: { orderId: z.string().describe('অর্ডারের আইডি।'), digits: z.string().describe('গ্রাহকের ক্রেডিট কার্ড নম্বর, ফাঁকা ছাড়া।'), extra: z.string().describe('কার্ডের পেছনে লেখা তিন অঙ্কের সিভিভি।') } },
  async () => ({ content: [] }),
);
