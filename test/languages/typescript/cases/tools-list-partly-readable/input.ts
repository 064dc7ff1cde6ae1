import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const server = new Server({ name: 'herbarium', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Herbarium: pressed plant specimens.' });

const findSpecimen = { name: 'find_specimen', description: 'Finds specimens by plant name.', inputSchema: { type: 'object', properties: { plant: { type: 'string' } } } };
const lendSpecimen = { name: 'lend_specimen', description: 'Lends one specimen to another herbarium.', inputSchema: { type: 'object', properties: { specimenId: { type: 'string' } } } };
const scanSpecimen = { name: 'scan_specimen', description: 'Scans one specimen sheet.', inputSchema: { type: 'object', properties: {} } };

// A list the code extends when a setting allows it: what it holds is known only at run time.
function optionalTools() {
  const extra = [scanSpecimen];
  if (process.env.HERBARIUM_DRAFTS === '1') extra.push({ name: 'draft_label', description: 'Drafts a label.', inputSchema: { type: 'object', properties: {} } });
  return extra;
}

// A filter for a profile: either all the tools it is given or some of them.
function forProfile<T extends { name: string }>(tools: readonly T[]): T[] {
  if (!process.env.HERBARIUM_PROFILE) return [...tools];
  return tools.filter((tool) => tool.name.startsWith('find'));
}

const allTools = [findSpecimen, lendSpecimen, ...optionalTools()];

// The tools that can be read are listed; the part that cannot stands as one unresolved entry.
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: forProfile(allTools).map((tool) => ({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema })),
}));
