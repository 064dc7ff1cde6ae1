import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'metrics', version: '1.0.0' }, { instructions: 'Metrics: series of one account.' });

// `__all__` is the name of the account-wide series; the capitals sit inside the message the tool shows.
server.registerTool(
  'list_series',
  {
    description:
      'Lists the metric series of a dataset. Pass __all__ as the dataset for the account-wide series. When the list is cut short, the result starts with "WARNING: The list was shortened to the first thousand series of this dataset, sorted by name."',
    inputSchema: { dataset: z.string().describe('Dataset name, or __all__') },
  },
  async () => ({ content: [] }),
);
