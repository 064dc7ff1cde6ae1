import * as l10n from '@vscode/l10n';
import { constructorChoice, dotnetParameters } from '../languages/csharp/index';
import { dotnetTypes, parameterType, resultType } from '../schema/dotnet-schema';
import { declaredDotnetFunctions, shaf } from './support/dotnet-generator';
import { defineRule } from './rule';

/**
 * SHAF003: a parameter the generator cannot bind (anything but string, int, long, double, bool,
 * DateTimeOffset, an enum or an [AppEntity], optionally nullable) or a result it cannot write. The
 * answer comes from the schema layer's mapping, so the schema and the rule agree; a type declared
 * nowhere in the workspace (an enum of a referenced library is accepted) is never reported.
 */
export default defineRule({
  meta: {
    id: 'generator-unsupported-type',
    description: 'Parameters and results of a .NET AppFunction use the types the generator supports.',
    guideline: 'Generator parity (Shiny.AppFunctions SHAF003): the source generator rejects other types, and agents only see the supported JSON shapes.',
    defaultSeverity: 'error',
    languages: ['csharp'],
    fixable: false,
  },
  check({ file, workspace, report }) {
    const functions = declaredDotnetFunctions(file);
    if (functions.length === 0) return;
    const types = dotnetTypes(workspace);
    for (const fn of functions) {
      const result = resultType(fn.returnType, types);
      if (result.kind === 'unsupported') {
        report({ range: fn.returnType?.range ?? fn.nameRange, message: unsupported('result', fn.returnType?.text ?? '', result.reason ?? '') });
      }
      const type = fn.dotnet.requestType;
      if (!type) continue;
      for (const property of dotnetParameters(type, constructorChoice(type)).parameters) {
        const mapped = parameterType(property.type, types);
        if (mapped.kind !== 'unsupported') continue;
        report({ range: property.nameRange, message: unsupported(property.name, property.type?.text ?? '', mapped.reason ?? '') });
      }
    }
  },
});

function unsupported(what: string, type: string, reason: string): string {
  return `${l10n.t("'{0}' of type '{1}' is not supported: {2}", what, type, reason)}${shaf(3)}`;
}
