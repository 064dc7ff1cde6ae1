import { FastMCP } from 'fastmcp';
import { z } from 'zod';

const server = new FastMCP({
  name: 'bike-rental',
  version: '1.0.0',
  instructions: 'Bike rental: finds stations and reserves bikes. Find a station before reserving a bike there.',
});

server.addTool({
  name: 'reserve_bike',
  description: 'Reserves a bike at a station for the next hour.',
  parameters: z.object({ stationId: z.string() }),
  execute: async ({ stationId }) => `reserved at ${stationId}`,
});
