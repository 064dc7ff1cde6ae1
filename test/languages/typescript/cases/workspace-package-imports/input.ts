import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { SortOrder } from '@fixture/shared';
import { PageSize } from '@fixture/shared/src/paging';
import { Region } from 'region-kit';

const server = new McpServer({ name: 'harvest', version: '1.0.0' });

// A shared package of the workspace is read; an installed one ('region-kit') is not.
server.registerTool(
  'list_harvests',
  {
    description:
      'Lists the harvests of a garden, newest first. ' +
      'Each row has the crop, ' +
      'the weight, ' +
      'the bed, ' +
      'the date, ' +
      'the picker, ' +
      'the weather, ' +
      'the soil moisture, ' +
      'the notes, ' +
      'the photo count, ' +
      'the grade, ' +
      'the buyer, ' +
      'and the price.',
    inputSchema: {
      pageSize: PageSize,
      order: SortOrder,
      region: Region,
      season: z
        .string()
        .describe('The season to list: ' + 'spring, ' + 'summer, ' + 'autumn, ' + 'winter, ' + 'or the dry season, ' + 'or the wet season, ' + 'or all seasons, ' + 'or the last twelve months.'),
    },
  },
  async () => ({ content: [] }),
);
