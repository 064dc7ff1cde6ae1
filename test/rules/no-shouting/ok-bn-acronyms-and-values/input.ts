import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'documents', version: '1.0.0' });

server.registerTool(
  'extract_text',
  { description: 'PDF বা DOCX ফাইল থেকে টেক্সট বের করে। অগ্রাধিকার `HIGH`, `LOW` অথবা "MEDIUM" হতে পারে।', inputSchema: { fileId: z.string(), priority: z.string() } },
  async () => ({ content: [] }),
);
