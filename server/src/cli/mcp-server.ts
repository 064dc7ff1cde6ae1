// `appfunctions-lint --mcp`: the same checks as an MCP server over stdio, so a coding agent that
// writes an AppFunction or an MCP tool can check it before a person reads it. Built with the MCP
// SDK; loaded only with --mcp (a bundle of its own, see scripts/build.mjs).
import { placedWhereWritten } from '../core/analysis/placed-where-written';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import * as z from 'zod4';
import { createAnalyzer } from '../core/analyzer';
import type { RuleSettings } from '../core/config/rule-settings';
import type { DescriptionLanguageSetting } from '../core/description/languages';
import { frontEndFor } from '../core/languages/front-ends';
import type { Finding } from '../core/model/findings';
import { indexFromDisk, listWorkspaceFiles } from '../core/registry/disk-index';
import { COMMAND_PARSE_BUDGET_MS } from '../core/registry/file-limits';
import { getRule } from '../core/rules/index';
import { rulePagePath, rulePageSummary } from '../core/rules/support/rule-docs';
import { useLocale } from '../core/locale/messages';
import { findingRecord } from './formatters/json';

/** What the command line gave the server: the same options as a run over files. */
export interface McpServeOptions {
  version: string;
  /** The rule severities for a file: the configuration file's, then the command line's. */
  settingsFor(file: string): RuleSettings;
  descriptionLanguage: DescriptionLanguageSetting;
  maxFileSize: number;
  /** The folder paths are read under: the working directory. Nothing outside it is read. */
  root: string;
  /** The language of the messages and rule pages (this module may be a bundle of its own, with its own copy of the messages' state). */
  locale: string;
}

const FINDING = z.object({
  file: z.string().describe('Path relative to the working directory'),
  line: z.number().int().describe('1-based'),
  column: z.number().int().describe('1-based, in UTF-16 code units'),
  endLine: z.number().int(),
  endColumn: z.number().int(),
  ruleId: z.string(),
  severity: z.enum(['error', 'warning', 'info']),
  message: z.string(),
  fixable: z.boolean(),
});

const FINDINGS = {
  findings: z.array(FINDING).describe('Problems in file order'),
  filesChecked: z.number().int(),
  errors: z.number().int(),
  warnings: z.number().int(),
};

type FindingOutput = z.infer<typeof FINDING>;

/** The server, not yet connected: tools `check_files`, `check_source` and `explain_rule`. */
export function createMcpServer(options: McpServeOptions): McpServer {
  const root = fs.realpathSync(options.root);
  const server = new McpServer(
    { name: 'appfunctions-lint', version: options.version },
    {
      instructions:
        'A linter for functions that AI agents call. It checks files and unsaved source of Android AppFunctions (Kotlin), app descriptions (Android XML) and MCP or WebMCP tools (TypeScript) against the AppFunctions quality guidelines and compiler, and explains each rule. Files are read, never run.',
    },
  );
  const displayPath = (file: string) => path.relative(root, file).split(path.sep).join('/') || path.basename(file);
  const toOutput = (findings: Finding[], shown: (uri: string) => string): FindingOutput[] => findings.map((f) => findingRecord(f, shown));
  const result = (findings: FindingOutput[], filesChecked: number) => {
    const structuredContent = {
      findings,
      filesChecked,
      errors: findings.filter((f) => f.severity === 'error').length,
      warnings: findings.filter((f) => f.severity === 'warning').length,
    };
    return { content: [{ type: 'text' as const, text: JSON.stringify(structuredContent, null, 2) }], structuredContent };
  };
  const failure = (message: string) => ({ content: [{ type: 'text' as const, text: message }], isError: true });

  server.registerTool(
    'check_files',
    {
      title: 'Check files',
      description:
        'Checks Kotlin, Android XML and TypeScript files or folders under the working directory against the AppFunctions guidelines and compiler rules, and returns each problem with its file, line, rule and message.',
      inputSchema: { paths: z.array(z.string()).min(1).describe('Files or folders, relative to the working directory or absolute inside it') },
      outputSchema: FINDINGS,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ paths }) => {
      const resolved: string[] = [];
      for (const p of paths) {
        const full = path.resolve(root, p);
        let real: string;
        try {
          real = fs.realpathSync(full);
        } catch {
          // Expected: a path that does not exist is the caller's mistake, said in the answer.
          return failure(`No such file or folder: ${p}`);
        }
        if (real !== root && !real.startsWith(`${root}${path.sep}`)) return failure(`Outside the working directory, not read: ${p}`);
        resolved.push(real);
      }
      const files = listWorkspaceFiles(resolved);
      const analyzer = await createAnalyzer(files);
      analyzer.registry.limits = { maxFileSize: options.maxFileSize, parseTimeMs: COMMAND_PARSE_BUDGET_MS };
      await indexFromDisk(analyzer.registry, resolved, { files });
      const findings = placedWhereWritten(files.flatMap((file) => analyzer.findings(file, options.settingsFor(file), options.descriptionLanguage)));
      return result(toOutput(findings, displayPath), files.length);
    },
  );

  server.registerTool(
    'check_source',
    {
      title: 'Check source text',
      description:
        'Checks one file given as text, before it is written, as if it were alone in its project; the file name decides the language (.kt, .ts, AndroidManifest.xml, res/xml/*.xml).',
      inputSchema: {
        fileName: z.string().min(1).describe('Such as NotesFunctions.kt, src/server.ts or app/src/main/AndroidManifest.xml'),
        text: z.string().describe('The whole content of the file'),
      },
      outputSchema: FINDINGS,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ fileName, text }) => {
      const file = path.join(root, fileName);
      if (!frontEndFor(file)) return failure(`Not a file this checker reads: ${fileName} (use .kt, .kts, .ts, .tsx, .js, .jsx, AndroidManifest.xml or res/xml*/*.xml)`);
      const analyzer = await createAnalyzer([file]);
      analyzer.registry.limits = { maxFileSize: options.maxFileSize, parseTimeMs: COMMAND_PARSE_BUDGET_MS };
      analyzer.registry.update(file, text);
      return result(
        toOutput(analyzer.findings(file, options.settingsFor(file), options.descriptionLanguage), () => fileName),
        1,
      );
    },
  );

  server.registerTool(
    'explain_rule',
    {
      title: 'Explain a rule',
      description: 'Returns what a rule checks, why it matters to an agent and how to fix what it reports, from its documentation page.',
      inputSchema: { ruleId: z.string().describe('A rule id from a finding, such as kdoc-complete') },
      outputSchema: {
        ruleId: z.string(),
        summary: z.string(),
        defaultSeverity: z.string(),
        fixable: z.boolean(),
        page: z.string().describe('The rule page in Markdown'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ ruleId }) => {
      const rule = getRule(ruleId);
      if (!rule) return failure(`No rule '${ruleId}'`);
      const page = fs.readFileSync(rulePagePath(ruleId), 'utf8');
      const structuredContent = {
        ruleId,
        summary: rulePageSummary(ruleId) ?? '',
        defaultSeverity: rule.meta.defaultSeverity,
        fixable: rule.meta.fixable,
        page,
      };
      return { content: [{ type: 'text' as const, text: page }], structuredContent };
    },
  );
  return server;
}

/** Serves the tools over stdio until the client closes the connection. */
export async function serveMcp(options: McpServeOptions): Promise<void> {
  useLocale(options.locale);
  const server = createMcpServer(options);
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = () => resolve();
  });
  await server.connect(new StdioServerTransport());
  await closed;
}
