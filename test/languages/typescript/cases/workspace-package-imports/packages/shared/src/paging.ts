import { z } from 'zod';

export const PageSize = z.number().int().min(1).max(100).optional().describe('How many rows to return.');
