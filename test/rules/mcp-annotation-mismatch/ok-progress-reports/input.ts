import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'observatory', version: '1.0.0' }, { instructions: 'Observatory: sky surveys.' });

type Extra = { sendNotification: (message: unknown) => Promise<void> };

async function sendProgress(extra: Extra, progress: number, total: number): Promise<void> {
  await extra.sendNotification({ method: 'notifications/progress', params: { progress, total } });
}

// A long read that reports how far it got changes nothing: it stays read-only.
server.registerTool(
  'scan_sky_region',
  {
    description: 'Lists the stars catalogued in one region of the sky.',
    inputSchema: { region: z.string().describe('Name of the region.') },
    annotations: { readOnlyHint: true },
  },
  async ({ region }, extra) => {
    await sendProgress(extra as unknown as Extra, 1, 2);
    return { content: [{ type: 'text', text: region }] };
  },
);
