export { waterBedTool } from './water-bed-tool.js';
export * from './list-beds-tool.js';
