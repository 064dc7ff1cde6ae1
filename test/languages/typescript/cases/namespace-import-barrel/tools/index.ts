export { pruneRoseTool } from './prune.js';
export * from './feed.js';
export type { FeedKind } from './feed.js';
