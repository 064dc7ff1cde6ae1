import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createKotlinFrontEnd, type KotlinFrontEnd } from '../../../server/src/core/languages/kotlin/index';
import type { FileModel } from '../../../server/src/core/model/file-model';
import type { Range } from '../../../server/src/core/model/positions';
import type { TextPiece } from '../../../server/src/core/model/text-pieces';

/**
 * Front-end fixtures: test/languages/kotlin/cases/<case>/input.kt with expected.json, a readable
 * projection of the extracted model (texts with "line:col-line:col" ranges, 1-based).
 * UPDATE_FIXTURES=1 writes a missing expected.json; an existing one is never overwritten.
 */
const CASES = path.join(__dirname, 'cases');
let frontEnd: KotlinFrontEnd;
beforeAll(async () => {
  frontEnd = await createKotlinFrontEnd();
});

const at = (r: Range | undefined) => (r ? `${r.start.line + 1}:${r.start.character + 1}-${r.end.line + 1}:${r.end.character + 1}` : undefined);
const piece = (p: TextPiece | undefined) => (p ? { text: p.text, at: at(p.range) } : undefined);

/** The parts of the model a reader checks by eye. */
export function project(model: FileModel): unknown {
  return {
    package: model.packageName,
    era: model.era,
    functions: model.functions.map((fn) => ({
      id: fn.id,
      era: fn.era,
      name: at(fn.nameRange),
      enabled: fn.isEnabled,
      describedByDoc: fn.describedByDoc,
      suspend: fn.isSuspend,
      deprecated: fn.isDeprecated || undefined,
      entryPoint: fn.enclosingClass?.isEntryPoint,
      signature: fn.signature,
      summary: piece(fn.doc?.summary),
      params: fn.doc?.params.map((p) => ({ name: p.name, nameAt: at(p.nameRange), text: piece(p.text) })),
      returns: piece(fn.doc?.returns?.text),
      otherTags: fn.doc?.otherTags.map((t) => `@${t.tag} ${t.text?.text ?? ''}`.trim()),
      instruction: piece(fn.instruction),
      parameters: fn.parameters.map((p) => ({
        name: p.name,
        type: p.type?.text,
        nullable: p.type?.nullable,
        default: p.defaultValue?.text,
        context: p.isContext || undefined,
        doc: p.doc?.text,
        instruction: p.instruction?.text,
        constraints: p.constraints.length ? p.constraints : undefined,
      })),
      returnType: fn.returnType?.text,
      returnConstraints: fn.returnConstraints.length ? fn.returnConstraints : undefined,
      calls: fn.body.calls.map((c) => (c.receiver ? `${c.receiver}.${c.name}` : c.name)),
      throws: fn.body.throws.map((t) => t.exceptionType),
      notNullAssertions: fn.body.notNullAssertions.map(at),
    })),
    serializables: model.serializables.map((s) => ({
      name: s.qualifiedName,
      describedByDoc: s.describedByDoc,
      summary: s.doc?.summary?.text,
      primaryConstructor: s.hasPrimaryConstructor ? (s.primaryConstructorPublic ? 'public' : 'not public') : 'none',
      properties: s.properties.map((p) => ({
        name: p.name,
        type: p.type?.text,
        val: p.hasValOrVar,
        default: p.defaultValue?.text,
        doc: p.doc?.text,
        instruction: p.instruction?.text,
      })),
    })),
    suppressions: model.suppressions.map((s) => `${s.ruleId} @ ${at(s.scope)}`),
    syntaxErrors: model.syntaxErrors.length,
  };
}

describe('Kotlin front end fixtures', () => {
  for (const name of fs.readdirSync(CASES).sort()) {
    it(name, () => {
      const dir = path.join(CASES, name);
      const model = frontEnd.parse(path.join(dir, 'input.kt'), fs.readFileSync(path.join(dir, 'input.kt'), 'utf8'));
      const actual = JSON.parse(JSON.stringify(project(model)));
      const expectedFile = path.join(dir, 'expected.json');
      if (!fs.existsSync(expectedFile)) {
        if (process.env.UPDATE_FIXTURES !== '1') throw new Error(`${expectedFile} is missing; run with UPDATE_FIXTURES=1 and review it`);
        fs.writeFileSync(expectedFile, `${JSON.stringify(actual, null, 2)}\n`);
      }
      expect(actual).toEqual(JSON.parse(fs.readFileSync(expectedFile, 'utf8')));
    });
  }
});

describe('Kotlin front end on half-typed code', () => {
  it('never throws on any prefix of a real file, and keeps the functions above the cursor', () => {
    const text = fs.readFileSync(path.join(CASES, 'current-era', 'input.kt'), 'utf8');
    const complete = frontEnd.parse('complete.kt', text).functions.map((f) => f.id);
    expect(complete.length).toBeGreaterThan(1);
    for (let cut = 0; cut <= text.length; cut += 7) {
      const model = frontEnd.parse('partial.kt', text.slice(0, cut));
      for (const fn of model.functions) expect(complete).toContain(fn.id);
    }
    // Typing the last function's body must not lose the first function.
    const lastFun = text.lastIndexOf('fun ');
    const truncated = frontEnd.parse('partial.kt', text.slice(0, lastFun + 10));
    expect(truncated.functions.map((f) => f.id)).toContain(complete[0]);
  });

  it('never throws on garbage', () => {
    for (const garbage of ['', '@', '@AppFunctionDeclaration(', '/** unclosed', 'class { fun', '"""', '\u0000\uffff', 'fun (x: ) = ']) {
      expect(() => frontEnd.parse('garbage.kt', garbage)).not.toThrow();
    }
  });
});
