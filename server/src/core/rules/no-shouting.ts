import * as l10n from '@vscode/l10n';
import { isVerbatimSpan, rangeInPiece } from '../text/source-text';
import { descriptionTargets, type DescriptionTarget } from './support/readable-text';
import { defineRule } from './rule';
import type { FileModel } from '../model/file-model';
import { analyzeText, inLiteral, matchesOf, type DescriptionAnalysis, type LanguagePack } from '../description/index';

/** Words that are all capitals by convention, not for emphasis. */
const ACRONYM_MAX = 5;

/**
 * Emphasis aimed at the model (capitals, bold markers, "!!!") distorts how it weighs functions;
 * descriptions should be neutral. Acronyms such as URL, PDF or ID are not shouting.
 */
export default defineRule({
  meta: {
    id: 'no-shouting',
    description: 'No emphasis aimed at the model: CRITICAL, VERY IMPORTANT, **bold**, "!!!".',
    guideline: 'Keep descriptions neutral: no capitals, bold markers or exclamation runs for emphasis.',
    defaultSeverity: 'warning',
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: true,
    scope: 'function',
  },
  check({ file, descriptionLanguage, report }) {
    for (const target of descriptionTargets(file)) {
      const text = target.piece.text;
      // Code, quoted values, enum values, HTTP methods and environment variables are written in
      // capitals on purpose: `MEDIUM`, [Priority.HIGH], "ACTIVE", marked as DONE, GET, DATABASE_URL.
      const analysis = analyzeText(text, descriptionLanguage);
      let declared: Set<string> | undefined;
      let valueWords: Set<string> | undefined;
      for (const { regex, message } of emphasisOf(analysis.pack)) {
        for (const match of matchesOf(text, regex)) {
          const index = match.start;
          if (!message && !isShouting(analysis.pack, match.text)) continue;
          declared ??= declaredNames(target);
          if (
            !message &&
            (declared.has(match.text) ||
              (!analysis.pack.shoutWords.has(match.text) && codeNamesOf(file).has(match.text)) ||
              wordsAreLiterals(analysis, match.start, match.end) ||
              isValueName(text, match.start, match.end) ||
              isQueryOperator(match.text) ||
              isReferentialAction(match.text) ||
              isDateFormat(match.text) ||
              isCodeName(text, match.start, match.end) ||
              (!analysis.pack.shoutWords.has(match.text) && isDefinedTerm(text, match.start, match.end)) ||
              (!analysis.pack.shoutWords.has(match.text) && (valueWords ??= valueWordsOf(analysis)).has(match.text)))
          )
            continue;
          const range = rangeInPiece(target.piece, index, match.end);
          const calmText = isVerbatimSpan(target.piece, index, match.end) ? calmed(text, index, match.text) : undefined;
          // A sign or a word without case ("⚠️", Bengali "অত্যন্ত গুরুত্বপূর্ণ") has no calm form to offer.
          const calm = calmText === match.text ? undefined : calmText;
          report({
            range,
            message: message?.(match.text) || l10n.t("'{0}' in capitals reads as shouting at the agent: write it in normal case.", match.text),
            fixes: calm === undefined ? [] : [{ title: l10n.t("Write '{0}' as '{1}'", match.text, calm), edits: [{ range, newText: calm }], safe: true }],
          });
        }
      }
    }
  },
});

/** HTTP methods: names of a protocol's values, never emphasis. */
const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'CONNECT', 'TRACE']);

/**
 * Operators of SQL-like filter languages, written in capitals in every language's documentation.
 * `NOT` alone may be emphasis; beside one of the others it is an operator.
 */
const QUERY_OPERATORS = new Set(['IN', 'LIKE', 'ILIKE', 'IS', 'NULL', 'BETWEEN', 'EXISTS']);
const QUERY_WORDS = new Set([...QUERY_OPERATORS, 'NOT', 'AND', 'OR']);

/** Query languages whose keywords are written in capitals, named beside them ("MDX SELECT query"). */
const QUERY_LANGUAGES = new Set(['SQL', 'MDX', 'DAX', 'DQL', 'HQL', 'CQL', 'JQL', 'KQL', 'GQL', 'SOQL', 'SPARQL', 'PPL']);
/** Clause keywords of SQL-like languages (MDX's `NON EMPTY` and `CROSSJOIN` among them). */
const QUERY_CLAUSES = new Set([
  'SELECT',
  'FROM',
  'WHERE',
  'JOIN',
  'CROSSJOIN',
  'ORDER',
  'GROUP',
  'BY',
  'HAVING',
  'LIMIT',
  'OFFSET',
  'UNION',
  'INSERT',
  'INTO',
  'VALUES',
  'DISTINCT',
  'NON',
  'EMPTY',
  'TOP',
  'ASC',
  'DESC',
]);

