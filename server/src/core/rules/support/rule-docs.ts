import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LOCALE } from '../../locale/locale-tags';
import { activeLocale, packagePath } from '../../locale/messages';

/**
 * The folder of the rule pages (docs/rules): the English page of each rule, and a folder per
 * locale (docs/rules/<locale>/<id>.md) with its translation. The bundle ships docs/ beside dist/.
 */
export function ruleDocsDir(): string {
  return packagePath(path.join('docs', 'rules'));
}

const pagePaths = new Map<string, string>();

/**
 * The page of a rule in `locale` (the messages' locale unless given): the translated page when
 * it exists, else the English one, so that a link never points at a missing file.
 */
export function rulePagePath(ruleId: string, locale: string = activeLocale()): string {
  const key = `${locale}/${ruleId}`;
  let page = pagePaths.get(key);
  if (page === undefined) {
    const translated = path.join(ruleDocsDir(), locale, `${ruleId}.md`);
    page = locale !== DEFAULT_LOCALE && fs.existsSync(translated) ? translated : path.join(ruleDocsDir(), `${ruleId}.md`);
    pagePaths.set(key, page);
  }
  return page;
}

/** A link to a rule's documentation page, usable as an LSP codeDescription or a SARIF helpUri. */
export function ruleDocsUri(ruleId: string, locale: string = activeLocale()): string {
  // Asked for every diagnostic of every pull; building a file URL each time is measurable.
  const key = `${locale}/${ruleId}`;
  let uri = docsUris.get(key);
  if (uri === undefined) {
    uri = pathToFileURL(rulePagePath(ruleId, locale)).toString();
    docsUris.set(key, uri);
  }
  return uri;
}

const docsUris = new Map<string, string>();

/**
 * The one-paragraph summary a rule page opens with (the text between its `# <id>` heading and the
 * next blank line), in `locale` when the page is translated; undefined without a readable page.
 */
export function rulePageSummary(ruleId: string, locale: string = activeLocale()): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(rulePagePath(ruleId, locale), 'utf8');
  } catch {
    // Expected where the pages are not shipped: callers fall back to the rule's own description.
    return undefined;
  }
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const heading = lines.findIndex((line) => line.startsWith('# '));
  const paragraph: string[] = [];
  for (const line of lines.slice(heading + 1)) {
    if (line.trim() === '') {
      if (paragraph.length > 0) break;
      continue;
    }
    if (paragraph.length === 0 && /^(#|```|\||>|-|\*)/.test(line.trim())) return undefined;
    paragraph.push(line.trim());
  }
  return paragraph.length > 0 ? paragraph.reduce(joinWrappedLines) : undefined;
}

/** Joins two lines of one wrapped paragraph: with a space, except between two CJK characters (no spaces there). */
function joinWrappedLines(text: string, line: string): string {
  const cjk = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/u;
  return cjk.test(text.slice(-1)) && cjk.test(line.charAt(0)) ? `${text}${line}` : `${text} ${line}`;
}
