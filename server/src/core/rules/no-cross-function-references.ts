import * as l10n from '@vscode/l10n';
import { BoundedMap, cacheSlot } from '../model/analysis-caches';
import { rangeInPiece } from '../text/source-text';
import type { TextPiece } from '../model/text-pieces';
import type { ZodValue } from '../model/tool-facts';
import { descriptionTargets, type DescriptionTarget } from './support/readable-text';
import { defineRule } from './rule';
import { type WorkspaceView } from '../model/workspace-view';
import { analyzeText, matchesOf, type DescriptionLanguageSetting, matchesOnce, overlaps, type TextSpan } from '../description/index';
import { escapeRegExp } from '../text/escape-regexp';

/**
 * Each description must stand alone: the agent plans across functions from the app description.
 * Telling it to call something first, naming sibling functions, or steering it away from other
 * apps couples functions in ways the agent cannot check. A name counts when it is declared in the
 * workspace, or when it is tool-shaped (snake_case, kebab-case, camelCase or quoted) and a
 * reference word stands around it ("use X instead", "after X", "Get from X"), wherever X lives.
 * The function's own name and its parameters' names are not references.
 */
export default defineRule({
  meta: {
    id: 'no-cross-function-references',
    description: 'No procedural references to other functions or attempts to steer the choice of other apps\u2019 functions.',
    guideline: 'Keep each description self-contained; put call order in the app description, and do not influence other functions.',
    defaultSeverity: 'warning',
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: false,
    // What a description names is read against the workspace's function names (facts, which the
    // reuse key holds) and this file's: while one function is edited, every function keeps its id,
    // so its name, and the indexed file's names stand in for those of the functions left out.
    scope: 'function',
  },
  check({ file, workspace, caches, descriptionLanguage, report }) {
    const workspaceNames = caches.memo(workspace, 'function-names', () => functionNames(workspace));
    // The workspace's names plus this file's (which may not be indexed): looked up in both, not
    // copied, since a copy of every workspace name per file costs more than the check itself.
    const ownNames = new Set(file.functions.map((fn) => fn.name));
    const otherNames: NameSet = { has: (name) => workspaceNames.has(name) || ownNames.has(name) };

    const exemptByOwner = new Map<object, { has(name: string): boolean }>();
    for (const target of descriptionTargets(file)) {
      // Call order and tool choice belong in the app description.
      if (target.kind === 'app') continue;
      const text = target.piece.text;
      const found: { span: TextSpan; kind: 'procedure' | 'influence' | 'name'; name?: string }[] = [];
      const add = (span: TextSpan, kind: 'procedure' | 'influence' | 'name', name?: string) => {
        // "after calling listNotes", "Prefer this over other apps": one finding, not two.
        const touching = (a: TextSpan, b: TextSpan) => a.end <= b.start && /^\s?$/.test(text.slice(a.end, b.start));
        const joined = found.find((f) => f.kind !== 'name' && (touching(f.span, span) || (kind !== 'name' && touching(span, f.span))));
        if (joined) {
          const start = Math.min(joined.span.start, span.start);
          const end = Math.max(joined.span.end, span.end);
          joined.span = { start, end, text: text.slice(start, end) };
          return;
        }
        if (found.some((f) => overlaps(f.span, span))) return;
        found.push({ span, kind, name });
      };
      const scanned = scanPiece(target.piece, descriptionLanguage, caches.get(PIECE_SCANS));
      // One set per function or type: its description and each parameter's are checked against the same names.
      const owner: object = target.fn && target.type ? target : (target.fn ?? target.type ?? target);
      let exempt = exemptByOwner.get(owner);
      if (!exempt) exemptByOwner.set(owner, (exempt = exemptNames(target)));
      for (const { span, kind } of scanned.phrases) {
        // "Use keepDatabaseState to…", "call `rollBackRelease` again": the phrase's only name is this function's own or one of its inputs.
        const named = [...span.text.matchAll(WORD)].map((m) => m[0]).filter((word) => /[a-z][A-Z]|_|-/.test(word));
        if (named.length > 0 && named.every((word) => exempt.has(word))) continue;
        add(span, kind);
      }
      for (const { span, name } of scanned.references) {
        if (exempt.has(name) || isQuotedExample(text, span)) continue;
        // "a token issued via grantToken()": a camelCase name written as a call that no function of
        // the workspace has is a method of the code or its SDK, which the agent cannot call.
        if (span.text.endsWith('()') && /[a-z][A-Z]/.test(name) && !otherNames.has(name)) continue;
        add(span, 'name', name);
      }
      for (const { span, name } of knownNameMentions(text, scanned.words, otherNames)) {
        if (!exempt.has(name) && !isQuotedExample(text, span)) add(span, 'name', name);
      }
      for (const { span, kind, name } of found.sort((a, b) => a.span.start - b.span.start)) {
        const words = span.text.replace(/\s+/g, ' ');
        const message =
          kind === 'procedure'
            ? l10n.t("'{0}' tells the agent what to call around this function. Put call order in the app description.", words)
            : kind === 'influence'
              ? l10n.t("'{0}' tries to steer the agent between functions. Describe only what this function does.", words)
              : l10n.t("Names another function, '{0}'. Keep the description self-contained; describe call order in the app description.", name ?? words);
        report({ range: rangeInPiece(target.piece, span.start, span.end), message });
      }
    }
  },
});

