import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { listGreenhouseTools } from './handlers';

const server = new Server({ name: 'greenhouse', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Greenhouse: reads the sensors of each bay.' });

// The handler is named, not written here: its tools are read from its module and shown here.
server.setRequestHandler(ListToolsRequestSchema, listGreenhouseTools);
