import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

/** Gives every tool registered through the returned server a title made from its name. */
export function withTitles(server: McpServer): McpServer {
  const register = server.registerTool.bind(server);
  return new Proxy(server, {
    get(target, property, receiver) {
      if (property !== 'tool') return Reflect.get(target, property, receiver);
      return (name: string, description: string, inputSchema: object, callback: (...args: unknown[]) => unknown) =>
        register(name, { title: name.replace(/_/g, ' '), description, inputSchema }, callback);
    },
  });
}