/**
 * What a description says regardless of the workspace: its procedural and steering phrases, the
 * tool-shaped names it refers to ("use list-segments", "Get from list_tags"), and its words.
 */
interface PieceScan {
  /** The description language setting the piece was read under. */
  language: DescriptionLanguageSetting;
  phrases: { span: TextSpan; kind: 'procedure' | 'influence' }[];
  references: { span: TextSpan; name: string }[];
  words: TextSpan[];
}

/**
 * The workspace-independent part of the check, per piece: while a big file is edited, its
 * unchanged descriptions keep their pieces, so this runs once for them. Bounded, oldest out, so a
 * cold run over a large workspace does not keep every description's words.
 */
function scanPiece(piece: TextPiece, language: DescriptionLanguageSetting, pieceScans: BoundedMap<TextPiece, PieceScan>): PieceScan {
  let scan = pieceScans.get(piece);
  if (!scan || scan.language !== language) {
    const text = piece.text;
    const analysis = analyzeText(text, language);
    const phrases: PieceScan['phrases'] = [
      ...analysis.callOrder.map((span) => ({ span, kind: 'procedure' as const })),
      ...analysis.influence.map((span) => ({ span, kind: 'influence' as const })),
    ];
    scan = { language, phrases, references: analysis.references, words: matchesOf(text, WORD) };
    pieceScans.set(piece, scan, text.length);
  }
  return scan;
}

