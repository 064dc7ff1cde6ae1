export const bedTools = {
  weed_bed: {
    description: 'Removes the weeds of one bed.',
    inputSchema: { type: 'object', properties: { bed: { type: 'string', description: 'Name of the bed.' } }, required: ['bed'] },
  },
};
