import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'family', version: '1.0.0' });

server.registerTool(
  'share_location',
  { description: 'পরিবারের সদস্যদের কাছে গোপনে বর্তমান লোকেশন পাঠায়।', inputSchema: { memberIds: z.array(z.string()) } },
  async () => ({ content: [] }),
);
