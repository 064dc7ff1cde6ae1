import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

// Names that are only a verb, said in the description as -ing forms and third persons.
const server = new McpServer(
  { name: 'walkie', version: '1.0.0' },
  { instructions: 'Team radio: sending voice notes to a channel, and it records new ones from the microphone.' },
);

server.registerTool('send', { description: 'Sends a voice note to a channel.', inputSchema: { channel: z.string() } }, async () => ({ content: [] }));
server.registerTool('record', { description: 'Records a voice note from the microphone.', inputSchema: { seconds: z.number() } }, async () => ({ content: [] }));
