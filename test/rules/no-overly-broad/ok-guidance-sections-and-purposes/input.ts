import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'vineyard', version: '1.0.0' }, { instructions: 'Vineyard records: rows, sprays and harvests.' });

// One purpose, then parts under headings of the author's own choosing: their verbs are advice
// and workflow, not actions of this tool.
server.registerTool(
  'create_spray_plan',
  {
    description: `Create a spray plan for one vineyard block.

🧭 FIELD GUIDANCE - SPRAY PLANS:

⚠️ BEFORE YOU START:
- Name format: "[Block] - [Product]"
- Check the forecast, then schedule, rotate and document each pass

🗺 TYPICAL ROUTE:
1. Create the block (or identify an existing one)
2. Review the plan, approve it, then print the labels

**Use Cases:**
- Compare products, estimate costs, export the plan`,
    inputSchema: { blockId: z.string().describe('ID of the block.') },
  },
  async () => ({ content: [] }),
);

// The aims of the caller after "to" are not actions either.
server.registerTool(
  'get_spray_plan',
  {
    description: 'Reads a spray plan in full to inspect its passes, identify product IDs for later edits, or verify changes after an update.',
    inputSchema: { planId: z.string().describe('ID of the plan.') },
  },
  async () => ({ content: [] }),
);

// A noun at the opening, followed by its own verb.
server.registerTool(
  'add_gate',
  {
    description: 'Adds a gate to a block map. Controls are markers that close all rows of a block to machines.',
    inputSchema: { blockId: z.string().describe('ID of the block.') },
  },
  async () => ({ content: [] }),
);
