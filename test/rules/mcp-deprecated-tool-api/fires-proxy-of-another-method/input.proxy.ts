import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

/** Gives the returned server's connection a title; its tools are the SDK's. */
export function withTitles(server: McpServer): McpServer {
  const register = server.registerTool.bind(server);
  return new Proxy(server, {
    get(target, property, receiver) {
      if (property !== 'connect') return Reflect.get(target, property, receiver);
      return (name: string, description: string, inputSchema: object, callback: (...args: unknown[]) => unknown) =>
        register(name, { title: name.replace(/_/g, ' '), description, inputSchema }, callback);
    },
  });
}
