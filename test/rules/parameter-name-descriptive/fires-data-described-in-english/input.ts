import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'uploads', version: '1.0.0' }, { instructions: 'Uploads: files attached to support tickets.' });

// In English, "data" only says that something goes here.
server.registerTool(
  'attach_file',
  {
    description: 'Attaches a file to a support ticket.',
    inputSchema: { data: z.string().describe('The data to attach, base64-encoded.') },
  },
  async () => ({ content: [] }),
);
