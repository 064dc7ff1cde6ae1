import type { parse } from '@xml-tools/parser';
import { xmlTools } from './xml-tools';

/** What {@link boundedXmlParse} returns: `parse`'s result, with no tree when recovery was not attempted. */
export type BoundedXmlParse = Omit<ReturnType<typeof parse>, 'cst'> & { cst: ReturnType<typeof parse>['cst'] | undefined };

/**
 * Above this many characters a file is first parsed without error recovery. Recovery costs tens
 * of microseconds per misplaced token (a manifest start tag followed by 1 MB of words: 200,000
 * errors, 15-45 s); up to this size it stays well under a second, and real manifests and res/xml
 * files are far smaller.
 */
export const XML_RECOVERY_CHARS = 32 * 1024;

/**
 * Parses Android XML in time linear in its size with a small constant. A file up to
 * {@link XML_RECOVERY_CHARS} is parsed with recovery, so every problem is found and whatever
 * parses around it is read. A larger file is parsed without recovery, which stops at the first
 * error: a well-formed file gives the same tree; a broken one gives that first error and no tree.
 */
export function boundedXmlParse(text: string): BoundedXmlParse {
  const { parse, xmlParser } = xmlTools();
  if (text.length <= XML_RECOVERY_CHARS) return parse(text);
  xmlParser.recoveryEnabled = false;
  try {
    const result = parse(text);
    return result.parseErrors.length === 0 ? result : { ...result, cst: undefined, parseErrors: result.parseErrors.slice(0, 1) };
  } finally {
    xmlParser.recoveryEnabled = true;
  }
}
