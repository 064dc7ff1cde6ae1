import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'greenhouse', version: '1.0.0' });

// One purpose, then parts about other things: what it is not for, when to use it, what it
// returns, the workflow around it. Their verbs are not actions of this tool.
server.registerTool(
  'create_planting_plan',
  {
    description: `**Purpose:** Create a planting plan for one greenhouse bed. Does NOT plant anything yet. Use start-planting to begin it.

**NOT for:** Ordering seeds (use order-seeds) or moving trays between beds (use move-tray).

**When to use:**
- User asks to "plan the spring bed", "schedule the tomatoes", "arrange the herbs"
- User wants to compare, review or print a plan later

**Returns:** The plan ID. Use it with start-planting to begin, or get-plan and update-plan to review and edit.

**Workflow:** list-beds → create-planting-plan → start-planting.`,
    inputSchema: { bedId: z.string().describe('The bed to plan.') },
  },
  async () => ({ content: [] }),
);

// Advice sentences around one action.
server.registerTool(
  'water_bed',
  {
    description: 'Waters one bed for a number of minutes. If the soil is dry, raise the minutes, check the drain and log the cycle. To test first, run a short cycle.',
    inputSchema: { bedId: z.string().describe('The bed to water.'), minutes: z.number().describe('How long to water.') },
  },
  async () => ({ content: [] }),
);
