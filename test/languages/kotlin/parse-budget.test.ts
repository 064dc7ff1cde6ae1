import { beforeAll, describe, expect, it } from 'vitest';
import { createKotlinFrontEnd, type KotlinFrontEnd } from '../../../server/src/core/languages/kotlin/index';
import { KEEP_BROKEN_TREE_BELOW_CHARS, PARSE_MEMORY_BUDGET_BYTES } from '../../../server/src/core/languages/tree-sitter/parse-guard';
import { onRuntimeReleased } from '../../../server/src/core/languages/tree-sitter/runtime';
import { kotlinRuntime } from '../../../server/src/core/languages/kotlin/tree-sitter';
import { ParseMemoryExceeded, ParseTimeout } from '../../../server/src/core/model/parse-budget';

/**
 * The parse budget: tree-sitter's error recovery is superlinear on long runs of broken code, so a
 * parse that outlasts its budget is abandoned. A budget of 0 ms expires at tree-sitter's first
 * progress check (about every hundred parse steps), which makes the outcome independent of the
 * machine's speed: a file too long to parse in a hundred steps always runs out, a one-liner never.
 */

let frontEnd: KotlinFrontEnd;
beforeAll(async () => {
  frontEnd = await createKotlinFrontEnd();
});

/** A supertype list that never gets its type, over and over: broken code error recovery dwells on. */
const runaway = `package com.example\n\n${'class Draft : fun '.repeat(2_000)}`;
const valid = 'package com.example\n\nclass Notes {\n    fun list(): List<String> = emptyList()\n}\n';

describe('the Kotlin parse budget', () => {
  it('abandons a parse that outlasts the budget with a ParseTimeout naming the budget', () => {
    expect(() => frontEnd.parse('runaway.kt', runaway, { timeBudgetMs: 0 })).toThrow(ParseTimeout);
    try {
      frontEnd.parse('runaway.kt', runaway, { timeBudgetMs: 0 });
    } catch (error) {
      expect((error as ParseTimeout).budgetMs).toBe(0);
    }
  });

  it('starts the next parse afresh: an abandoned parse leaves nothing half-done behind', () => {
    expect(() => frontEnd.parse('runaway.kt', runaway, { timeBudgetMs: 0 })).toThrow(ParseTimeout);
    const model = frontEnd.parse('notes.kt', valid);
    expect(model.syntaxErrors).toEqual([]);
    expect(model.packageName).toBe('com.example');
  });

  it('bounds an incremental reparse as well as a fresh one', () => {
    // The first parse keeps its tree; the edit that follows is parsed from it, under the budget.
    frontEnd.parse('edited.kt', valid);
    expect(() => frontEnd.parse('edited.kt', valid + runaway.slice(20), { timeBudgetMs: 0 })).toThrow(ParseTimeout);
    expect(frontEnd.parse('edited.kt', valid).syntaxErrors).toEqual([]);
  });

  it('parses in full without a budget, and a short file within any budget', () => {
    expect(frontEnd.parse('runaway.kt', runaway).packageName).toBe('com.example');
    expect(frontEnd.parse('small.kt', 'package a\n', { timeBudgetMs: 0 }).packageName).toBe('a');
  });
});

