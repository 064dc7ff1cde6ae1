import * as l10n from '@vscode/l10n';
import { constructorChoice } from '../languages/csharp/index';
import { declaredDotnetFunctions, dotnetClassIndex, shaf } from './support/dotnet-generator';
import { defineRule } from './rule';

/**
 * What the generator needs of an `[AppFunction]` type to build the request: exactly one of
 * `IAppFunction` / `IAppFunction<TResult>` among everything it implements (SHAF002), and a public
 * constructor whose parameters all name its own properties, or a parameterless one (SHAF004).
 * Silent when a base class outside the workspace may implement the interface, and for `partial`
 * types, whose other parts may declare constructors and properties.
 */
export default defineRule({
  meta: {
    id: 'generator-request-type',
    description: 'An [AppFunction] type implements exactly one IAppFunction interface and has a constructor the generator can call.',
    guideline: 'Generator parity (Shiny.AppFunctions SHAF002, SHAF004): the source generator cannot bind the request otherwise.',
    defaultSeverity: 'error',
    languages: ['csharp'],
    fixable: false,
  },
  check({ file, workspace, report }) {
    const functions = declaredDotnetFunctions(file);
    if (functions.length === 0) return;
    const index = dotnetClassIndex(workspace);
    for (const fn of functions) {
      const type = fn.dotnet.requestType;
      if (!type) continue;
      const { interfaces, complete } = index.interfacesOf(type);
      const count = interfaces.filter((i) => i.name === 'IAppFunction').length;
      if (count > 1 || (count === 0 && complete)) {
        report({
          range: fn.nameRange,
          message: `${l10n.t("'{0}' has [AppFunction] but implements neither IAppFunction nor IAppFunction<TResult> (or implements more than one)", type.name)}${shaf(2)}`,
        });
      }
      if (!type.modifiers.includes('partial') && !constructorChoice(type)) {
        report({
          range: fn.nameRange,
          message: `${l10n.t("'{0}' needs a public constructor whose parameters match its properties, or a parameterless constructor with settable properties", type.name)}${shaf(4)}`,
        });
      }
    }
  },
});
