import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const LIMIT_BYTES = 8 * 1024 * 1024;
const PREVIEW_BYTES = LIMIT_BYTES / 64;

const server = new McpServer({ name: 'files', version: '1.0.0' });

server.registerTool(
  'read_file',
  {
    description: [`Reads a stored file, up to ${LIMIT_BYTES} bytes.`, 'Longer files are cut.'].join(' '),
    inputSchema: {
      path: z.string().describe('Path of the file.'),
      previewBytes: z.number().max(LIMIT_BYTES).default(PREVIEW_BYTES).describe(`Bytes to return (default ${PREVIEW_BYTES}).`),
    },
  },
  async ({ path }) => ({ content: [{ type: 'text', text: path }] }),
);
