import * as l10n from '@vscode/l10n';
import type { ClassInfo } from '../model/declarations';
import type { Range } from '../model/positions';
import type { SourceText } from '../text/source-text';
import { defineRule } from './rule';

/** Scope values of the integer API (`AppFunctionMetadata.SCOPE_GLOBAL`, `SCOPE_ACTIVITY`) and of the older string one. */
const INTEGER_SCOPES = new Set(['0', '1']);
const STRING_SCOPES = new Set(['global', 'activity']);

/**
 * `@AppFunctionSignature` declares a function an app registers at run time: the compiler accepts
 * it only on a `fun interface`, with a scope it knows and a non-empty XML file name. Reported on the
 * interface's name, where KSP reports. Only literal arguments are judged: a constant is the
 * library's own and may be right.
 */
export default defineRule({
  meta: {
    id: 'compiler-signature',
    description: '@AppFunctionSignature only on a fun interface, with a supported scope and a non-empty appFunctionXmlFileName.',
    guideline: 'Compiler parity: the appfunctions compiler rejects these @AppFunctionSignature declarations.',
    defaultSeverity: 'error',
    languages: ['kotlin'],
    fixable: false,
  },
  check({ file, source, report }) {
    const judgeArguments = (args: { scope?: string; fileName?: string }, range: Range) => {
      const scope = args.scope?.trim();
      if (scope !== undefined) {
        const quoted = /^"([^"\\$]*)"$/.exec(scope)?.[1];
        if (/^-?\d+$/.test(scope) && !INTEGER_SCOPES.has(scope)) {
          report({ range, message: l10n.t('{0} — use AppFunctionMetadata.SCOPE_GLOBAL or SCOPE_ACTIVITY.', `Invalid scope: "${scope}". Supported scopes are "0" and "1".`) });
        } else if (quoted !== undefined && !STRING_SCOPES.has(quoted)) {
          report({ range, message: l10n.t('{0} — scopes are case-sensitive.', `Invalid scope: "${quoted}". Supported scopes are "global" and "activity".`) });
        }
      }
      if (args.fileName?.trim() === '""') {
        report({ range, message: l10n.t('{0} — name the XML file the signature is written to.', 'appFunctionXmlFileName cannot be empty') });
      }
    };
    // The grammar cannot parse `fun interface` (the declaration becomes an error), so the valid
    // shape is found in the text; only its arguments can be wrong.
    for (const found of funInterfaceSignatures(source.text)) {
      judgeArguments(found.args, { start: source.positionAt(found.nameStart), end: source.positionAt(found.nameEnd) });
    }
    for (const info of file.classes) {
      const annotation = info.annotations.find((a) => a.name === 'AppFunctionSignature');
      // A fun interface the grammar did read is judged from the text above, like the others.
      if (!annotation || isFunInterface(info, source)) continue;
      report({
        range: info.nameRange,
        message: l10n.t(
          "{0} — declare '{1}' as a fun interface with exactly one abstract function.",
          'Only functional interfaces (fun interface) can be annotated with @AppFunctionSignature',
          info.name,
        ),
      });
      judgeArguments({ scope: annotation.args.scope?.text, fileName: annotation.args.appFunctionXmlFileName?.text }, info.nameRange);
    }
  },
});

/** `@AppFunctionSignature(...)` followed by a `fun interface`: its arguments and the name's offsets. */
interface FunInterfaceSignature {
  args: { scope?: string; fileName?: string };
  nameStart: number;
  nameEnd: number;
}

/**
 * Every `@AppFunctionSignature(...)` that annotates a `fun interface`, read from the text: the
 * parenthesised arguments (balanced, strings skipped), other annotations, then `fun interface
 * Name`. An annotation on a line commented out with `//` is not one.
 */
function funInterfaceSignatures(text: string): FunInterfaceSignature[] {
  const found: FunInterfaceSignature[] = [];
  const marker = /@(?:androidx\.appfunctions\.)?AppFunctionSignature\s*\(/g;
  for (let match = marker.exec(text); match; match = marker.exec(text)) {
    const lineStart = text.lastIndexOf('\n', match.index) + 1;
    if (text.slice(lineStart, match.index).includes('//')) continue;
    const close = closingParen(text, match.index + match[0].length);
    if (close < 0) break;
    const after = /^(?:\s*@[\w.]+(?:\([^)]*\))?)*\s*(?:(?:public|internal|private)\s+)?fun\s+interface\s+(\w+)/.exec(text.slice(close + 1, close + 1 + 2_000));
    if (!after?.[1]) continue;
    const inside = text.slice(match.index + match[0].length, close);
    const nameStart = close + 1 + after[0].length - after[1].length;
    found.push({
      args: { scope: /\bscope\s*=\s*(-?\d+|"[^"]*")/.exec(inside)?.[1], fileName: /\bappFunctionXmlFileName\s*=\s*("[^"]*")/.exec(inside)?.[1] },
      nameStart,
      nameEnd: nameStart + after[1].length,
    });
    marker.lastIndex = close + 1;
  }
  return found;
}

/** The offset of the `)` that closes a parenthesis opened just before `from`, or -1. */
function closingParen(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length && i < from + 10_000; i++) {
    const ch = text[i];
    if (ch === '"') {
      const end = text.indexOf('"', i + 1);
      if (end < 0) return -1;
      i = end;
    } else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i;
  }
  return -1;
}

/**
 * Whether the declaration is written `fun interface`. The grammar keeps no such keyword on an
 * interface, so the text before its name is read.
 */
function isFunInterface(info: ClassInfo, source: SourceText): boolean {
  if (!info.isInterface) return false;
  if (info.modifiers?.includes('fun')) return true;
  const before = source.text.slice(source.offsetAt(info.range.start), source.offsetAt(info.nameRange.start));
  return /\bfun\s+interface\s*$/.test(before);
}
