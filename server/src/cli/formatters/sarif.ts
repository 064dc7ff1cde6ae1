import { allRules } from '../../core/rules/index';
import { ruleDocsUri } from '../../core/rules/support/rule-docs';
import type { Severity } from '../../core/model/findings';
import type { Formatter } from './format-types';

const LEVEL: Record<Severity, string> = { error: 'error', warning: 'warning', info: 'note' };

/** SARIF 2.1.0 for code-scanning services: a rules table with help links, then the results. */
export function createSarifFormatter(toolVersion: string): Formatter {
  return (result) => {
    const ruleIndex = new Map(allRules.map((rule, index) => [rule.meta.id, index]));
    const sarif = {
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: 'appfunctions-lint',
              version: toolVersion,
              informationUri: ruleDocsUri('index').replace(/rules\/index\.md$/, ''),
              rules: allRules.map((rule) => ({
                id: rule.meta.id,
                shortDescription: { text: rule.meta.description },
                fullDescription: { text: rule.meta.guideline },
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
