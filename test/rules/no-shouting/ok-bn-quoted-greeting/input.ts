import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'greetings', version: '1.0.0' });

server.registerTool(
  'send_birthday_wish',
  { description: 'পরিচিতিকে জন্মদিনের শুভেচ্ছা পাঠায়, যেমন "শুভ জন্মদিন!"।', inputSchema: { contactId: z.string() } },
  async () => ({ content: [] }),
);
