import * as l10n from '@vscode/l10n';
import type { Range } from '../model/positions';
import { DOTNET_ID_PATTERN, ENTITY_SEARCH } from '../languages/csharp/index';
import { entityHasId } from '../languages/csharp/index';
import { shaf } from './support/dotnet-generator';
import { defineWorkspaceRule } from './rule';

/** One declaration that takes an id. */
interface Owner {
  uri: string;
  range: Range;
  /** As the generator names it: the type, or `Customer (generated search)`. */
  label: string;
}

/**
 * SHAF010: every id is used once. Function ids and the generated `search_{entity}` ids share one
 * space; entity ids another. The generator reports it without a place; here it is on every
 * declaration that takes the id, with the same list of owners (functions first, as it lists them).
 */
export default defineWorkspaceRule({
  meta: {
    id: 'generator-duplicate-id',
    description: 'No two .NET AppFunctions, generated entity searches or entities share an id.',
    guideline: 'Generator parity (Shiny.AppFunctions SHAF010): agents call functions by id, and the source generator rejects a repeated one.',
    defaultSeverity: 'error',
    languages: ['csharp'],
    fixable: false,
  },
  workspaceInputs: (file) =>
    file.language !== 'csharp'
      ? ''
      : JSON.stringify([file.uri, file.functions.map((fn) => [fn.id, fn.name, fn.nameRange]), (file.dotnetTypes ?? []).map((t) => [t.name, t.entity?.id, entityHasId(t)])]),
  checkWorkspace({ files, report }) {
    const functionIds = new Map<string, Owner[]>();
    const searchIds = new Map<string, Owner[]>();
    const entityIds = new Map<string, Owner[]>();
    const add = (map: Map<string, Owner[]>, id: string, owner: Owner) => {
      const list = map.get(id);
      if (list) list.push(owner);
      else map.set(id, [owner]);
    };
    for (const file of files) {
      if (file.language !== 'csharp') continue;
      for (const fn of file.functions) {
        if (fn.kind !== 'dotnet-appfunction' || fn.dotnet.origin !== 'declared') continue;
        const id = fn.dotnet.idArg?.stringValue;
        if (id !== undefined && DOTNET_ID_PATTERN.test(id)) add(functionIds, id, { uri: file.uri, range: fn.nameRange, label: fn.name });
      }
      for (const type of file.dotnetTypes ?? []) {
        const id = type.entity?.idArg?.stringValue;
        if (id === undefined || !DOTNET_ID_PATTERN.test(id) || !entityHasId(type)) continue;
        add(searchIds, `${ENTITY_SEARCH.idPrefix}${id}`, { uri: file.uri, range: type.nameRange, label: `${type.name} (generated search)` });
        add(entityIds, id, { uri: file.uri, range: type.nameRange, label: type.name });
      }
    }
    // One id space for functions and searches, functions listed first.
    const functionSpace = new Map(functionIds);
    for (const [id, owners] of searchIds) functionSpace.set(id, [...(functionSpace.get(id) ?? []), ...owners]);
    for (const space of [functionSpace, entityIds]) {
      for (const [id, owners] of space) {
        if (owners.length < 2) continue;
        const listed = owners.slice(0, MAX_LISTED).map((o) => o.label);
        const names = owners.length > MAX_LISTED ? `${listed.join(', ')}, …` : listed.join(', ');
        const message = `${l10n.t("The id '{0}' is used more than once ({1})", id, names)}${shaf(10)}`;
        for (const owner of owners) report({ uri: owner.uri, range: owner.range, message });
      }
    }
  },
});

/** Owners named in one message: a group of thousands must not make each message as long. */
const MAX_LISTED = 10;
