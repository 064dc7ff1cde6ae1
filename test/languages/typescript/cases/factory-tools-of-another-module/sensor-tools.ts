import { z } from 'zod';

const PARAMETER_TEXTS = {
  sensorId: 'The sensor to read',
} as const;

// A factory: the shape is a local constant, its descriptions come from a table of the module.
export function readSensorTool(unit: string) {
  const ReadSensorShape = {
    sensorId: z.string().describe(PARAMETER_TEXTS.sensorId),
  };
  return {
    name: 'read_sensor',
    description: `Reads the current value of a greenhouse sensor, in ${unit}.`,
    inputSchema: ReadSensorShape,
    handler: async () => ({ content: [] }),
  };
}
