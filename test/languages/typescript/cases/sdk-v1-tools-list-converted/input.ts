import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';

const PostMessageArgs = z.object({
  channel: z.string().describe('Channel to post in.'),
  text: z.string().describe('Text of the message.'),
  threadId: z.string().optional().describe('Thread to answer in.'),
});

const ListChannelsArgs = z.object({ limit: z.number().int().min(1).max(200).default(50) });

export const server = new Server({ name: 'chat', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Chat: posts messages and lists channels.' });

// A literal tools/list whose schemas the code converts from zod itself.
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    { name: 'post_message', description: 'Posts a message to a channel.', inputSchema: zodToJsonSchema(PostMessageArgs) },
    { name: 'list_channels', description: 'Lists the channels of the workspace.', inputSchema: zodToJsonSchema(ListChannelsArgs, { $refStrategy: 'none' }) },
  ],
}));

server.setRequestHandler(CallToolRequestSchema, async () => ({ content: [] }));
