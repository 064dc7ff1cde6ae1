import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../server/src/core/analyzer';
import { AnalysisCaches, cacheSlot } from '../../server/src/core/model/analysis-caches';

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
