import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer(
  { name: 'garden-planner', version: '1.0.0' },
  { instructions: 'সবজি বাগানের পরিকল্পনা: উঁচু বেড সাজায় এবং সপ্তাহের পানি দেওয়ার সময়সূচি দেয়। সময়সূচি চাওয়ার আগে বেডের পরিকল্পনা করুন।' },
);

server.registerTool(
  'plan_bed',
  { description: 'দেওয়া গাছগুলোর জন্য একটি উঁচু বেড সাজায়।', inputSchema: { plants: z.array(z.string()) } },
  async () => ({ content: [] }),
);

server.registerTool(
  'water_schedule',
  { description: 'এই সপ্তাহে প্রতিটি বেডে কখন পানি দিতে হবে তা ফেরত দেয়।', inputSchema: {} },
  async () => ({ content: [] }),
);
