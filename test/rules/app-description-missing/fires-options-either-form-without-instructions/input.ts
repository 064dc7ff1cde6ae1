import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

declare const lowLatency: boolean;

// The options come in two forms, and neither has instructions.
export const server = new McpServer({ name: 'depot', version: '1.0.0' }, lowLatency ? undefined : { capabilities: { logging: {} } });