/**
 * Whether a run of capitals is a query operator ("NOT LIKE", "IS NOT NULL", "NOT IN") or a run of
 * a query's keywords ("SELECT DISTINCT", "NON EMPTY CROSSJOIN MDX"), not a raised voice.
 */
function isQueryOperator(run: string): boolean {
  const words = run.split(/\s+/);
  if (words.every((word) => QUERY_WORDS.has(word)) && words.some((word) => QUERY_OPERATORS.has(word))) return true;
  const keywords = words.filter((word) => QUERY_CLAUSES.has(word)).length;
  return (
    words.length >= 2 &&
    words.every((word) => QUERY_CLAUSES.has(word) || QUERY_WORDS.has(word) || QUERY_LANGUAGES.has(word)) &&
    (keywords >= 2 || words.some((word) => QUERY_LANGUAGES.has(word)))
  );
}

/** A token in capitals that names a value: `RECORD_NUMBER`, `CHECK_BOX`, `V2`, `PAID`. */
const VALUE_TOKEN = /^\p{Lu}[\p{Lu}\p{N}_]+$/u;
/** The token just before and just after a separator of a list (`, `, `、`, ` / `, ` | `). */
const TOKEN_BEFORE = /([\p{L}\p{N}_]+)\s*[,、，/|]\s*$/u;
const TOKEN_AFTER = /^\s*[,、，/|]\s*([\p{L}\p{N}_]+)/u;

/**
 * Whether a single word in capitals names a value rather than stresses one: an HTTP method, or an
 * item of a list of such names ("CREATOR, MODIFIER, RECORD_NUMBER", "OPEN / CLOSED"). Emphasis
 * comes one word or phrase at a time, not as a list of capitalised items.
 */
function isValueName(text: string, start: number, end: number): boolean {
  const word = text.slice(start, end);
  if (/\s/.test(word)) return false;
  if (HTTP_METHODS.has(word)) return true;
  const before = TOKEN_BEFORE.exec(text.slice(Math.max(0, start - 64), start))?.[1];
  const after = TOKEN_AFTER.exec(text.slice(end, end + 64))?.[1];
  return [before, after].some((token) => token !== undefined && token.length >= 2 && VALUE_TOKEN.test(token));
}

/**
 * The words of a text that it writes as values somewhere: quoted or as code (`'BUSINESSOBJECT'`,
 * a statement `SKIPCHECK;`), or as an item of a list of value names ("TEXT, TEXT_LONG, NUMERIC"). Written bare elsewhere in
 * the same text ("a NUMERIC field", "BUSINESSOBJECT decision:"), such a word still names that
 * value: one text does not use a word as a value and as a raised voice. Not for the pack's words of
 * emphasis: "IN/NOT IN" lists an operator, and a bare "(NOT aws_rds_instance)" still raises the voice.
 */
function valueWordsOf(analysis: DescriptionAnalysis): Set<string> {
  const words = new Set<string>();
  for (const word of matchesOf(analysis.text, /(?<![\p{L}\p{N}_])\p{Lu}[\p{Lu}\p{N}_]+(?![\p{L}\p{N}_])/gu)) {
    if (inLiteral(analysis, word.start, word.end) || isValueName(analysis.text, word.start, word.end) || isCodeName(analysis.text, word.start, word.end)) words.add(word.text);
  }
  return words;
}

/** Words of an SQL foreign key's referential action ("FK ON DELETE CASCADE", "ON UPDATE SET NULL"). */
const REFERENTIAL_WORDS = new Set(['FK', 'ON', 'DELETE', 'UPDATE', 'CASCADE', 'SET', 'NULL', 'RESTRICT', 'NO', 'ACTION', 'DEFAULT']);

/** Whether a run of capitals is an SQL referential action, the way schemas are documented, not a raised voice. */
function isReferentialAction(run: string): boolean {
  const words = run.split(/\s+/);
  return words.includes('ON') && (words.includes('DELETE') || words.includes('UPDATE')) && words.every((word) => REFERENTIAL_WORDS.has(word));
}

/**
 * Whether a word in capitals is a name in code rather than a word of the sentence: a segment of a
 * dotted code (`INT.EDUVEM.00001`) or a field given a value (`CODIGO=0`).
 */
