const searchTool = {
  name: 'search_products',
  title: 'Search products',
  description: 'Searches the product catalogue by keyword.',
  inputSchema: {
    type: 'object',
    properties: {
      keyword: { type: 'string', description: 'Word to look for in product names.' },
      maxPrice: { type: 'number', description: 'Highest price, in euros.' },
    },
    required: ['keyword'],
  },
  annotations: { readOnlyHint: true },
  async execute({ keyword, maxPrice }: { keyword: string; maxPrice?: number }) {
    return catalogue.search(keyword, maxPrice);
  },
};

document.modelContext.registerTool(searchTool);

navigator.modelContext.registerTool({
  name: 'add_to_cart',
  description: 'Adds a product to the cart.',
  inputSchema: { type: 'object', properties: { sku: { type: 'string', description: 'Product SKU.' } }, required: ['sku'] },
  execute: async (input: { sku: string }) => cart.add(input.sku),
});
