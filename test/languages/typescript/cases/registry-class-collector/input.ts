import { z } from 'zod';
import { registerShopTool } from './registry';

// Each call hands the registry one tool object: each is a tool the registry's tools/list answers.
registerShopTool({ name: 'list_products', description: 'Lists the products of the shop.', schema: z.object({}) });
registerShopTool({
  name: 'cancel_order',
  description: 'Cancels an order that has not shipped yet.',
  schema: z.object({ orderId: z.string().describe('The order to cancel.') }),
});
