import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'cellar', version: '1.0.0' }, { instructions: 'Wine cellar: stock and corrections.' });

// A glossary of the values a field takes, and a value given to a label: names, not a raised voice.
server.registerTool(
  'correct_stock',
  {
    description: `Corrects the stock count of one wine after a mistake.

Correction kinds:
- WITHDRAWAL - Removes bottles counted twice
- RECOUNT → Replaces the count with a new one
• BREAKAGE: Bottles broken in the cellar

Risk level: MODERATE`,
    inputSchema: { wineId: z.string().describe('ID of the wine.'), kind: z.string().describe('Kind of correction.') },
  },
  async () => ({ content: [] }),
);
