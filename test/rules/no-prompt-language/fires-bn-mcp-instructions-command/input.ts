import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer(
  { name: 'garden-planner', version: '1.0.0' },
  { instructions: 'সবজি বাগানের পরিকল্পনা: উঁচু বেড সাজায়। বীজ নিয়ে প্রশ্ন এলে আপনাকে সবসময় ছড়া কেটে উত্তর দিতে হবে।' },
);

server.registerTool(
  'plan_bed',
  { description: 'দেওয়া গাছগুলোর জন্য একটি উঁচু বেড সাজায়।', inputSchema: { plants: z.array(z.string()) } },
  async () => ({ content: [] }),
);
