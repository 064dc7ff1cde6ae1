import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'photos', version: '1.0.0' });

server.registerTool(
  'trash_photos',
  { description: 'নির্বাচিত ছবিগুলো ট্র্যাশে সরায়; কখনো সব ছবি মুছে ফেলে না।', inputSchema: { photoIds: z.array(z.string()) } },
  async () => ({ content: [] }),
);
