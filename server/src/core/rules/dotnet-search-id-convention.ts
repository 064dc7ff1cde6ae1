import * as l10n from '@vscode/l10n';
import { DOTNET_ID_PATTERN } from '../languages/csharp/index';
import { declaredDotnetFunctions } from './support/dotnet-generator';
import { defineRule } from './rule';

/**
 * The library names the search it generates for an entity `search_{entity id}`. A declared function
 * whose id is that name in another form (`search_customers` beside the generated
 * `search_customer`, `searchcustomer`) puts two near-identical ids in front of
 * the agent, one of which searches with the library's own query and returns ids the other
 * functions take. The exact same id is SHAF010's (generator-duplicate-id).
 */
export default defineRule({
  meta: {
    id: 'dotnet-search-id-convention',
    description: "A declared function's id does not imitate the search_{entity} id the library generates for an entity.",
    guideline: 'One use case, one function: the library already offers search_{entity} for every [AppEntity], and agents cannot tell near-identical ids apart.',
    defaultSeverity: 'warning',
    languages: ['csharp'],
    fixable: false,
  },
  check({ file, workspace, report }) {
    const functions = declaredDotnetFunctions(file);
    if (functions.length === 0) return;
    const searches: string[] = [];
    for (const fn of workspace.allFunctions()) {
      if (fn.kind === 'dotnet-appfunction' && fn.dotnet.origin === 'entity-search' && fn.dotnet.unresolved.length === 0) searches.push(fn.id);
    }
    if (searches.length === 0) return;
    for (const fn of functions) {
      const id = fn.dotnet.idArg?.stringValue;
      if (id === undefined || !DOTNET_ID_PATTERN.test(id.toLowerCase())) continue;
      const generated = searches.find((search) => imitates(id, search));
      if (!generated || generated === id) continue;
      report({
        range: fn.dotnet.idArg?.range ?? fn.nameRange,
        message: l10n.t(
          "'{0}' imitates '{1}', the search the library generates for an entity: the agent sees two near-identical functions. Use the generated search, or give this one an id that says how it differs.",
          id,
          generated,
        ),
      });
    }
  },
});

/**
 * Whether `id` is `search` written another way: the same letters without case and underscores,
 * or with a plural ending (`s`, `es`) one has and the other lacks.
 */
function imitates(id: string, search: string): boolean {
  const a = id.toLowerCase().replace(/_/g, '');
  const b = search.toLowerCase().replace(/_/g, '');
  return a === b || a === `${b}s` || a === `${b}es` || b === `${a}s` || b === `${a}es`;
}