/** "e.g.", "for example", "such as", then any earlier quoted examples of the same list, then an opening quote. */
const EXAMPLE_BEFORE = /\b(?:e\.\s?g\.|for\s+example|such\s+as)[,:]?\s*(?:["'`“‘][^"'`”’\n]{1,64}["'`”’]\s*(?:,|\/|\bor\b|\band\b)\s*)*["'`“‘]$/i;

/**
 * Whether a name is a quoted example of a value ('Tool name (e.g., "list_campaigns", "get_report")'):
 * a value the input takes or the text shows, not a function the agent is sent to.
 */
function isQuotedExample(text: string, span: TextSpan): boolean {
  const quoteAt = /^[`'"“‘]/.test(span.text) ? span.start + 1 : span.start;
  return EXAMPLE_BEFORE.test(text.slice(Math.max(0, quoteAt - 240), quoteAt));
}

/** At most 2,000 pieces and a million characters of their texts (a scan keeps every word of its piece). */
const PIECE_SCANS = cacheSlot('no-cross-function-references: piece scans', () => new BoundedMap<TextPiece, PieceScan>(2_000, 1_000_000));
/** A word that may be a function name. */
const WORD = /[A-Za-z_$][\w$]*/g;

/**
 * The function's own name, its parameter (or the type's property) names and its output's fields
 * are not other functions, in any spelling: `run_rollback_pipeline` is named `runRollbackPipeline` in its own
 * description, `filter_by_result` is `filterByResult`.
 */
function exemptNames(target: DescriptionTarget): { has(name: string): boolean } {
  const names = new Set<string>();
  if (target.fn) {
    names.add(spellingFree(target.fn.name));
    for (const parameter of target.fn.parameters) names.add(spellingFree(parameter.name));
    // A tool's input nested in one wrapper parameter (`{ params: Args.optional() }`) names its fields too.
    // Its own output's fields too: "the next page: pass next_cursor back" pages through this tool.
    for (const schema of [target.fn.tool?.inputSchema, target.fn.tool?.outputSchema]) {
      if (schema?.zod) collectKeys(schema.zod, names, 0);
      if (schema?.json !== undefined) collectJsonKeys(schema.json, names, 0);
    }
  }
  if (target.type) for (const property of target.type.properties) names.add(spellingFree(property.name));
  return { has: (name) => names.has(spellingFree(name)) };
}

/** Every key of the objects inside a zod schema value and every short string it holds (enum values), its chain's arguments included (a few levels deep). */
function collectKeys(value: ZodValue, into: Set<string>, depth: number): void {
  if (depth > 8) return;
  if (value.kind === 'object') {
    for (const entry of value.entries) {
      into.add(spellingFree(entry.key));
      collectKeys(entry.value, into, depth + 1);
    }
  } else if (value.kind === 'array') for (const item of value.items) collectKeys(item, into, depth + 1);
  // The values an input takes (`z.enum(['insert_in_slot', …])`): "use insert_in_slot" picks one of this tool's own actions.
  else if (value.kind === 'literal' && typeof value.value === 'string' && value.value.length <= 64) into.add(spellingFree(value.value));
  else if (value.kind === 'zod') {
    for (const arg of value.args) collectKeys(arg, into, depth + 1);
    for (const step of value.chain) for (const arg of step.args) collectKeys(arg, into, depth + 1);
  }
}

/** Every `properties` key and `enum`/`const` value of a literal JSON Schema, nested ones included (a few levels deep). */
function collectJsonKeys(schema: unknown, into: Set<string>, depth: number): void {
  if (depth > 8 || !schema || typeof schema !== 'object') return;
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    if (key === 'properties' && value && typeof value === 'object') for (const name of Object.keys(value)) into.add(spellingFree(name));
    if ((key === 'enum' && Array.isArray(value)) || (key === 'const' && typeof value === 'string')) {
      for (const item of [value].flat()) if (typeof item === 'string' && item.length <= 64) into.add(spellingFree(item));
    }
    collectJsonKeys(value, into, depth + 1);
  }
}

/** A name without its case and separators: `runRollbackPipeline`, `run_rollback_pipeline` and `run-rollback-pipeline` are one. */
function spellingFree(name: string): string {
  return name.replace(/[_\-\s.$]/g, '').toLowerCase();
}

/**
 * Where `name` is mentioned as a function. A camelCase name is distinctive enough on its own;
 * a one-word name ("search") counts only when written as code: `search`, [search] or search().
 */
function nameMentions(text: string, name: string): TextSpan[] {
  const escaped = escapeRegExp(name);
  const distinctive = /[a-z][A-Z]|_/.test(name);
  const regex = distinctive
    ? new RegExp(String.raw`(?<![\w$#.])${escaped}(?![\w$])`, 'g')
    : new RegExp(String.raw`\`${escaped}(?:\(\))?\`|\[${escaped}\]|(?<![\w$#.])${escaped}\(\)`, 'g');
  return matchesOnce(text, regex);
}

function functionNames(workspace: WorkspaceView): Set<string> {
  const names = new Set<string>();
  for (const fn of workspace.allFunctions()) names.add(fn.name);
  return names;
}

/**
 * Every mention of a known function name, in one pass over the words of the text (a workspace
 * has thousands of names; trying each one against every description would be quadratic).
 */
interface NameSet {
  has(name: string): boolean;
}

function knownNameMentions(text: string, words: readonly TextSpan[], names: NameSet): { span: TextSpan; name: string }[] {
  const found: { span: TextSpan; name: string }[] = [];
  for (const word of words) {
    const name = word.text;
    if (!names.has(name)) continue;
    const index = word.start;
    // Look only around this word: the same patterns nameMentions uses, anchored here.
    const from = Math.max(0, index - 1);
    const to = Math.min(text.length, index + name.length + 3);
    for (const span of nameMentions(text.slice(from, to), name)) {
      const start = from + span.start;
      if (start > index || start + span.text.length < index + name.length) continue;
      if (from > 0 && span.start === 0 && /[\w$#.]/.test(text[from - 1] ?? '') && text[from] !== '`' && text[from] !== '[') continue;
      found.push({ span: { start, end: start + span.text.length, text: span.text }, name });
    }
  }
  return found;
}
