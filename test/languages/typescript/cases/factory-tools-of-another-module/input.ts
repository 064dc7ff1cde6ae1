import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { readSensorTool } from './sensor-tools';

// This module never imports zod: the schema is written with the factory's own import.
export function registerTools(server: McpServer) {
  const definitions = [{ def: readSensorTool('percent'), key: 'readSensor' }];
  definitions.forEach(({ def }) => {
    server.tool(def.name, def.description, def.inputSchema, def.handler);
  });
}
