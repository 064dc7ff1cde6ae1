import { z } from 'zod';

export const Paging = z.object({
  page: z.number().int().optional().describe('Page to return, from 1'),
  order: z.enum(['oldest', 'newest']).optional().describe('Which entries come first'),
});

export const ListPayslipsArgs = z
  .object({ employeeId: z.string().describe('Employee whose payslips to list') })
  .merge(Paging)
  .describe('Arguments for listing payslips');
