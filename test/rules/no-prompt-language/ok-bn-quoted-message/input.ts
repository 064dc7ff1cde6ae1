import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'support-desk', version: '1.0.0' });

server.registerTool(
  'set_greeting',
  { description: 'গ্রাহক চ্যাটের স্বাগত বার্তা সেট করে, যেমন "অনুগ্রহ করে একটু অপেক্ষা করুন"।', inputSchema: { text: z.string().describe('নতুন স্বাগত বার্তা।') } },
  async () => ({ content: [] }),
);

server.registerTool(
  'close_ticket',
  { description: 'একটি টিকিট বন্ধ করে এবং গ্রাহককে সমাধানের সারাংশ ইমেইলে পাঠায়।', inputSchema: { ticketId: z.string() } },
  async () => ({ content: [] }),
);
