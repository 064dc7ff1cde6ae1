import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'deploys', version: '1.0.0' }, { instructions: 'Deploys: releases of one service.' });

const RollbackArgs = z.object({
  releaseId: z.string().describe('Release to go back to'),
  keepDatabaseState: z.boolean().optional().describe('Whether the database stays as it is'),
});

// The description names the tool itself in camelCase and a field nested in its one parameter.
server.tool(
  'roll_back_release',
  'Rolls the service back to an earlier release. Use keepDatabaseState to leave the data untouched; call `rollBackRelease` again to go further back.',
  { params: RollbackArgs.optional() },
  async () => ({ content: [] }),
);

// "Use the 'history' action": one of this tool's own actions, not another tool.
server.registerTool(
  'backup_manager',
  {
    description: "Creates or restores a backup of the release list. Use the 'history' action to see the versions kept, then restore_version to go back.",
    inputSchema: { action: z.enum(['create', 'history', 'restore_version']), versionId: z.string().optional() },
  },
  async () => ({ content: [] }),
);
