import { describe, expect, it } from 'vitest';
import { toDiagnostic } from '../../server/src/lsp/diagnostics';
import type { Finding } from '../../server/src/core/model/findings';
import { inTemporaryFolder, lint } from '../helpers/cli';

// A tool object written in its own module and registered by a loop in another: what the loop reads
// of it is the tool, and its findings belong where the object is written.
const TOOL = `import { z } from 'zod';

export const lookUpForecast = {
  name: 'look_up_forecast',
  description: 'Looks up the forecast for a city. You MUST ask the user for the city first.',
  inputSchema: { city: z.string().describe('City name') },
};
`;
const SECOND = `import { z } from 'zod';

export const listAlerts = {
  name: 'list_alerts',
  description: 'Lists the weather alerts of a region. You MUST ask the user for the region first.',
  inputSchema: { region: z.string().describe('Region code') },
};
`;
const SERVER = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { lookUpForecast } from './forecast-tool';
import { listAlerts } from './alerts-tool';

const server = new McpServer({ name: 'weather', version: '1.0.0' }, { instructions: 'Weather: forecasts and alerts.' });

for (const tool of [lookUpForecast, listAlerts]) {
  server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema }, async () => ({ content: [] }));
}
`;

// The same for a literal tools/list answer whose entries are imported.
const LISTED = `export const setReminder = {
  name: 'set_reminder',
  description: 'Sets a reminder for a time. You MUST ask the user for the time first.',
  inputSchema: { type: 'object', properties: { at: { type: 'string', description: 'When to remind' } }, required: ['at'] },
};
`;
const LIST_SERVER = `import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { setReminder } from './reminder-tool';

const server = new Server({ name: 'reminders', version: '1.0.0' }, { capabilities: { tools: {} }, instructions: 'Reminders: one-off alarms.' });

server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [setReminder] }));
`;

// A second server that lists the same tool object: one tool, one text, so one finding.
const SECOND_LIST_SERVER = LIST_SERVER.replace("name: 'reminders'", "name: 'reminders-lite'");

inTemporaryFolder('appfunctions-tool-objects-', {
  'reminder-tool.ts': LISTED,
  'list-server.ts': LIST_SERVER,
  'second-list-server.ts': SECOND_LIST_SERVER,
  'package.json': '{ "name": "weather", "dependencies": { "@modelcontextprotocol/sdk": "1.12.0", "zod": "3.25.76" } }',
  'forecast-tool.ts': TOOL,
  'alerts-tool.ts': SECOND,
  'server.ts': SERVER,
});

describe('tools written in another file than their registration', () => {
  it('are reported at their name in the file that writes them, one finding per tool, however many servers list them', async () => {
    const { stdout } = await lint('--format', 'json', '.');
    const findings = (JSON.parse(stdout) as { file: string; line: number; ruleId: string; fixable: boolean }[]).filter((f) => f.ruleId === 'no-prompt-language');
    expect(findings.map((f) => `${f.file}:${f.line}`).sort()).toEqual(['alerts-tool.ts:4', 'forecast-tool.ts:4', 'reminder-tool.ts:2']);
    expect(
      findings.every((f) => !f.fixable),
      'fixes edit the registration file, so they are not offered there',
    ).toBe(true);
  });

  it('keep their place at the registration in the editor, linked to where the tool is written', () => {
    const range = { start: { line: 7, character: 0 }, end: { line: 7, character: 10 } };
    const nameRange = { start: { line: 3, character: 8 }, end: { line: 3, character: 26 } };
    const finding: Finding = {
      ruleId: 'no-prompt-language',
      severity: 'warning',
      message: 'm',
      uri: 'file:///w/server.ts',
      range,
      fixable: false,
      fixes: [],
      writtenIn: { uri: 'file:///w/forecast-tool.ts', range: nameRange },
    };
    const diagnostic = toDiagnostic(finding);
    expect(diagnostic.range).toEqual(range);
    expect(diagnostic.relatedInformation).toEqual([{ location: { uri: 'file:///w/forecast-tool.ts', range: nameRange }, message: 'The tool is written here.' }]);
  });
});
