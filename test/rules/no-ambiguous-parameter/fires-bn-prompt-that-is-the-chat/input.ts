import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'support', version: '1.0.0' });

server.registerTool(
  'open_ticket',
  { description: 'গ্রাহকের সমস্যা নিয়ে একটি সাপোর্ট টিকিট খোলে।', inputSchema: { prompt: z.string().describe('ব্যবহারকারীর সাথে এ পর্যন্ত হওয়া পুরো কথোপকথন।') } },
  async () => ({ content: [] }),
);