describe('the Kotlin parse memory budget', () => {
  // 100,000 one-line statements in one block: tree-sitter's WebAssembly memory grows superlinearly
  // on this shape (about 130 MB at this size), past the 64 MB one parse may take.
  const statements = `package com.example\n\nfun tally() {\n${'    g(x)\n'.repeat(100_000)}}\n`;

  it('abandons a parse whose WebAssembly memory would outgrow the budget, with ParseMemoryExceeded', () => {
    expect(() => frontEnd.parse('tally.kt', statements)).toThrow(ParseMemoryExceeded);
    // The parser starts the next text afresh, and written code of any length stays within budget.
    const classes = Array.from({ length: 2_000 }, (_, n) => `class Shelf${n} {\n    fun books(): List<String> = emptyList()\n}\n`).join('\n');
    expect(frontEnd.parse('shelves.kt', `package com.example\n\n${classes}`).classes).toHaveLength(2_000);
  });

  it('retires the instance that grew past the budget: the next parse runs in a fresh one, its memory returned', async () => {
    // The test before retired an instance: wait for its replacement, which the next parse moves to.
    await kotlinRuntime();
    frontEnd.parse('kept.kt', valid);
    const grown = frontEnd.held().runtime;
    expect(grown.retired).toBe(false);
    expect(() => frontEnd.parse('tally.kt', statements)).toThrow(ParseMemoryExceeded);
    expect(grown.retired).toBe(true);
    // The memory a parse grew is never given back inside an instance, only with it.
    expect(grown.grownBytes()).toBeGreaterThan(PARSE_MEMORY_BUDGET_BYTES);
    const fresh = await kotlinRuntime();
    expect(fresh).not.toBe(grown);
    expect(fresh.grownBytes()).toBe(0);
    // The kept trees went with the old instance; the front end moves on its next parse.
    expect(frontEnd.parse('notes.kt', valid).packageName).toBe('com.example');
    expect(frontEnd.held()).toEqual({ trees: 1, runtime: fresh });
    expect(fresh.grownBytes()).toBeLessThan(PARSE_MEMORY_BUDGET_BYTES);
  });

  it('moves every user to the replacement as soon as it is loaded, and says so: nothing keeps the old memory', async () => {
    await kotlinRuntime();
    frontEnd.parse('kept.kt', valid);
    const grown = frontEnd.held().runtime;
    let released = 0;
    const unsubscribe = onRuntimeReleased(() => released++);
    try {
      expect(() => frontEnd.parse('tally.kt', statements)).toThrow(ParseMemoryExceeded);
      expect(grown.retired).toBe(true);
      expect(released).toBe(0);
      const fresh = await kotlinRuntime();
      // No parse since: the front end moved when the replacement was loaded, its trees dropped.
      expect(frontEnd.held()).toEqual({ trees: 0, runtime: fresh });
      expect(released).toBe(1);
    } finally {
      unsubscribe();
    }
  });

  it('keeps no tree of a large broken file, and keeps those of large valid and small broken ones', () => {
    const before = frontEnd.held().trees;
    const broken = `package com.example\n\n@Anno(${'word '.repeat(KEEP_BROKEN_TREE_BELOW_CHARS / 5)}\nclass Notes\n`;
    expect(broken.length).toBeGreaterThanOrEqual(KEEP_BROKEN_TREE_BELOW_CHARS);
    expect(frontEnd.parse('file:///big/Broken.kt', broken).syntaxErrors.length).toBeGreaterThan(0);
    expect(frontEnd.held().trees).toBe(Math.min(before, 3));
    frontEnd.forget('file:///big/Broken.kt');
    const kept = frontEnd.held().trees;
    const large = `package com.example\n\n${'class Shelf {\n    fun books(): List<String> = emptyList()\n}\n'.repeat(KEEP_BROKEN_TREE_BELOW_CHARS / 50)}`;
    expect(frontEnd.parse('file:///big/Valid.kt', large).syntaxErrors).toEqual([]);
    frontEnd.parse('file:///small/Broken.kt', 'package com.example\n\nclass Notes {\n    fun list(\n');
    expect(frontEnd.held().trees).toBe(Math.min(kept + 2, 4));
  });

  it('gives written code the memory the kept trees hold: large valid files never run out', () => {
    // About 20 MB of tree each: four kept trees and a fifth parse pass the budget unless the kept
    // trees make way, which they do.
    const shelves = Array.from({ length: 9_000 }, (_, n) => `class Shelf${n} {\n    /** Lists the books. */\n    fun books(): List<String> = listOf("a", "b")\n}\n`).join('\n');
    for (let n = 0; n < 7; n++) expect(frontEnd.parse(`file:///big/Shelves${n}.kt`, `package com.example\n\n${shelves}// ${n}\n`).classes).toHaveLength(9_000);
  });
});
