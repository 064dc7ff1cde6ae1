import { z } from 'zod';

export const potShape = {
  potId: z.string().describe('The pot to repot.'),
  size: z.enum(['small', 'medium', 'large']).describe('The new pot size.'),
};
