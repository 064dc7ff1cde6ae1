import { allRules } from '../../core/rules/index';
import { ruleDocsUri, rulePageSummary } from '../../core/rules/support/rule-docs';
import { DEFAULT_LOCALE } from '../../core/locale/locale-tags';
import { activeLocale } from '../../core/locale/messages';
import type { RuleMeta } from '../../core/rules/rule';
import type { Severity } from '../../core/model/findings';
import type { Formatter } from './format-types';

const LEVEL: Record<Severity, string> = { error: 'error', warning: 'warning', info: 'note' };

/**
 * A rule's descriptions in the messages' language. The rule's own one-liner and guideline are
 * English; in another locale the translated page's opening summary is the short description, and
 * the full reasoning is on the page `helpUri` links, rather than an English text among translated ones.
 */
function ruleDescriptions(meta: RuleMeta): { shortDescription: { text: string }; fullDescription?: { text: string } } {
  const english = { shortDescription: { text: meta.description }, fullDescription: { text: meta.guideline } };
  if (activeLocale() === DEFAULT_LOCALE) return english;
  const summary = rulePageSummary(meta.id);
  return summary !== undefined && summary !== rulePageSummary(meta.id, DEFAULT_LOCALE) ? { shortDescription: { text: summary } } : english;
}

/** SARIF 2.1.0 for code-scanning services: a rules table with help links, then the results. */
export function createSarifFormatter(toolVersion: string): Formatter {
  return (result) => {
    const ruleIndex = new Map(allRules.map((rule, index) => [rule.meta.id, index]));
    const sarif = {
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      version: '2.1.0',
      runs: [
        {
          // The language of the messages and descriptions below (SARIF's run.language, a BCP 47 tag).
          language: activeLocale(),
          tool: {
            driver: {
              name: 'appfunctions-lint',
              version: toolVersion,
              informationUri: ruleDocsUri('index').replace(/rules\/index\.md$/, ''),
              rules: allRules.map((rule) => ({
                id: rule.meta.id,
                ...ruleDescriptions(rule.meta),
                helpUri: ruleDocsUri(rule.meta.id),
                defaultConfiguration: { level: LEVEL[rule.meta.defaultSeverity] },
              })),
            },
          },
          results: result.findings.map((f) => ({
            ruleId: f.ruleId,
            ruleIndex: ruleIndex.get(f.ruleId),
            level: LEVEL[f.severity],
            message: { text: f.message },
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: result.displayPath(f.uri), uriBaseId: '%SRCROOT%' },
                  region: {
                    startLine: f.range.start.line + 1,
                    startColumn: f.range.start.character + 1,
                    endLine: f.range.end.line + 1,
                    endColumn: f.range.end.character + 1,
                  },
                },
              },
            ],
          })),
        },
      ],
    };
    return `${JSON.stringify(sarif, null, 2)}\n`;
  };
}
