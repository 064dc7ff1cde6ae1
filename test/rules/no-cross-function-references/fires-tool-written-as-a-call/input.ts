import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'greenhouse-feed', version: '1.0.0' }, { instructions: 'Publishes greenhouse sensor readings to channels.' });

server.registerTool('grantAccess', { description: 'Grants a client access to a channel.', inputSchema: { channel: z.string().describe('Channel to open') } }, async () => ({ content: [] }));

// The same spelling, now the name of a tool of this server: a reference to another function.
server.registerTool(
  'publish_reading',
  {
    description: 'Publishes a sensor reading to a channel.',
    inputSchema: {
      channel: z.string().describe('Channel to publish on'),
      token: z.string().optional().describe('Access token issued via grantAccess() that allows publishing on the channel'),
    },
  },
  async () => ({ content: [] }),
);
