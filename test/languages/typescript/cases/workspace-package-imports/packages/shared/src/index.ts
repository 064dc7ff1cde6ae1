import { z } from 'zod';

export const SortOrder = z.enum(['asc', 'desc']).describe('Row order.');
