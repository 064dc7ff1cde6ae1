import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../../server/src/core/analyzer';
import { describeWork } from '../../server/src/core/rules/no-duplicate-intent';

/**
 * The workspace rules over many functions that share an id or an intent: one report per function,
 * messages of bounded length, and work that grows linearly with the functions (counted, not timed).
 */

const HEAD = `package com.example.bounded

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "BoundedService", appFunctionXmlFileName = "bounded.xml")
abstract class BoundedFunctions : AppFunctionService() {
`;

function file(k: number, fn: (i: number) => string): string {
  return `${HEAD}${Array.from({ length: k }, (_, i) => fn(i)).join('\n')}\n}\n`;
}

async function findings(text: string, ruleId: string) {
  const analyzer = await createAnalyzer();
  const uri = '/bounded/app/src/main/java/BoundedFunctions.kt';
  analyzer.registry.update(uri, text);
  return analyzer.findings(uri).filter((f) => f.ruleId === ruleId);
}

const overload = (i: number) =>
  `    /** Creates note number ${i}. */\n    @AppFunctionDeclaration(isDescribedByKDoc = true)\n    suspend fun createNote(title: String, n${i}: Int): String = title\n`;
const identical = (i: number) =>
  `    /** Creates a note with the given title. */\n    @AppFunctionDeclaration(isDescribedByKDoc = true)\n    suspend fun makeNote${i}(title: String): String = title\n`;

describe('duplicate-function-id over one id declared many times', () => {
  it('reports each declaration once, listing five places and counting the rest', async () => {
    const reports = await findings(file(200, overload), 'duplicate-function-id');
    expect(reports).toHaveLength(200);
    const lengths = reports.map((r) => r.message.length);
    // The message of 200 declarations is as long as one of 7: five places and a count.
    const few = await findings(file(7, overload), 'duplicate-function-id');
    expect(Math.max(...lengths)).toBeLessThanOrEqual(Math.max(...few.map((r) => r.message.length)) + 2);
    expect(reports[0]?.message).toMatch(/at BoundedFunctions\.kt:\d+(, BoundedFunctions\.kt:\d+){4} and 194 more places\./);
  });

  it('keeps the full list when there are five others or fewer', async () => {
    const reports = await findings(file(6, overload), 'duplicate-function-id');
    expect(reports).toHaveLength(6);
    for (const r of reports) expect(r.message).not.toMatch(/more places/);
    expect(reports[0]?.message.match(/BoundedFunctions\.kt:\d+/g)).toHaveLength(5);
  });
});

describe('no-duplicate-intent over identical functions', () => {
  it('looks at each function a constant number of times', async () => {
    describeWork.examined = 0;
    const small = await findings(file(100, identical), 'no-duplicate-intent');
    const examinedSmall = describeWork.examined;
    describeWork.examined = 0;
    const large = await findings(file(400, identical), 'no-duplicate-intent');
    const examinedLarge = describeWork.examined;
    expect(small).toHaveLength(100);
    expect(large).toHaveLength(400);
    expect(large[0]?.message).toContain('one of 400 functions');
    // Four times the functions, about four times the duplicates looked at (a walk of all the others per function would be sixteen).
    expect(examinedSmall).toBeGreaterThan(0);
    expect(examinedLarge / examinedSmall).toBeLessThan(5);
  });
});
