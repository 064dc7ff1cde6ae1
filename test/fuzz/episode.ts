import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ResponseError,
  ErrorCodes,
  type CodeAction,
  type Command,
  type Diagnostic,
  type DocumentDiagnosticReport,
  type Range,
  type TextEdit,
  type WorkspaceEdit,
} from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { pick } from '../helpers/seeded-random';
import { HangError, ServerGoneError, type FuzzClient } from './fuzz-client';
import type { FuzzInput } from './mutate';
import type { ParseQuality } from './parse-quality';

/** What the harness checks on every input. */
export const CHECKS = ['crash', 'hang', 'internal-error', 'error-response', 'slow', 'edit-outside', 'diagnostic-outside', 'worse-fix', 'fix-all-not-idempotent'] as const;
export type Check = (typeof CHECKS)[number] | 'memory';

export interface Failure {
  check: Check;
  detail: string;
  method?: string;
  ms?: number;
}

export interface EpisodeOptions {
  /** A request slower than this is a `slow` failure (Infinity: not checked). */
  slowMs: number;
  /** Chance of a workspace pull in an input. */
  workspacePullChance: number;
}

export interface EpisodeResult {
  failures: Failure[];
  /** The server must be replaced (it crashed or stopped answering). */
  restart: boolean;
}

const FIX_ALL_KIND = 'source.fixAll.appfunctions';
const LANGUAGE_IDS = { kotlin: 'kotlin', typescript: 'typescript', xml: 'xml', csharp: 'csharp' } as const;
/** Where a declaration starts, for the hover on one (C#: a function's attribute or its type). */
const DECLARATION = /\b(fun|tool|registerTool|function)\b/;
const CSHARP_DECLARATION = /\b(AppFunction|AppParameter|AppEntity|record|class)\b/;
/** At most this many diagnostics get a code-action request per input (throughput). */
const DIAGNOSTICS_ASKED = 3;
/** At most this many returned actions are re-parsed for the worse-fix check per input. */
const ACTIONS_PARSED = 10;

/** A failure that ends the input: the server is gone or stuck. */
class Stop extends Error {}

/**
 * One input, driven as an editor drives a file: open a version with a piece missing, type part of
 * it back key by key and paste the rest, pull diagnostics, hover, ask for code actions over each
 * diagnostic and check their edits, apply one, run fix-all twice, close. `r` chooses everything, so
 * the same seed on the same server build sends the same messages.
 */
