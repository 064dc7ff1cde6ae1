import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'cellar', version: '1.0.0' }, { instructions: 'Wine cellar: stock and corrections.' });

// Words of emphasis stay emphasis at the head of a list item or after a label; so does a
// capitalised word in the middle of an item.
server.registerTool(
  'empty_rack',
  {
    description: `Removes every bottle from one rack.
- IMPORTANT: the bottles are not moved to another rack
- Bottles are counted, then their count gets PERMANENTLY cleared`,
    inputSchema: { rackId: z.string().describe('ID of the rack.') },
  },
  async () => ({ content: [] }),
);

// A heading in capitals that is no list item is still raised.
server.registerTool(
  'refill_rack',
  {
    description: `Fills one rack with bottles from the store.

**TROUBLESHOOTING - Racks that stay empty:**
Check that the store holds the wine.`,
    inputSchema: { rackId: z.string().describe('ID of the rack.') },
  },
  async () => ({ content: [] }),
);
