import { z } from 'zod';
import { makeTool } from './make-tool';

export default makeTool('delete-payslip', 'Deletes one payslip by its ID.', { payslipId: z.string().describe('The payslip to delete') }, async () => ({ content: [] }));
