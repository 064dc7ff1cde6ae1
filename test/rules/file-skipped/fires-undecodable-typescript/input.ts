import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

const server = new McpServer({ name: 'notes', version: '1.0.0' });
Ã( ¡â(¡ð(Œ¼Ã( ¡â(¡ð(Œ¼Ã( ¡â(¡ð(Œ¼Ã( ¡â(¡ð(Œ¼Ã( ¡â(¡ð(Œ¼Ã( ¡â(¡ð(Œ¼
