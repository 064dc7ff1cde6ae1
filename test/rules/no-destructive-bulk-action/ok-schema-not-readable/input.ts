import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { buildCleanupArgs } from './cleanup-args.js';

const server = new McpServer({ name: 'orchard', version: '1.0.0' });

// The parameters come from a call the analysis does not run: whether one of them scopes the
// deletion is unknown, so "removes all the pruned branches" is not called unscoped.
server.registerTool(
  'clear_pruned_branches',
  { description: 'Removes all the pruned branches of a row from the orchard log.', inputSchema: buildCleanupArgs() },
  async () => ({ content: [] }),
);
