import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { PayrollTools } from './tools';

export const server = new McpServer({ name: 'payroll', version: '1.0.0' }, { instructions: 'Payroll: payslips of employees.' });

// A list of thunks, each called for its tool object, then registered.
PayrollTools.map((make) => make()).forEach((tool) => server.tool(tool.name, tool.description, tool.schema, tool.handler));