function isCodeName(text: string, start: number, end: number): boolean {
  if (/[\p{L}\p{N}]\.$/u.test(text.slice(Math.max(0, start - 2), start)) || /^\.[\p{L}\p{N}]/u.test(text.slice(end, end + 2))) return true;
  // A statement or a call of a language written in capitals: `SKIPCHECK;`, `TRIM(name)`.
  if (!/\s/.test(text.slice(start, end)) && /^(?:;|\()/.test(text.slice(end, end + 1))) return true;
  // A clause keyword named as such: "the SELECT statement", "a consulta SELECT".
  if (QUERY_CLAUSES.has(text.slice(start, end)))
    return (
      /^\s+(?:statements?|quer(?:y|ies)|clauses?|keywords?)\b/i.test(text.slice(end, end + 12)) ||
      /\b(?:consulta|instrução|cláusula)\s+$/i.test(text.slice(Math.max(0, start - 12), start))
    );
  return /^\s?(?:==?|!=|<=?|>=?)\s?[\p{L}\p{N}'"`]/u.test(text.slice(end, end + 5));
}

/**
 * Whether a single word in capitals is a term a list defines or a value a label is given: the
 * word that opens a list item and is followed by its meaning ("- RETRACTION - Remove conversion",
 * "- **FEMALE** → Female", "• LOGICAL: Combination of lists"), or the whole value after a label
 * ("**Risk level:** MEDIUM"). A glossary of values names them; it does not raise the voice. A
 * heading that is no list item ("**TROUBLESHOOTING - Common errors**") still does.
 */
function isDefinedTerm(text: string, start: number, end: number): boolean {
  if (/\s/.test(text.slice(start, end))) return false;
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  const before = text.slice(lineStart, start);
  const after = text.slice(end, lineEnd < 0 ? text.length : lineEnd);
  if (/^[ \t]*(?:[-*+•▪◦]|\d+[.)])[ \t]*(?:\*\*|__|`)?$/u.test(before) && /^(?:\*\*|__|`)?[ \t]*(?:[-–—→:=]|=>)[ \t]*\S/u.test(after)) return true;
  return /[:：](?:\*\*|__)?[ \t]*(?:\*\*|__)?$/u.test(before) && /^(?:\*\*|__)?[ \t]*[.;,]?[ \t]*$/u.test(after);
}

/** A date or time pattern written as letters (`YYYYMMDD`, `HHMMSS`, Portuguese `DDMMAAAA`): the notation of a format, not emphasis. */
function isDateFormat(run: string): boolean {
  const groups = run.match(/YYYY|YY|AAAA|AA|MM|DD|HH|SS/g);
  return groups !== null && groups.join('') === run && new Set(groups).size >= 2;
}

/** Whether every word of a run of capitals is inside a literal span of the analysis. */
function wordsAreLiterals(analysis: DescriptionAnalysis, start: number, end: number): boolean {
  if (inLiteral(analysis, start, end)) return true;
  const words = matchesOf(analysis.text.slice(start, end), /\p{Lu}[\p{Lu}\p{N}']*/gu);
  return words.length > 0 && words.every((w) => inLiteral(analysis, start + w.start, start + w.end));
}

type Emphasis = { regex: RegExp; message?: (text: string) => string };

/** Bold markers, the same in every language. */
const BOLD: Emphasis[] = [
  { regex: /\*\*[^*\n]+\*\*/g, message: () => l10n.t('Bold markers for emphasis: agents read plain text. Drop the {0} and state the fact.', '**') },
  // `__all__`, `__init__`: a name written the way Python names its specials, not bold.
  {
    regex: /(?<![\w_])__(?![a-z][a-z0-9]*__)[^_\n]+__(?![\w_])/g,
    message: () => l10n.t('Bold markers for emphasis: agents read plain text. Drop the {0} and state the fact.', '__'),
  },
];
/** Runs of capitals, judged by {@link isShouting}. */
const CAPITALS: Emphasis = {
  regex: /(?<![\p{L}\p{N}_])\p{Lu}[\p{Lu}']+(?:\s+\p{Lu}[\p{Lu}']+)+(?![\p{L}\p{N}_])|(?<![\p{L}\p{N}_])\p{Lu}{3,}(?![\p{L}\p{N}_])/gu,
};

const EMPHASIS_BY_PACK = new WeakMap<LanguagePack, Emphasis[]>();
/**
 * Emphasis patterns; a message of their own, or none for runs of capitals. The pack adds its
 * language's marks ("!!!", 【重要】): exclamation runs get their own message.
 */
function emphasisOf(pack: LanguagePack): Emphasis[] {
  let list = EMPHASIS_BY_PACK.get(pack);
  if (!list) {
    const marks: Emphasis[] = pack.emphasis.map((regex) => ({
      regex,
      message: (text: string) =>
        /^[!！]+$/.test(text)
          ? l10n.t('Exclamation marks for emphasis: keep the description neutral.')
          : l10n.t("'{0}' is emphasis aimed at the agent: keep the description neutral.", text),
    }));
    list = [...BOLD, ...marks, CAPITALS];
    EMPHASIS_BY_PACK.set(pack, list);
  }
  return list;
}

/**
 * A run of capitals is shouting when it is an emphasis word or a multi-word phrase, not an
 * acronym; the pack's emphasis words and ordinary words (a run of capitals holding one is a sentence).
 */
function isShouting(pack: LanguagePack, run: string): boolean {
  const { shoutWords: SHOUT_WORDS, commonWords: COMMON_WORDS } = pack;
  if (/\s/.test(run)) {
    const words = run.split(/\s+/).filter((w) => w.length > 1);
    // "API DELETE": an HTTP method beside an acronym names a request, it does not raise the voice.
    const wordy = words.some((w) => !HTTP_METHODS.has(w) && (SHOUT_WORDS.has(w) || COMMON_WORDS.has(w) || w.length > ACRONYM_MAX));
    return words.length >= 2 && wordy && run.replace(/[^\p{Lu}]/gu, '').length >= 5;
  }
  if (SHOUT_WORDS.has(run)) return true;
  // In a language written in another script (Japanese, Bengali), a word in Latin capitals is a
  // name taken as is (`CREATOR（作成者）`, a status code), unless it is one of the shouting words.
  if (!LATIN_SCRIPT_LOCALES.has(pack.locale.split('-')[0]!)) return false;
  return run.length > ACRONYM_MAX && /^\p{Lu}+$/u.test(run) && !/\d/.test(run);
}

/** Languages of the packs written in Latin letters (and an undetected one), whose capitals can be emphasis. */
const LATIN_SCRIPT_LOCALES = new Set(['en', 'pt', 'und']);

/**
 * Names the declaration itself gives, written in capitals on purpose: the enum values it allows
 * (`@AppFunctionStringValueConstraint(enumValues = ...)`, a zod or JSON Schema enum) and its own
 * parameter names (a property `NATURALIDADE` named in its description).
 */
function declaredNames(target: DescriptionTarget): Set<string> {
  const names = new Set<string>(target.fn?.parameters.map((p) => p.name));
  const constraints = [
    ...(target.fn?.parameters.flatMap((p) => p.constraints) ?? []),
    ...(target.fn?.returnConstraints ?? []),
    ...(target.type?.properties.flatMap((p) => p.constraints) ?? []),
  ];
  for (const constraint of constraints) for (const value of constraint.enumValues) names.add(value);
  return names;
}

/** A name of code written in capitals: `CODPESSOA`, `MAX_ITEMS`, `HTTP2`. */
const CAPITAL_NAME = /^\p{Lu}[\p{Lu}\p{N}_]{2,}$/u;
const CODE_NAMES = new WeakMap<FileModel, Set<string>>();

/**
 * The names in capitals the file's code gives or uses: parameter and property names, and the
 * identifiers of its function bodies (`{ CODPESSOA: id }`, `row.CONTEUDO`). A description that
 * writes one of them names that field or constant, as the code spells it (`Returns the
 * CODPESSOA`); a word the code never uses as a name is prose. A value quoted in another text is
 * not enough (see valueWordsOf): only code makes a word a name.
 */
function codeNamesOf(file: FileModel): Set<string> {
  let names = CODE_NAMES.get(file);
  if (names) return names;
  names = new Set();
  const add = (name: string) => {
    if (CAPITAL_NAME.test(name)) names!.add(name);
  };
  for (const fn of file.functions) {
    for (const parameter of fn.parameters) add(parameter.name);
    fn.body.identifiers.forEach(add);
  }
  for (const helper of file.helperFunctions ?? []) helper.body.identifiers.forEach(add);
  for (const type of file.serializables) for (const property of type.properties) add(property.name);
  for (const info of file.classes) info.bodyProperties?.forEach(add);
  CODE_NAMES.set(file, names);
  return names;
}

/** The neutral form of an emphasis: bold without markers, one full stop, capitals in normal case. */
function calmed(text: string, index: number, emphasis: string): string | undefined {
  if (/^(\*\*|__)/.test(emphasis)) return emphasis.slice(2, -2);
  if (/^!+$/.test(emphasis)) return '.';
  if (/^[!！]+$/.test(emphasis)) return '。';
  const lower = emphasis.toLowerCase();
  const startsSentence = /(^|[.!?]\s+)$/.test(text.slice(0, index));
  return startsSentence ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
}
