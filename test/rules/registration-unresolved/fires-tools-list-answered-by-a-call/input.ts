import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { catalogueTools, answerToolList } from './catalogue';

// The answer is made by another function: one unresolved entry each, never zero tools.
export class SeedCatalogue {
  private server = new Server({ name: 'seeds', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Seed catalogue: finds and orders seeds.' });

  setup(): void {
    // Wrapped in Promise.resolve by hand.
    this.server.setRequestHandler(ListToolsRequestSchema, () => {
      return Promise.resolve({ tools: catalogueTools() as Tool[] });
    });
  }
}

const mirror = new Server({ name: 'seeds-mirror', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Seed catalogue: finds and orders seeds.' });
// The whole answer comes from a helper.
mirror.setRequestHandler(ListToolsRequestSchema, (request) => {
  return answerToolList(request);
});

declare function auditStamp(): string;
declare const cachedAnswer: { tools: Tool[] };
const third = new Server({ name: 'seeds-cache', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Seed catalogue: finds and orders seeds.' });
// The answer is spread from an object made elsewhere; the call in the nested function is not the answer.
third.setRequestHandler(ListToolsRequestSchema, async () => {
  const stamp = () => {
    return auditStamp();
  };
  stamp();
  return { ...cachedAnswer };
});
