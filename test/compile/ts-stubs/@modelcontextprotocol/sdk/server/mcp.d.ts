// A minimal stub of the MCP SDK v1 McpServer API (1.32.x), enough to type-check quick-fix results.
import type { ZodTypeAny, ZodRawShape, infer as Infer, ZodObject } from 'zod';

export interface ToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}
export interface CallToolResult {
  content: { type: 'text'; text: string }[];
  structuredContent?: Record<string, unknown>;
}
type Args<S> = S extends ZodRawShape ? { [K in keyof S]: Infer<S[K]> } : S extends ZodTypeAny ? Infer<S> : never;
export type ToolCallback<S = undefined> = S extends undefined ? (extra: unknown) => CallToolResult | Promise<CallToolResult> : (args: Args<S>, extra: unknown) => CallToolResult | Promise<CallToolResult>;

export declare class McpServer {
  constructor(info: { name: string; version: string }, options?: { instructions?: string });
  registerTool<I extends ZodRawShape | ZodObject<ZodRawShape> | undefined = undefined>(
    name: string,
    config: { title?: string; description?: string; inputSchema?: I; outputSchema?: ZodRawShape | ZodObject<ZodRawShape>; annotations?: ToolAnnotations; _meta?: Record<string, unknown> },
    cb: ToolCallback<I>,
  ): unknown;
  /** @deprecated */
  tool(name: string, cb: ToolCallback): unknown;
  /** @deprecated */
  tool(name: string, description: string, cb: ToolCallback): unknown;
  /** @deprecated */
  tool<S extends ZodRawShape>(name: string, shape: S, cb: ToolCallback<S>): unknown;
  /** @deprecated */
  tool<S extends ZodRawShape>(name: string, description: string, shape: S, cb: ToolCallback<S>): unknown;
  /** @deprecated */
  tool<S extends ZodRawShape>(name: string, shape: S, annotations: ToolAnnotations, cb: ToolCallback<S>): unknown;
  /** @deprecated */
  tool<S extends ZodRawShape>(name: string, description: string, shape: S, annotations: ToolAnnotations, cb: ToolCallback<S>): unknown;
}
