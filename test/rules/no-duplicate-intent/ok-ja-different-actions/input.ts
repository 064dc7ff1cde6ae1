import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'tasks', version: '1.0.0' });

server.registerTool(
  'complete_task',
  {
    description: '指定したタスクを完了にします。',
    inputSchema: { taskId: z.string().describe('タスクの ID') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'reopen_task',
  {
    description: '完了したタスクを未完了に戻します。',
    inputSchema: { taskId: z.string().describe('タスクの ID') },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'delete_task',
  {
    description: '指定したタスクを削除します。',
    inputSchema: { taskId: z.string().describe('タスクの ID') },
  },
  async () => ({ content: [] }),
);
