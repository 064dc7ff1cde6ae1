import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'calendar', version: '1.0.0' });

server.registerTool(
  'schedule_reminder',
  { description: 'Schedules a reminder.', inputSchema: { at: z.date().describe('When to remind.') } },
  async () => ({ content: [] }),
);
server.registerTool(
  'list_reminders',
  { description: 'Lists reminders.', inputSchema: z.preprocess((v) => v, z.object({ day: z.string() })) },
  async () => ({ content: [] }),
);
