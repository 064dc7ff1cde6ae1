import { z } from 'zod';

/** The shed's commands, built for one storage folder. */
export const shedCommands = function (folder: string) {
  return {
    sharpen: {
      description: 'Sharpens one tool from the shed.',
      schema: { toolId: z.string().describe('The tool to sharpen.') },
      handler: async () => ({ content: [], folder }),
    },
    oil: {
      description: 'Oils the hinges of the shed door.',
      schema: {},
      handler: async () => ({ content: [], folder }),
    },
  };
};
