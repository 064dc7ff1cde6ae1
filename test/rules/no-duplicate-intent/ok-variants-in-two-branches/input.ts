import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

declare const partialChecks: boolean;

const server = new McpServer({ name: 'themes', version: '1.0.0' }, { instructions: 'Themes: checks shop themes.' });

// Two variants of one check; a setting registers exactly one of them.
if (partialChecks) {
  server.registerTool('check_theme_snippets', { description: 'Checks theme snippets for template errors.', inputSchema: { snippets: z.array(z.string()) } }, async () => ({ content: [] }));
} else {
  server.registerTool('check_theme', { description: 'Checks theme files for template errors.', inputSchema: { folder: z.string() } }, async () => ({ content: [] }));
}
