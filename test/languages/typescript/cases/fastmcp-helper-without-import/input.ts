import { z } from 'zod';

// The server is handed in by the file that creates it; this file never imports fastmcp.
export function registerTimerTools(server: { addTool(tool: unknown): void }) {
  server.addTool({
    name: 'start_timer',
    description: 'Starts a kitchen timer that rings after the given minutes.',
    parameters: z.object({
      minutes: z.number().positive().describe('Minutes until the timer rings.'),
      label: z.string().optional().describe('Name shown when it rings.'),
    }),
    execute: async ({ minutes, label }) => startTimer(minutes, label),
  });
}

declare function startTimer(minutes: number, label?: string): Promise<string>;
