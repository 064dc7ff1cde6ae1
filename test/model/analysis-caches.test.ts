import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../server/src/core/analyzer';
import { analyzeDescription, forgetDescriptionAnalyses } from '../../server/src/core/description/analysis';
import { AnalysisCaches, BoundedMap, cacheSlot } from '../../server/src/core/model/analysis-caches';

const NOTE = `package com.example

import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionContext

class NoteFunctions {
    /** Creates a note with the given title. */
    @AppFunction
    suspend fun createNote(appFunctionContext: AppFunctionContext, title: String): String = title
}
`;

/** The owner of the analysis' state: one per analyzer, each slot kept as its module declares. */
describe('AnalysisCaches', () => {
  it('gives one structure per slot and owner, and none to another owner', () => {
    const slot = cacheSlot('test: a list', () => [] as string[]);
    const a = new AnalysisCaches();
    const b = new AnalysisCaches();
    a.get(slot).push('kept');
    expect(a.get(slot)).toEqual(['kept']);
    expect(b.get(slot)).toEqual([]);
  });

  it('keeps per-workspace structures apart, and lets a slot read the owner it is made for', () => {
    const base = cacheSlot('test: base', () => ({ made: 0 }));
    const derived = cacheSlot('test: derived', (owner) => ({ base: owner.get(base) }));
    const caches = new AnalysisCaches();
    const one = {};
    const other = {};
    caches.forWorkspace(one, base).made = 1;
    expect(caches.forWorkspace(one, base).made).toBe(1);
    expect(caches.forWorkspace(other, base).made).toBe(0);
    expect(caches.forWorkspace(one, derived).base).toBe(caches.get(base));
  });

  it('recomputes a memo only when the facts version moves', () => {
    const caches = new AnalysisCaches();
    const workspace = { factsVersion: 0 };
    let computed = 0;
    const value = () => caches.memo(workspace, 'names', () => ++computed);
    expect(value()).toBe(1);
    expect(value()).toBe(1);
    workspace.factsVersion++;
    expect(value()).toBe(2);
    expect(caches.memo({ factsVersion: 1 }, 'names', () => -1)).toBe(-1);
  });

  it('belongs to one analyzer, is reached through its registry, and is not shared', async () => {
    const first = await createAnalyzer();
    const second = await createAnalyzer();
    expect(first.registry.caches).toBe(first.caches);
    expect(second.caches).not.toBe(first.caches);
    first.registry.update('file:///app/src/main/java/com/example/NoteFunctions.kt', NOTE);
    second.registry.update('file:///app/src/main/java/com/example/NoteFunctions.kt', NOTE);
    // The same findings from either, each computed against its own state.
    expect(second.findings('file:///app/src/main/java/com/example/NoteFunctions.kt')).toEqual(first.findings('file:///app/src/main/java/com/example/NoteFunctions.kt'));
  });
});

/** The bound every text-keyed cache uses: entries and total weight, the least recently stored out. */
describe('BoundedMap', () => {
  it('drops the oldest entries once either the count or the total weight is passed', () => {
    const map = new BoundedMap<string, number>(3, 10);
    map.set('a', 1, 2);
    map.set('b', 2, 2);
    map.set('c', 3, 2);
    map.set('d', 4, 2);
    // Four entries: the oldest goes on count.
    expect([map.get('a'), map.get('b'), map.get('d'), map.size, map.weight]).toEqual([undefined, 2, 4, 3, 6]);
    // A heavy entry pushes out as many old ones as its weight needs: 6 + 7 is over 10, so two go.
    map.set('e', 5, 7);
    expect([map.get('b'), map.get('c'), map.get('d'), map.get('e'), map.size, map.weight]).toEqual([undefined, undefined, 4, 5, 2, 9]);
  });

  it('moves a key stored again to the newest place, and never keeps an entry heavier than the budget', () => {
    const map = new BoundedMap<string, string>(2);
    map.set('a', 'first');
    map.set('b', 'second');
    map.set('a', 'again');
    map.set('c', 'third');
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual(['again', undefined, 'third']);
    const light = new BoundedMap<string, string>(10, 5);
    light.set('small', 'kept', 5);
    light.set('huge', 'not kept', 6);
    expect([light.get('small'), light.get('huge'), light.weight]).toEqual(['kept', undefined, 5]);
    light.delete('small');
    light.clear();
    expect([light.size, light.weight]).toEqual([0, 0]);
  });

  it('keeps the description analyses of megabyte texts from piling up', () => {
    forgetDescriptionAnalyses();
    const long = 'bed '.repeat(50_000);
    const first = analyzeDescription(`${long}1`);
    // Asked again, the cached analysis is the same object.
    expect(analyzeDescription(`${long}1`)).toBe(first);
    for (let i = 2; i < 7; i++) analyzeDescription(`${long}${i}`);
    // Four texts of 200,000 characters fit the million budget, not six: the first is gone.
    expect(analyzeDescription(`${long}1`)).not.toBe(first);
    forgetDescriptionAnalyses();
  });
});
