import * as l10n from '@vscode/l10n';
import type { Range } from '../model/positions';
import { packFor } from '../description/index';
import { sourceDescription } from './support/readable-text';
import { defineRule } from './rule';

/** Names that say only "some value goes here". */
const GENERIC_NAMES = new Set([
  'arg',
  'args',
  'argument',
  'param',
  'params',
  'parameter',
  'data',
  'value',
  'val',
  'obj',
  'object',
  'input',
  'str',
  'string',
  'tmp',
  'temp',
  'thing',
  'stuff',
  'foo',
  'bar',
  'baz',
  'info',
  'payload',
  'misc',
  'var',
  'variable',
  'any',
  'whatever',
  'num',
]);

/** A short stem or a generic word followed by a number: `p1`, `arg0`, `input2`. */
const NUMBERED = /^(?:[a-z]{1,2}|arg|param|data|value|input|str|obj|tmp|temp|var|val|item|field|text|name|string|num)\d+$/i;

/** Digit-bearing names that are real words to a reader. */
const DIGIT_WORDS = new Set(['md5', 'sha1', 'sha256', 'sha512', 'ipv4', 'ipv6', 'utf8', 'mp3', 'mp4', 'h264']);

/** Coordinate axes, accepted when they come as a documented pair. */
const AXES = new Set(['x', 'y', 'z']);

/** Operand pairs of a binary operation (`sum(a, b)`, `gcd(m, n)`): the pair is the meaning. */
const OPERAND_PAIRS: [string, string][] = [
  ['a', 'b'],
  ['m', 'n'],
  ['x', 'y'],
  // Numbered operands (`add(num1, num2)`, `compare(value1, value2)`): a number's own words, 1 and 2.
  ...['num', 'number', 'n', 'x', 'value', 'val', 'operand', 'term', 'int', 'amount'].map((stem): [string, string] => [`${stem}1`, `${stem}2`]),
];

interface Named {
  name: string;
  nameRange: Range;
  documented: boolean;
  /** Its description, if any. */
  description?: string;
  /** The description of the function or type it belongs to. */
  context?: string;
}

/** Names of what a sibling `value` belongs to: `key`, `settingName`, `field`, `header_name`, `propertyKey`. */
const VALUE_OWNERS =
  /^(?:key|name|field|setting|option|property|attribute|variable|header|label|tag|flag|parameter|param)(?:[_-]?(?:key|name|id))?$|(?:Key|Name|_key|_name|-key|-name)$/i;

/**
 * The agent fills each parameter from the user's request using its name and description; a name
 * like `p1`, `arg` or `data` tells it nothing about what to pass. `x`/`y`/`z` are accepted as
 * coordinates when `x` and `y` both appear in the same list and the axis is documented, and the
 * operands of a binary operation (`a` and `b` of a sum, `m` and `n`, `num1` and `num2`) in a short list. A property
 * of a single-property wrapper type (`SetField<T>.value`) is accepted: the type name carries the
 * meaning there.
 */
export default defineRule({
  meta: {
    id: 'parameter-name-descriptive',
    description: 'Parameter and property names should say what input they expect, not p1, arg, x or data.',
    guideline: 'Use parameter names that reflect the expected input, such as taskId or searchQuery.',
    defaultSeverity: 'info',
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: false,
    scope: 'function',
  },
  check({ file, descriptionLanguage, report }) {
    const checkList = (items: Named[]) => {
      const names = new Set(items.map((i) => i.name));
      // A short list made of one operand pair (plus at most one other input) is a binary operation.
      const operands = items.length <= 3 ? OPERAND_PAIRS.find(([l, r]) => names.has(l) && names.has(r)) : undefined;
      for (const item of items) {
        if (!isVague(item.name)) continue;
        // Portuguese `data` described as "Data de início": a date, in the language of its description
        // (read with the function's, as two words alone do not tell a language).
        if (item.description && packFor(`${item.description}\n${item.context ?? ''}`, descriptionLanguage).specificNames?.has(item.name.toLowerCase())) continue;
        // `x`/`y`, and numbered corners (`x1`, `y1`, `x2`, `y2`, with a `z` beside them): coordinates.
        if (AXIS.test(item.name) && hasAxis(names, 'x') && hasAxis(names, 'y') && item.documented) continue;
        if (operands?.includes(item.name)) continue;
        // `key` and `value` of a key-value store, `field` and `value`: the other name says what it is the value of.
        if (item.name.toLowerCase() === 'value' && [...names].some((other) => VALUE_OWNERS.test(other))) continue;
        report({ range: item.nameRange, message: message(item.name) });
      }
    };
    for (const fn of file.functions) {
      const context = sourceDescription(fn)?.text;
      checkList(
        fn.parameters
          .filter((p) => !p.isContext)
          .map((p) => ({
            name: p.name,
            nameRange: p.nameRange,
            documented: !!(p.doc?.text.trim() || p.instruction?.text.trim()),
            description: p.instruction?.text ?? p.doc?.text,
            context,
          })),
      );
    }
    for (const type of file.serializables) {
      if (type.properties.length <= 1) continue;
      checkList(
        type.properties.map((p) => ({
          name: p.name,
          nameRange: p.nameRange,
          description: p.instruction?.text ?? p.doc?.text,
          documented: !!(
            p.doc?.text.trim() ||
            p.instruction?.text.trim() ||
            type.doc?.properties.some((tag) => tag.name === p.name && tag.text?.text.trim()) ||
            type.doc?.params.some((tag) => tag.name === p.name && tag.text?.text.trim())
          ),
        })),
      );
    }
  },
});

/** An axis name: `x`, `y` or `z`, alone or numbered (`x1`, `y2`). */
const AXIS = /^[xyz]\d?$/;

/** Whether a list of names holds a coordinate on `axis` (`x`, `x1`, `x2`). */
function hasAxis(names: ReadonlySet<string>, axis: 'x' | 'y'): boolean {
  for (const name of names) if (name.length <= 2 && name.startsWith(axis) && AXIS.test(name)) return true;
  return false;
}

/** Whether a parameter or property name is a placeholder rather than a description of the input. */
export function isVague(name: string): boolean {
  if (!name) return false;
  const lower = name.toLowerCase();
  if (DIGIT_WORDS.has(lower)) return false;
  return name.length === 1 || GENERIC_NAMES.has(lower) || NUMBERED.test(name);
}

function message(name: string): string {
  if (AXES.has(name)) {
    return l10n.t("'{0}' says nothing about what to pass. Name the input (e.g. 'latitude'), or if it is a coordinate, pair it with its axis partner and document both.", name);
  }
  return l10n.t("'{0}' says nothing about what to pass: name the expected input, such as 'noteId' or 'searchQuery'.", name);
}
