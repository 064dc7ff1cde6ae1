export class TideTool {
  static schema() {
    return {
      name: 'get_tide_times',
      description: 'Gets the high and low tide times of one day.',
      inputSchema: { type: 'object', properties: { date: { type: 'string', description: 'Day, YYYY-MM-DD.' } }, required: ['date'] },
    };
  }
}
