import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { getInvoice } from './get-invoice';

declare function allowed(name: string): boolean;

const server = new McpServer({ name: 'billing', version: '1.0.0' }, { instructions: 'Billing: invoices.' });

const tools = [getInvoice];
tools
  .filter((tool) => allowed(tool.name))
  .forEach((tool) => server.registerTool(tool.name, tool.config, async () => ({ content: [{ type: 'text', text: await tool.run() }] })));
