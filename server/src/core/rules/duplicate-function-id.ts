import * as l10n from '@vscode/l10n';
import type { AnalysisCaches } from '../model/analysis-caches';
import type { FunctionDecl } from '../model/declarations';
import type { FileModel } from '../model/file-model';
import { hasKnownName, mayRunTogether, type ToolInfo } from '../model/tool-facts';
import { pathBeside, sourceSetOf } from '../registry/android-app';
import { defineWorkspaceRule } from './rule';

/**
 * The agent calls a function by its id (`pkg.Class#method`, or the tool name): two declarations
 * with one id leave one of them unreachable, and overloads of one method share an id. Android ids
 * are compared across the workspace; tool names within their file (one server per file).
 */
export default defineWorkspaceRule({
  meta: {
    id: 'duplicate-function-id',
    description: 'No two functions share an id (pkg.Class#method) or tool name.',
    guideline: 'Agents call functions by id; every function needs its own, and one use case one function.',
    defaultSeverity: 'error',
    languages: ['kotlin', 'typescript'],
    fixable: false,
  },
  // Ids, kinds, where each is reported and where it runs: a keystroke in a body or a description changes none of it.
  workspaceInputs: (file) => JSON.stringify([file.uri, file.functions.map((fn) => [fn.id, fn.kind, fn.nameRange, hasKnownName(fn.tool), fn.tool?.site])]),
  checkWorkspace({ files, caches, report }) {
    const groups = new Map<string, { fn: FunctionDecl; file: FileModel }[]>();
    for (const file of files) {
      for (const fn of file.functions) {
        // A stand-in for tools read as a whole, or a name computed at run time, is no id to compare.
        if (!fn.id || !hasKnownName(fn.tool)) continue;
        const key = fn.kind === 'android-appfunction' ? `android:${fn.id}` : `${fn.kind}:${file.uri}:${fn.id}`;
        const group = groups.get(key) ?? [];
        group.push({ fn, file });
        groups.set(key, group);
      }
    }
    for (const whole of groups.values()) {
      if (whole.length < 2) continue;
      for (const { reported, group } of togetherGroups(whole)) reportGroup(group, reported);
    }
    function reportGroup(group: { fn: FunctionDecl; file: FileModel }[], reported: Set<{ fn: FunctionDecl; file: FileModel }>): void {
      if (group.length < 2) return;
      // By source set, in declaration order: an item's others are the sets that are not its
      // alternatives, so neither the count nor the listed places need a pass over the whole group
      // per item (a group of thousands was quadratic, and so was each message's length).
      const bySet = new Map<string | undefined, { index: number; item: { fn: FunctionDecl; file: FileModel } }[]>();
      group.forEach((item, index) => {
        const set = sourceSetOf(item.file.uri, caches);
        const list = bySet.get(set);
        if (list) list.push({ index, item });
        else bySet.set(set, [{ index, item }]);
      });
      for (const [set, members] of bySet) {
        const reachable = [...bySet].filter(([other]) => !alternativeSourceSets(set, other));
        const count = reachable.reduce((n, [, list]) => n + list.length, 0) - 1;
        if (count === 0) continue;
        for (const { item } of members) {
          if (!reported.has(item)) continue;
          const listed = reachable
            .flatMap(([, list]) => list.slice(0, MAX_LISTED + 1).filter((o) => o.item !== item))
            .sort((a, b) => a.index - b.index)
            .slice(0, MAX_LISTED);
          const where = listed.map(({ item: o }) => `${pathBeside(o.file.uri, item.file.uri)}:${o.fn.nameRange.start.line + 1}`).join(', ');
          report({
            uri: item.file.uri,
            range: item.fn.nameRange,
            message:
              count > MAX_LISTED
                ? l10n.t(
                    "The id '{0}' is also declared at {1} and {2} more places. Agents call functions by id, so only one of them can be reached: give each its own name.",
                    item.fn.id,
                    where,
                    String(count - MAX_LISTED),
                  )
                : l10n.t("The id '{0}' is also declared at {1}. Agents call functions by id, so only one of them can be reached: give each its own name.", item.fn.id, where),
          });
        }
      }
    }
  },
});

/** A group of one id as one member sees it: the members it can be registered with, itself included. */
interface Together {
  /** The members reported with this view (those of one site). */
  reported: Set<{ fn: FunctionDecl; file: FileModel }>;
  group: { fn: FunctionDecl; file: FileModel }[];
}

/**
 * The parts of a group of one id whose members can be registered together. Tool registrations of
 * one file are split by where they run (see `ToolInfo.site`): the same name registered in two
 * functions, or in the two branches of one condition, is an alternative (one server per mode),
 * not a duplicate. Members with the same site always run together; sites are compared pairwise,
 * and there are few of them, so a group of thousands stays linear. Each member is reported once,
 * with the members its own site can run beside.
 */
function togetherGroups(group: { fn: FunctionDecl; file: FileModel }[]): Together[] {
  if (group.every((item) => !item.fn.tool?.site)) return [{ reported: new Set(group), group }];
  const bySite = new Map<string, { site: ToolInfo['site']; items: { fn: FunctionDecl; file: FileModel }[] }>();
  for (const item of group) {
    const site = item.fn.tool?.site;
    const key = site ? `${site.scope}\u0000${site.branches.join('\u0000')}` : '';
    let entry = bySite.get(key);
    if (!entry) bySite.set(key, (entry = { site, items: [] }));
    entry.items.push(item);
  }
  const sites = [...bySite.values()];
  const siteOf = new Map(sites.flatMap((site) => site.items.map((item) => [item, site] as const)));
  return sites.map((site) => ({
    reported: new Set(site.items),
    // In declaration order, as the group was.
    group: group.filter((item) => {
      const other = siteOf.get(item)!;
      return other === site || mayRunTogether(site.site, other.site);
    }),
  }));
}

/** Places listed in one message; more are counted ("and 12 more places"). */
const MAX_LISTED = 5;

/**
 * Files in two different non-main source sets (`src/free`, `src/paid`) are alternatives built into
 * different variants, not duplicates.
 */
export function alternatives(a: string, b: string, caches?: AnalysisCaches): boolean {
  return alternativeSourceSets(sourceSetOf(a, caches), sourceSetOf(b, caches));
}

/** {@link alternatives} for two files' source sets (`sourceSetOf`), already looked up. */
export function alternativeSourceSets(setA: string | undefined, setB: string | undefined): boolean {
  return !!setA && !!setB && setA !== setB && setA !== 'main' && setB !== 'main';
}
