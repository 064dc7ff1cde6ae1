import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'vision', version: '1.0.0' });

// The same model behind both; the names say what each takes: a link, or a stored picture.
server.registerTool(
  'caption_photo_url',
  { description: 'Asks the vision model for a caption. Accepts a photo link.', inputSchema: { link: z.string().url() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'caption_photo_upload',
  { description: 'Asks the vision model for a caption. Accepts a stored photo identifier.', inputSchema: { photoId: z.string() } },
  async () => ({ content: [] }),
);
