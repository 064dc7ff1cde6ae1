import * as l10n from '@vscode/l10n';
import { DOTNET_ID_PATTERN } from '../languages/csharp/index';
import { declaredDotnetFunctions, shaf } from './support/dotnet-generator';
import { defineRule } from './rule';
import type { AnnotationArg } from '../model/declarations';
import type { Fix } from '../model/findings';

/**
 * SHAF001: the ids of `[AppFunction]` and `[AppEntity]` are lower case letters, digits and
 * underscores, starting with a letter. The generator reports it on the type's name and generates
 * nothing; an id the analysis cannot read (a constant of another file) is left alone.
 */
export default defineRule({
  meta: {
    id: 'generator-invalid-id',
    description: 'An [AppFunction] or [AppEntity] id is lower case letters, digits and underscores, starting with a letter.',
    guideline: 'Generator parity (Shiny.AppFunctions SHAF001): the source generator rejects any other id, and agents call functions by it.',
    defaultSeverity: 'error',
    languages: ['csharp'],
    fixable: true,
  },
  check({ file, workspace, report }) {
    const taken = () => new Set([...workspace.allFunctions()].map((fn) => fn.id));
    for (const fn of declaredDotnetFunctions(file)) {
      const arg = fn.dotnet.idArg;
      const id = arg?.stringValue;
      if (!arg || id === undefined || DOTNET_ID_PATTERN.test(id)) continue;
      report({ range: fn.nameRange, message: invalidId(id), fixes: renameFix(arg, taken()) });
    }
    for (const type of file.dotnetTypes ?? []) {
      const arg = type.entity?.idArg;
      const id = arg?.stringValue;
      if (!arg || id === undefined || DOTNET_ID_PATTERN.test(id)) continue;
      // An entity id also names its generated search: both must stay free.
      const used = taken();
      const fixes = renameFix(arg, used).filter((fix) => !used.has(`search_${fix.edits[0]?.newText.slice(1, -1)}`));
      report({ range: type.nameRange, message: invalidId(id), fixes });
    }
  },
});

/**
 * The id in snake case (`CreateInvoice` → `create_invoice`, `cancel-order` → `cancel_order`), as a
 * rewrite of a plain `"…"` literal; none when the result is still invalid or already taken. Not
 * safe for fix-all: an id is what agents and saved shortcuts call, so the author picks it.
 */
function renameFix(arg: AnnotationArg, taken: ReadonlySet<string>): Fix[] {
  if (!/^"[^"\\]*"$/.test(arg.text) || arg.stringValue === undefined) return [];
  const snake = arg.stringValue
    .replace(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/g, '_')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
  if (!DOTNET_ID_PATTERN.test(snake) || taken.has(snake)) return [];
  return [{ title: l10n.t("Change the id to '{0}'", snake), edits: [{ range: arg.range, newText: `"${snake}"` }], safe: false }];
}

function invalidId(id: string): string {
  return `${l10n.t("'{0}' is not a valid id: use lowercase letters, digits and underscores, starting with a letter", id)}${shaf(1)}`;
}
