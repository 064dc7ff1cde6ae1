import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'notifications', version: '1.0.0' });

server.registerTool(
  'set_alert_style',
  { description: 'নোটিফিকেশনের ধরন সেট করে: "নীরবে" অথবা "শব্দসহ"।', inputSchema: { style: z.string() } },
  async () => ({ content: [] }),
);
