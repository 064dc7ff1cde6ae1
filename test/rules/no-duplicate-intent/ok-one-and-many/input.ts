import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'newsroom', version: '1.0.0' });

// One by id and many by filter: the names say one and many, the descriptions say how.
server.registerTool(
  'deleteArticle',
  { description: 'Deletes an article from the newsroom archive. Accepts the article identifier.', inputSchema: { articleId: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'deleteArticles',
  {
    description: 'Deletes articles from the newsroom archive. Accepts an optional section filter and a limit on how many to delete.',
    inputSchema: { section: z.string().optional(), limit: z.number().optional() },
  },
  async () => ({ content: [] }),
);

server.registerTool(
  'get_issue_summary',
  { description: 'Get an issue summary', inputSchema: { summaryId: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'get_issue_summaries',
  { description: 'Get all summaries for an issue', inputSchema: { issueId: z.string() } },
  async () => ({ content: [] }),
);

// One, or all of them: the quantifier in the first clause tells them apart.
server.registerTool(
  'mark_alert_read',
  { description: 'Mark one alert as read by its ID', inputSchema: { alertId: z.string() } },
  async () => ({ content: [] }),
);

server.registerTool(
  'mark_alerts_read_everywhere',
  { description: 'Mark all alerts as read', inputSchema: {} },
  async () => ({ content: [] }),
);
