import * as l10n from '@vscode/l10n';
import type { TypeRef } from '../model/declarations';
import type { Range } from '../model/positions';
import type { TextPiece } from '../model/text-pieces';
import { defineRule } from './rule';
import { packFor, type LanguagePack } from '../description/index';

/** Words that make a date- or time-like name a duration, a format or a label instead of a moment. */
const NOT_A_MOMENT = new Set([
  'duration',
  'timeout',
  'elapsed',
  'interval',
  'delay',
  'ttl',
  'length',
  'format',
  'pattern',
  'label',
  'text',
  'count',
  'offset',
  'minutes',
  'seconds',
  'hours',
  'days',
  'weeks',
  'ms',
  'millis',
  'range',
  'window',
  'unit',
  'zone',
  'style',
  'type',
  'mode',
  'preference',
  'setting',
  'limit',
  'max',
  'min',
  'spent',
  'total',
  'average',
  // Identifiers and names are not moments or links even when derived from one ("epoch millis as an id").
  'id',
  'ids',
  'key',
  'name',
  'names',
  'title',
  // `subscriptionNameOrUrl`: a value that is one of several kinds has no single standard type.
  'or',
]);

/** A description that offers a link as one of several kinds of value ("a feed name or URL"). */
const LINK_ALTERNATIVE =
  /\b(?:name|title|id|identifier|query|text|keyword|path|handle)s?\s+or\s+(?:an?\s+|its\s+|the\s+)?(?:\w+\s+)?(?:URL|URI|link)\b|\b(?:URL|URI|link)s?\s+or\s+(?:an?\s+|its\s+|the\s+)?(?:\w+\s+)?(?:name|title|id|identifier|query|text|keyword|path|handle)\b/i;

/** Moments stored as epoch numbers: these last words, on a Long, mean an Instant. */
const EPOCH_WORDS = new Set(['at', 'timestamp', 'time', 'date', 'epoch', 'instant', 'datetime']);

interface Suggestion {
  /** The standard type to use. */
  type: string;
  /** What the value holds, for the message. */
  holds: string;
}

/**
 * The library represents dates, times and links the same way in every app (java.time types and
 * android.net.Uri are supported directly), so agents get a consistent format; a String or epoch
 * Long leaves the format to each app's prose. Judged from the name (`dueDate: String`,
 * `createdAt: Long`, `websiteUrl: String`) and from the description ("yyyy-MM-dd", "ISO 8601",
 * "milliseconds since the epoch", "URL"). Names that denote a duration, a format or a label
 * (`durationMinutes`, `dateFormat`, `timeLabel`) are left alone. Reads function parameters and
 * the properties of serializable classes.
 */
export default defineRule({
  meta: {
    id: 'prefer-standard-types',
    description: 'Dates, times and links typed as String or Long instead of LocalDate, LocalTime, LocalDateTime, Instant or Uri.',
    guideline: 'Use the types that AppFunctions supports: LocalDate, LocalTime, LocalDateTime or Instant for dates and times, and Uri for links.',
    defaultSeverity: 'info',
    languages: ['kotlin'],
    fixable: false,
    scope: 'function',
  },
  check({ file, descriptionLanguage, report }) {
    const consider = (name: string, type: TypeRef | undefined, doc: TextPiece | undefined, range: Range) => {
      if (!type) return;
      const text = doc?.text ?? '';
      const suggestion = suggest(name, type, text, packFor(text, descriptionLanguage).typeHints);
      if (!suggestion) return;
      report({
        range,
        message: l10n.t(
          "'{0}' holds {1} but is typed {2}. Use {3}: the library represents it the same way in every app, so the agent knows the format.",
          name,
          suggestion.holds,
          type.text,
          suggestion.type,
        ),
      });
    };
    for (const fn of file.functions) {
      for (const parameter of fn.parameters) {
        if (parameter.isContext) continue;
        consider(parameter.name, parameter.type, parameter.instruction ?? parameter.doc, parameter.type?.range ?? parameter.nameRange);
      }
    }
    for (const serializable of file.serializables) {
      for (const property of serializable.properties) {
        const classDoc = serializable.doc?.properties.find((p) => p.name === property.name)?.text ?? serializable.doc?.params.find((p) => p.name === property.name)?.text;
        consider(property.name, property.type, property.instruction ?? property.doc ?? classDoc, property.type?.range ?? property.nameRange);
      }
    }
  },
});

/**
 * What a description's words say the value holds. The English words and the format tokens are
 * the rule's own; a pack's `typeHints` add the words of its language ("UNIX 時間", "日時").
 */
function suggest(name: string, type: TypeRef, doc: string, hints: LanguagePack['typeHints']): Suggestion | undefined {
  const listed = type.name === 'List' && type.args.length === 1 ? type.args[0] : undefined;
  const list = listed !== undefined;
  const element = listed ?? type;
  const base = element.name.replace(/^kotlin\./, '');
  if (base !== 'String' && base !== 'Long') return undefined;
  const wrap = (s: Suggestion | undefined): Suggestion | undefined => (s && list ? { ...s, type: `List<${s.type}>` } : s);
  const words = (name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [name]).map((w) => w.toLowerCase());
  if (words.some((w) => NOT_A_MOMENT.has(w))) return undefined;
  const last = words.at(-1) ?? '';
  const previous = words.at(-2) ?? '';

  if (base === 'Long') {
    if (EPOCH_WORDS.has(last) || /\bepoch\b|since (?:the )?(?:unix )?epoch|unix time/i.test(doc) || !!hints?.epoch.test(doc) || !!hints?.instant.test(doc)) {
      return wrap({ type: last === 'date' && !/time/i.test(doc) && !hints?.dateTime.test(doc) ? 'LocalDate' : 'Instant', holds: l10n.t('a point in time') });
    }
    return undefined;
  }

  // String
  if (
    ['url', 'uri', 'link', 'href', 'website', 'homepage'].includes(last) ||
    ((/\b(?:URL|URI|web address|link to)\b/.test(doc) || !!hints?.link.test(doc)) && !LINK_ALTERNATIVE.test(doc) && !hints?.linkAlternative.test(doc))
  ) {
    return wrap({ type: 'Uri', holds: l10n.t('a link') });
  }
  if (last === 'datetime' || (last === 'time' && previous === 'date')) return wrap({ type: 'LocalDateTime', holds: l10n.t('a date and time') });
  if (last === 'date' || last === 'birthday' || /\byyyy-MM-dd\b(?!'?T)|\bdate \(?(?:ISO|formatted)/i.test(doc) || !!hints?.date.test(doc) || !!hints?.dateTime.test(doc)) {
    if (/\byyyy-MM-dd'?T|\bdate and time\b|\bdate-time\b/i.test(doc) || hints?.dateTime.test(doc)) return wrap({ type: 'LocalDateTime', holds: l10n.t('a date and time') });
    return wrap({ type: 'LocalDate', holds: l10n.t('a date') });
  }
  if (last === 'at' || last === 'timestamp' || /\bISO[- ]?8601\b|\btimestamp\b/i.test(doc) || !!hints?.instant.test(doc)) {
    return wrap({ type: 'Instant', holds: l10n.t('a point in time') });
  }
  if (last === 'time') {
    return wrap({ type: /\bHH:mm\b|\btime of day\b/i.test(doc) || hints?.timeOfDay.test(doc) ? 'LocalTime' : 'LocalTime or LocalDateTime', holds: l10n.t('a time') });
  }
  return undefined;
}
