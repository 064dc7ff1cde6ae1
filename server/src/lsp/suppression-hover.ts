import * as fs from 'node:fs';
import * as l10n from '@vscode/l10n';
import { MarkupKind, type Hover, type Position } from 'vscode-languageserver';
import type { FileModel } from '../core/model/file-model';
import { rulePagePath, ruleDocsUri } from '../core/rules/support/rule-docs';
import { getRule } from '../core/rules/index';
import { positionInRange } from '../core/text/ranges';

const pages = new Map<string, string | undefined>();

/** Hovering `"appfunctions:<rule-id>"` in a suppression shows the rule's documentation page. */
export function suppressionHover(model: FileModel, position: Position): Hover | null {
  const suppression = model.suppressions.find((s) => positionInRange(position, s.range));
  if (!suppression) return null;
  const rule = getRule(suppression.ruleId);
  if (!rule) {
    return {
      contents: { kind: MarkupKind.Markdown, value: l10n.t('`{0}` is not an AppFunctions rule: this suppression has no effect.', suppression.ruleId) },
      range: suppression.range,
    };
  }
  const page = readPage(rule.meta.id);
  const link = `[${l10n.t('Open the rule page')}](${ruleDocsUri(rule.meta.id)})`;
  const value = page ? `${page.trim()}\n\n${link}` : `**${rule.meta.id}**: ${rule.meta.description}\n\n${link}`;
  return { contents: { kind: MarkupKind.Markdown, value }, range: suppression.range };
}

/** The rule's page in the messages' language when it is translated, else in English. */
function readPage(ruleId: string): string | undefined {
  const file = rulePagePath(ruleId);
  if (!pages.has(file)) {
    try {
      pages.set(file, fs.readFileSync(file, 'utf8'));
    } catch {
      // Expected where the pages are not shipped: the hover falls back to the rule's one-line description.
      pages.set(file, undefined);
    }
  }
  return pages.get(file);
}
