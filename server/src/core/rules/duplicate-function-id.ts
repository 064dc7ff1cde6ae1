import * as l10n from '@vscode/l10n';
import type { AnalysisCaches } from '../model/analysis-caches';
import type { FunctionDecl } from '../model/declarations';
import type { FileModel } from '../model/file-model';
import { hasKnownName } from '../model/tool-facts';
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
  // Ids, kinds and where each is reported: a keystroke in a body or a description changes none of it.
  workspaceInputs: (file) => JSON.stringify([file.uri, file.functions.map((fn) => [fn.id, fn.kind, fn.nameRange, hasKnownName(fn.tool)])]),
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
    for (const group of groups.values()) {
      if (group.length < 2) continue;
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
