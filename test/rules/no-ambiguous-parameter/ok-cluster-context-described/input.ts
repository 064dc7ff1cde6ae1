import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'cluster', version: '1.0.0' }, { instructions: 'Cluster: lists and scales deployments.' });

// `context` is the cluster tool's own setting, and the description says so.
server.registerTool(
  'list_deployments',
  {
    description: 'Lists the deployments of a namespace.',
    inputSchema: {
      namespace: z.string().describe('Namespace to list.'),
      context: z.string().optional().describe('Kubeconfig context to use for the command.'),
    },
  },
  async () => ({ content: [] }),
);