export async function runEpisode(client: FuzzClient, input: FuzzInput, folder: string, r: () => number, quality: ParseQuality, options: EpisodeOptions): Promise<EpisodeResult> {
  const failures: Failure[] = [];
  const errorsBefore = client.errorLog.length;
  const uri = pathToFileURL(path.join(folder, input.path)).href;
  const languageId = LANGUAGE_IDS[input.kind];
  const fileName = path.basename(input.path);
  const errorCounts = new Map<string, number>();
  const errorsOf = (text: string) => {
    let count = errorCounts.get(text);
    if (count === undefined) {
      count = quality.errorCount(input.kind, fileName, text);
      if (errorCounts.size > 8) errorCounts.clear();
      errorCounts.set(text, count);
    }
    return count;
  };

  const request = async <T>(method: string, params: unknown): Promise<T | undefined> => {
    try {
      const { result, ms } = await client.request<T>(method, params);
      if (ms > options.slowMs) failures.push({ check: 'slow', method, ms: Math.round(ms), detail: `${method} answered in ${Math.round(ms)} ms` });
      return result;
    } catch (error) {
      if (error instanceof HangError) {
        failures.push({ check: 'hang', method, detail: error.message });
        throw new Stop();
      }
      if (error instanceof ServerGoneError) {
        failures.push({ check: 'crash', method, detail: `${error.message}\n${client.stderr.slice(-4000)}` });
        throw new Stop();
      }
      if (error instanceof ResponseError) {
        const internal = error.code === ErrorCodes.InternalError || error.code === ErrorCodes.UnknownErrorCode;
        failures.push({ check: internal ? 'internal-error' : 'error-response', method, detail: `${method} answered error ${error.code}: ${error.message}` });
        return undefined;
      }
      throw error;
    }
  };
  const notify = async (method: string, params: unknown) => {
    try {
      await client.notify(method, params);
    } catch (error) {
      if (!(error instanceof ServerGoneError)) throw error;
      failures.push({ check: 'crash', method, detail: `${error.message}\n${client.stderr.slice(-4000)}` });
      throw new Stop();
    }
  };

  let doc: TextDocument;
  let version = 1;
  const change = async (changes: { range: Range; text: string }[]) => {
    version++;
    doc = TextDocument.update(doc, changes, version);
    await notify('textDocument/didChange', { textDocument: { uri, version }, contentChanges: changes });
  };
  const pull = async (): Promise<Diagnostic[]> => {
    const report = await request<DocumentDiagnosticReport>('textDocument/diagnostic', { textDocument: { uri } });
    const items = report && report.kind === 'full' ? report.items : [];
    for (const d of items) {
      const problem = rangeProblem(doc, d.range);
      if (problem) failures.push({ check: 'diagnostic-outside', method: 'textDocument/diagnostic', detail: `${String(d.code)} at ${JSON.stringify(d.range)}: ${problem}` });
    }
    return items;
  };

  try {
    // Open with a piece missing, then type part of it back and paste the rest.
    const text = input.text;
    let openText = text;
    let missingAt = -1;
    let missing = '';
    if (text.length > 0 && text.length < 300_000 && r() < 0.7) {
      missingAt = safeOffset(text, Math.floor(r() * text.length));
      const end = safeOffset(text, Math.min(text.length, missingAt + 1 + Math.floor(r() * 300)));
      missing = text.slice(missingAt, end);
      openText = text.slice(0, missingAt) + text.slice(end);
    }
    doc = TextDocument.create(uri, languageId, version, openText);
    await notify('textDocument/didOpen', { textDocument: { uri, languageId, version, text: openText } });
    // The pull on open: always when nothing is typed next, else now and then (typing pulls anyway).
    if (missing.length === 0 || r() < 0.3) await pull();
    if (missing.length > 0) {
      const typed = safeOffset(missing, Math.min(missing.length, Math.floor(r() * 16)));
      let offset = missingAt;
      let i = 0;
      const pullAfter = Math.floor(typed / 2) || -1;
      while (i < typed) {
        // Enter types a CRLF at once; a surrogate pair is one key.
        const width = isHighSurrogate(missing.charCodeAt(i)) || missing.startsWith('\r\n', i) ? 2 : 1;
        const piece = missing.slice(i, i + width);
        const here = doc.positionAt(offset);
        if (r() < 0.1) {
          // A wrong key, then backspace.
          await change([{ range: { start: here, end: here }, text: 'q' }]);
          await change([{ range: { start: here, end: doc.positionAt(offset + 1) }, text: '' }]);
        }
        await change([{ range: { start: here, end: here }, text: piece }]);
        offset += width;
        i += width;
        // An editor pulls after edits; one pull in the middle of the typing stands for those.
        if (i === pullAfter) await pull();
      }
      const here = doc.positionAt(offset);
      await change([{ range: { start: here, end: here }, text: missing.slice(typed) }]);
    }
    let diagnostics = await pull();

    if (r() < options.workspacePullChance) await request('workspace/diagnostic', { previousResultIds: [] });

    // Hover where an author points: anywhere, and on what was reported.
    const hoverAt = [Math.floor(r() * (doc.getText().length + 1))];
    if (diagnostics.length > 0) hoverAt.push(doc.offsetAt(pick(r, diagnostics).range.start));
    const declaration = (input.kind === 'csharp' ? CSHARP_DECLARATION : DECLARATION).exec(doc.getText());
    if (declaration) hoverAt.push(declaration.index + 1);
    for (const offset of hoverAt) await request('textDocument/hover', { textDocument: { uri }, position: doc.positionAt(offset) });

    // Code actions over each diagnostic; every edit is checked, one fix is applied.
    let parsed = 0;
    const candidates: WorkspaceEdit[] = [];
    const asked = shuffled(diagnostics, r).slice(0, DIAGNOSTICS_ASKED);
    for (const diagnostic of asked) {
      const actions =
        (await request<(CodeAction | Command)[] | null>('textDocument/codeAction', {
          textDocument: { uri },
          range: diagnostic.range,
          context: { diagnostics: [diagnostic], triggerKind: 1 },
        })) ?? [];
      for (const action of actions) {
        if (!('edit' in action) || !action.edit) continue;
        const edits = editsFor(action.edit, uri, failures, action.title);
        if (!edits) continue;
        const after = applyChecked(doc, edits, failures, action.title);
        if (after === undefined) continue;
        candidates.push(action.edit);
        if (parsed++ < ACTIONS_PARSED && errorsOf(after) > errorsOf(doc.getText())) {
          failures.push({
            check: 'worse-fix',
            method: 'textDocument/codeAction',
            detail: `'${action.title}' (${String(diagnostic.code)}): ${errorsOf(doc.getText())} parse errors before, ${errorsOf(after)} after`,
          });
        }
      }
    }
    if (candidates.length > 0) {
      const chosen = pick(r, candidates);
      const edits = editsFor(chosen, uri, [], '')!;
      await change(sortedForSequentialApply(edits).map((e) => ({ range: e.range, text: e.newText })));
      diagnostics = await pull();
    }

    // Fix-all as on save, twice: the second must find nothing left to change.
    for (let round = 0; round < 2; round++) {
      const whole = { start: { line: 0, character: 0 }, end: doc.positionAt(doc.getText().length) };
      const actions =
        (await request<(CodeAction | Command)[] | null>('textDocument/codeAction', {
          textDocument: { uri },
          range: whole,
          context: { diagnostics: [], only: [FIX_ALL_KIND], triggerKind: 2 },
        })) ?? [];
      const fixAll = actions.find((a): a is CodeAction => 'edit' in a && a.edit !== undefined);
      if (!fixAll?.edit) break;
      const edits = editsFor(fixAll.edit, uri, failures, fixAll.title);
      if (!edits) break;
      const before = doc.getText();
      const after = applyChecked(doc, edits, failures, fixAll.title);
      if (after === undefined || after === before) break;
      if (round === 1) {
        failures.push({ check: 'fix-all-not-idempotent', method: 'textDocument/codeAction', detail: `fix-all changed the text again: ${describeChange(before, after)}` });
        break;
      }
      if (errorsOf(after) > errorsOf(before))
        failures.push({ check: 'worse-fix', method: 'textDocument/codeAction', detail: `fix-all: ${errorsOf(before)} parse errors before, ${errorsOf(after)} after` });
      await change(sortedForSequentialApply(edits).map((e) => ({ range: e.range, text: e.newText })));
      await pull();
    }
    await notify('textDocument/didClose', { textDocument: { uri } });
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
  for (const message of client.errorLog.slice(errorsBefore)) failures.push({ check: 'internal-error', detail: message });
  return { failures, restart: failures.some((f) => f.check === 'crash' || f.check === 'hang') };
}

/** The edits of a workspace edit for this document; edits to other files are a failure. */
function editsFor(edit: WorkspaceEdit, uri: string, failures: Failure[], title: string): TextEdit[] | undefined {
  const edits: TextEdit[] = [];
  for (const [target, list] of Object.entries(edit.changes ?? {})) {
    if (target !== uri) {
      failures.push({ check: 'edit-outside', method: 'textDocument/codeAction', detail: `'${title}' edits another file: ${target}` });
      return undefined;
    }
    edits.push(...list);
  }
  for (const change of edit.documentChanges ?? []) {
    if (!('textDocument' in change) || change.textDocument.uri !== uri) {
      failures.push({ check: 'edit-outside', method: 'textDocument/codeAction', detail: `'${title}' changes another file or a resource` });
      return undefined;
    }
    edits.push(...change.edits.map((e) => ('range' in e ? { range: e.range, newText: e.newText } : e)));
  }
  return edits;
}

/** The text after `edits`, or undefined (and a failure) when an edit is outside the document or two overlap. */
function applyChecked(doc: TextDocument, edits: TextEdit[], failures: Failure[], title: string): string | undefined {
  for (const edit of edits) {
    const problem = rangeProblem(doc, edit.range);
    if (problem) {
      failures.push({ check: 'edit-outside', method: 'textDocument/codeAction', detail: `'${title}' edit at ${JSON.stringify(edit.range)}: ${problem}` });
      return undefined;
    }
  }
  const spans = edits.map((e) => ({ start: doc.offsetAt(e.range.start), end: doc.offsetAt(e.range.end), text: e.newText })).sort((a, b) => a.start - b.start);
  for (let i = 1; i < spans.length; i++) {
    if (spans[i]!.start < spans[i - 1]!.end) {
      failures.push({
        check: 'edit-outside',
        method: 'textDocument/codeAction',
        detail: `'${title}' has overlapping edits at offsets ${spans[i - 1]!.start}-${spans[i - 1]!.end} and ${spans[i]!.start}-${spans[i]!.end}`,
      });
      return undefined;
    }
  }
  const text = doc.getText();
  let out = '';
  let last = 0;
  for (const span of spans) {
    out += text.slice(last, span.start) + span.text;
    last = span.end;
  }
  return out + text.slice(last);
}

/** Why a range is not inside the document (undefined when it is). */
export function rangeProblem(doc: TextDocument, range: Range): string | undefined {
  for (const [name, p] of [
    ['start', range.start],
    ['end', range.end],
  ] as const) {
    if (!Number.isInteger(p.line) || !Number.isInteger(p.character) || p.line < 0 || p.character < 0) return `${name} is not a position`;
    if (p.line >= doc.lineCount) return `${name} line ${p.line} is past the last line (${doc.lineCount - 1})`;
    const length = lineLength(doc, p.line);
    if (p.character > length) return `${name} character ${p.character} is past the end of line ${p.line} (${length})`;
  }
  if (range.start.line > range.end.line || (range.start.line === range.end.line && range.start.character > range.end.character)) return 'start is after end';
  return undefined;
}

function lineLength(doc: TextDocument, line: number): number {
  const text = doc.getText();
  const start = doc.offsetAt({ line, character: 0 });
  let end = line + 1 < doc.lineCount ? doc.offsetAt({ line: line + 1, character: 0 }) : text.length;
  if (end > start && text[end - 1] === '\n') end--;
  if (end > start && text[end - 1] === '\r') end--;
  return end - start;
}

/**
 * Edits of one workspace edit as sequential content changes: last first, so earlier ranges stay
 * valid; edits at the same place in reverse, so that they end up in the order they were given.
 */
function sortedForSequentialApply(edits: TextEdit[]): TextEdit[] {
  const cmp = (a: Range['start'], b: Range['start']) => a.line - b.line || a.character - b.character;
  return edits
    .map((edit, index) => ({ edit, index }))
    .sort((a, b) => cmp(b.edit.range.start, a.edit.range.start) || b.index - a.index)
    .map((x) => x.edit);
}

/** A copy of `items` in an order drawn from `r`. */
function shuffled<T>(items: readonly T[], r: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function describeChange(before: string, after: string): string {
  let start = 0;
  while (start < before.length && before[start] === after[start]) start++;
  return `at offset ${start}: ${JSON.stringify(before.slice(start, start + 80))} became ${JSON.stringify(after.slice(start, start + 80))}`;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** An offset moved off the middle of a surrogate pair or of a CRLF (an editor's cursor is never there). */
function safeOffset(text: string, offset: number): number {
  if (offset <= 0 || offset >= text.length) return offset;
  const here = text.charCodeAt(offset);
  const before = text.charCodeAt(offset - 1);
  return (isLowSurrogate(here) && isHighSurrogate(before)) || (here === 10 && before === 13) ? offset - 1 : offset;
}
