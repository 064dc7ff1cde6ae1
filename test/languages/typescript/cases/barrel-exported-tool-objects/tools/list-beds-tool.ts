import * as zod from 'zod';

export const listBedsTool = { name: 'list_beds', description: 'Lists the beds of a garden.', parametersSchema: zod.object({ gardenId: zod.string().describe('The garden.') }) };
