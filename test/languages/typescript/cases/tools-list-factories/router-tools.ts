interface Catalogue {
  find(query: string): string[];
}

function findBookTool(catalogue: Catalogue) {
  return {
    name: 'find_book',
    description: 'Finds books whose title contains the words given.',
    inputSchema: { type: 'object', properties: { words: { type: 'string', description: 'Words of the title.' } }, required: ['words'] },
    handler: async (args: { words: string }) => catalogue.find(args.words),
  };
}

function namedTool(catalogue: Catalogue, name: string) {
  return { name, description: 'Reads a shelf mark.', inputSchema: { type: 'object', properties: {} }, handler: async () => catalogue.find(name) };
}

export function routerTools(catalogue: Catalogue) {
  return [findBookTool(catalogue), namedTool(catalogue, 'read_mark')];
}
