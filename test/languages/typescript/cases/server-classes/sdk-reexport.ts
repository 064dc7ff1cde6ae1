// The project re-exports the SDK's classes from one place.
export { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
