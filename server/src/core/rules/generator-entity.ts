import * as l10n from '@vscode/l10n';
import { entityHasId, simpleTypeName } from '../languages/csharp/index';
import { dotnetClassIndex, isRegistrableClass, shaf } from './support/dotnet-generator';
import { defineRule } from './rule';

/**
 * What the generator needs of an `[AppEntity]`: a public string `Id` declared on the type itself
 * (SHAF007), the display property it names (`DisplayProperty`, else `Name`, `Title` or `Id`)
 * declared and public (SHAF008), and a class implementing `IAppEntityQuery<TEntity>` (SHAF009).
 * `partial` entities are left alone: another part may declare the property.
 */
export default defineRule({
  meta: {
    id: 'generator-entity',
    description: 'An [AppEntity] has a public string Id, the display property it names, and an IAppEntityQuery implementation.',
    guideline: 'Generator parity (Shiny.AppFunctions SHAF007, SHAF008, SHAF009): the source generator drops the entity and its search function otherwise.',
    defaultSeverity: 'error',
    languages: ['csharp'],
    fixable: false,
  },
  check({ file, workspace, report }) {
    const entities = (file.dotnetTypes ?? []).filter((t) => t.entity);
    if (entities.length === 0) return;
    const index = dotnetClassIndex(workspace);
    for (const type of entities) {
      const entity = type.entity;
      if (!entity) continue;
      const partial = type.modifiers.includes('partial');
      if (!entityHasId(type)) {
        if (!partial) report({ range: type.nameRange, message: `${l10n.t("[AppEntity] '{0}' needs a public string Id property", type.name)}${shaf(7)}` });
        continue;
      }
      const display = entity.displayProperty;
      const readable = (name: string) => type.properties.some((p) => p.name === name && p.isPublic && !p.isStatic && p.hasGetter);
      if (display && !partial && !readable(display.name)) {
        report({ range: display.range, message: `${l10n.t("[AppEntity] '{0}' has no public property '{1}' to display", type.name, display.name)}${shaf(8)}` });
      }
      const queried = index.types.some(
        ({ type: candidate }) =>
          isRegistrableClass(candidate) &&
          index.interfacesOf(candidate).interfaces.some((i) => i.name === 'IAppEntityQuery' && simpleTypeName(i.ref.args[0]?.name ?? '') === type.name),
      );
      const unknownBases = index.types.some(
        ({ type: candidate }) =>
          isRegistrableClass(candidate) &&
          !index.interfacesOf(candidate).complete &&
          index.baseTypesOf(candidate).some((b) => b.args.some((a) => simpleTypeName(a.name) === type.name)),
      );
      if (!queried && !unknownBases) report({ range: type.nameRange, message: `${l10n.t('No class implements IAppEntityQuery<{0}>', type.name)}${shaf(9)}` });
    }
  },
});
