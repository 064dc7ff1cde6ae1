import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'alarm-rules', version: '0.4.0' }, { instructions: 'Creates and lists alarm rules for greenhouse sensors.' });

// What the rule does when misconfigured, said of the rule: no one is asked to hide anything.
server.registerTool(
  'create_alarm_rule',
  {
    description: 'Creates an alarm rule for a sensor. A rule without a notification channel is saved but will silently NEVER alert; its events are silently not delivered.',
    inputSchema: { sensorId: z.string().describe('Sensor the rule watches'), channel: z.string().optional().describe('Where alerts go') },
  },
  async () => ({ content: [] }),
);
