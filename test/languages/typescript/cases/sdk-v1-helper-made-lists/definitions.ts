import { z } from 'zod';
import { inTwoLanguages } from './i18n';

const stopArgs = z.object({ stopId: z.string().describe('Bus stop code') });

// The tool list comes from a function, as some servers build it once at start-up.
export const listDefinitions = () => [
  {
    name: 'next_buses',
    description: inTwoLanguages('Lists the next buses at a stop.', 'Lista os próximos ônibus de uma parada.'),
    parameters: stopArgs.shape,
  },
  {
    name: 'stop_lines',
    description: inTwoLanguages('Lists the lines that serve a stop.', 'Lista as linhas que atendem uma parada.'),
    parameters: stopArgs.shape,
  },
];
