import { z } from 'zod';
import { createTool } from './factory';

const toolName = 'get_invoice';
const config = { description: 'Gets one invoice by its number.', inputSchema: { invoiceNumber: z.string().describe('Number of the invoice.') } };

export const getInvoice = createTool(toolName, config, async () => 'invoice');
