import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'irrigation-logs', version: '1.0.0' }, { instructions: 'Irrigation logs: dry spells, samples and log search.' });

server.registerTool('search_logs', { description: 'Searches the irrigation logs for a text.', inputSchema: { query: z.string().describe('Text to find') } }, async () => ({ content: [] }));

// What to do after the call, under a heading that starts with an emoji: advice, not actions of the tool.
server.registerTool(
  'get_dry_spell_sample',
  {
    description: `Retrieves a sample watering record for one dry spell. Samples give timing details about a specific slow valve.

💡 Recommended follow-up: After retrieving the sample, use the search_logs tool with:
- A time range around the sample's timestamp
- Terms from the valve name to find related entries
- Look for errors, warnings, or debug logs that might explain the delay, then export or share the findings`,
    inputSchema: { spellId: z.string().describe('Dry spell to sample') },
  },
  async () => ({ content: [] }),
);
