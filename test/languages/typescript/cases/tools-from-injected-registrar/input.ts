import { z } from 'zod';

type Registrar = (name: string, description: string, shape: Record<string, z.ZodTypeAny>, handler: (args: never) => Promise<unknown>) => void;
type Logger = (event: string, detail: Record<string, unknown>, done: () => void) => void;

// The server's module hands its registrar to each module of tools: every call is one tool.
export function registerHiveTools(register: Registrar, log: Logger): void {
  register('list_hives', 'Lists the hives of the apiary.', { apiaryId: z.string().describe('ID of the apiary.') }, async () => []);
  register('weigh_hive', 'Records the weight of one hive.', { hiveId: z.string().describe('ID of the hive.'), kilograms: z.number() }, async () => ({}));
  // Another function handed in, called with a name and an object that is no zod shape: no tool.
  log('hives-registered', { count: 2 }, () => undefined);
}
