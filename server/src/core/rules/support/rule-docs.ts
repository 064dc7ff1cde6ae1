import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

let docsDir: string | undefined;

/**
 * The folder of the rule pages (docs/rules). The bundle ships docs/ beside dist/, and the sources
 * find it at the repository root, so the search walks up from this module.
 */
export function ruleDocsDir(): string {
  if (docsDir) return docsDir;
  for (let dir = __dirname, i = 0; i < 8; i++, dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'docs', 'rules');
    if (fs.existsSync(candidate)) return (docsDir = candidate);
  }
  return (docsDir = path.resolve(__dirname, '..', 'docs', 'rules'));
}

/** A link to a rule's documentation page, usable as an LSP codeDescription or a SARIF helpUri. */
export function ruleDocsUri(ruleId: string): string {
  // Asked for every diagnostic of every pull; building a file URL each time is measurable.
  let uri = docsUris.get(ruleId);
  if (uri === undefined) {
    uri = pathToFileURL(path.join(ruleDocsDir(), `${ruleId}.md`)).toString();
    docsUris.set(ruleId, uri);
  }
  return uri;
}

const docsUris = new Map<string, string>();
