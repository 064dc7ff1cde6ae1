import * as l10n from '@vscode/l10n';
import { DOTNET_ID_PATTERN } from '../languages/csharp/generator-model';
import { declaredDotnetFunctions, shaf } from './support/dotnet-generator';
import { defineRule } from './rule';

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
    fixable: false,
  },
  check({ file, report }) {
    for (const fn of declaredDotnetFunctions(file)) {
      const id = fn.dotnet.idArg?.stringValue;
      if (id === undefined || DOTNET_ID_PATTERN.test(id)) continue;
      report({ range: fn.nameRange, message: invalidId(id) });
    }
    for (const type of file.dotnetTypes ?? []) {
      const id = type.entity?.idArg?.stringValue;
      if (id === undefined || DOTNET_ID_PATTERN.test(id)) continue;
      report({ range: type.nameRange, message: invalidId(id) });
    }
  },
});

function invalidId(id: string): string {
  return `${l10n.t("'{0}' is not a valid id: use lowercase letters, digits and underscores, starting with a letter", id)}${shaf(1)}`;
}
