import * as l10n from '@vscode/l10n';
import { dotnetClassIndex } from './support/dotnet-generator';
import { defineRule } from './rule';

/**
 * A delegate (`IAppFunctionDelegate`) runs for every call and gates by comparing
 * `context.FunctionId` with ids. The only ids it can ever see are the declared `[AppFunction]` ids
 * and the generated `search_{entity}` ones, so a string literal compared with `FunctionId` that
 * names none of them is a condition that never holds (a typo, or a function renamed since): the
 * gate it guards is silently off. Read from the delegate's text, a comparison the analysis cannot
 * read is left alone.
 */
export default defineRule({
  meta: {
    id: 'dotnet-delegate-unknown-id',
    description: 'A delegate compares FunctionId only with ids that exist.',
    guideline: 'Shiny.AppFunctions delegates gate calls by FunctionId; a misspelt id leaves the gate off without any error.',
    defaultSeverity: 'warning',
    languages: ['csharp'],
    fixable: false,
  },
  check({ file, text, source, workspace, report }) {
    const types = (file.dotnetTypes ?? []).filter((t) => t.baseTypes.length > 0);
    if (types.length === 0 || !text.includes('FunctionId')) return;
    const index = dotnetClassIndex(workspace);
    const delegates = types.filter((t) => index.interfacesOf(t).interfaces.some((i) => i.name === 'IAppFunctionDelegate'));
    if (delegates.length === 0) return;
    const ids = new Set<string>();
    for (const fn of workspace.allFunctions()) {
      if (fn.kind !== 'dotnet-appfunction') continue;
      // An id written as a constant may be any string: the set of ids is not known, so nothing is judged.
      if (fn.dotnet.unresolved.some((u) => u.what === 'id')) return;
      ids.add(fn.id);
    }
    for (const delegate of delegates) {
      const start = source.offsetAt(delegate.range.start);
      const end = source.offsetAt(delegate.range.end);
      const body = text.slice(start, end);
      for (const match of body.matchAll(COMPARED_ID)) {
        const id = match[1] ?? match[2] ?? match[3];
        if (id === undefined || ids.has(id)) continue;
        const at = start + (match.index ?? 0) + match[0].lastIndexOf(`"${id}"`);
        report({
          range: source.range(at, at + id.length + 2),
          message: l10n.t("'{0}' is not the id of any function or entity search, so this comparison with FunctionId never holds.", id),
        });
      }
    }
  },
});

/** `FunctionId == "x"`, `FunctionId != "x"`, `FunctionId is "x"`, `"x" == ….FunctionId`, and `case "x":` in a switch on FunctionId is not read. */
const COMPARED_ID = /\bFunctionId\s*(?:==|!=|is(?:\s+not)?)\s*"([^"\\\n]*)"|"([^"\\\n]*)"\s*(?:==|!=)\s*[\w.?]*\bFunctionId\b|\bFunctionId\s*\.Equals\(\s*"([^"\\\n]*)"/g;
