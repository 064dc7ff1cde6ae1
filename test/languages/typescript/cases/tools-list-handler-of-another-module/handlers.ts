// The tools/list answer, written as a named function of its own module.
async function listGreenhouseTools() {
  return {
    tools: [
      {
        name: 'read_humidity',
        description: 'Reads the humidity of one greenhouse bay.',
        inputSchema: { type: 'object', properties: { bayId: { type: 'string', description: 'Bay to read' } }, required: ['bayId'] },
      },
    ],
  };
}

export { listGreenhouseTools };
