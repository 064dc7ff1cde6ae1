import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Node, Tree } from 'web-tree-sitter';
import { createAnalyzer } from '../../../server/src/core/analyzer';
import { constructorLineBreaks, MAX_MASKED_LINE_BREAKS } from '../../../server/src/core/languages/kotlin/constructor-line-breaks';
import { maskFunInterfaces } from '../../../server/src/core/languages/kotlin/fun-interface';
import { createKotlinFrontEnd, reparse, type KeptTree } from '../../../server/src/core/languages/kotlin/index';
import { ParserText } from '../../../server/src/core/languages/kotlin/parser-text';
import { createKotlinParser } from '../../../server/src/core/languages/kotlin/tree-sitter';
import { parseGuard } from '../../../server/src/core/languages/tree-sitter/parse-guard';

/**
 * A primary constructor written on the line after its class (constructor-line-breaks.ts): the
 * line breaks found, the text and ranges the parser gets (parser-text.ts), and the model and
 * findings, which must be those of the same class with its constructor on its own line.
 */

/** The line feeds found in `text`, as the line numbers (1-based) they end. */
const linesEnded = (text: string) => constructorLineBreaks(text).map((at) => text.slice(0, at).split('\n').length);

describe('constructorLineBreaks', () => {
  it('finds the line breaks between a class header and its constructor on a later line', () => {
    expect(linesEnded('class Shed\n@Inject\nconstructor(val tools: Tools) {}\n')).toEqual([1, 2]);
    expect(linesEnded('class Shed\n    constructor(val tools: Tools)\n')).toEqual([1]);
    expect(linesEnded('internal data class Shed<T : Comparable<List<T>>>\n  private constructor(val tool: T)\n')).toEqual([1]);
    expect(linesEnded('class Shed\r\n\r\n  @Inject\r\n  @Named("shed") internal constructor(val tools: Tools)\r\n')).toEqual([1, 2, 3]);
    expect(linesEnded('class `Garden Shed` @Inject\nconstructor()\n')).toEqual([1]);
    expect(linesEnded('class Outer {\n    class Inner\n    constructor(val size: Int)\n}\n')).toEqual([2]);
  });

  it('leaves everything else as written', () => {
    const texts = [
      'class Shed {\n    constructor(tools: Tools) : this()\n}\n',
      'class Shed @Inject constructor(val tools: Tools)\n',
      'class Shed // tools live here\nconstructor(val tools: Tools)\n',
      'class Shed\n// Dagger builds it\n@Inject constructor(val tools: Tools)\n',
      '// the class Shed\nconstructor(val tools: Tools)\n',
      ' * class Shed\n * constructor(val tools: Tools)\n',
      'val shed = Shed\nconstructor(x)\n',
      'class Shed\nval constructor = 1\n',
      'class Shed\nconstructors(x)\n',
      'constructor(val tools: Tools)\n',
      'interface Shed\nconstructor(val tools: Tools)\n',
    ];
    for (const text of texts) {
      expect(constructorLineBreaks(text), text).toEqual([]);
      expect(ParserText.of(text).text).toBe(maskFunInterfaces(text));
      expect(ParserText.of(text).includedRanges).toBeUndefined();
    }
  });

  it('reads a bounded part of each line, so long lines and long runs stay linear', () => {
    const farLine = `${'@A '.repeat(200)}class Far\nconstructor()\n`;
    expect(constructorLineBreaks(farLine)).toEqual([]);
    const farConstructor = `class Near\n${' '.repeat(500)}constructor()\n`;
    expect(constructorLineBreaks(farConstructor)).toEqual([]);
    const manyBetween = `class Tall\n${'@A\n'.repeat(40)}constructor()\n`;
    expect(constructorLineBreaks(manyBetween)).toEqual([]);
    const many = 'class A\nconstructor()\n'.repeat(20_000);
    expect(constructorLineBreaks(many)).toEqual(Array.from({ length: MAX_MASKED_LINE_BREAKS }, (_, i) => 7 + 22 * i));
    const oneLine = 'constructor '.repeat(100_000);
    expect(constructorLineBreaks(oneLine)).toEqual([]);
  });
});

/** Every node of `tree`, depth first. */
function nodes(tree: Tree): Node[] {
  const all: Node[] = [];
  const stack = [tree.rootNode];
  while (stack.length > 0) {
    const node = stack.pop()!;
    all.push(node);
    for (const child of node.children) if (child) stack.push(child);
  }
  return all;
}

/** Tree-sitter's point of `offset` in `text`: rows end at line feeds. */
function pointOf(text: string, offset: number): { row: number; column: number } {
  const before = text.slice(0, offset);
  return { row: before.split('\n').length - 1, column: offset - (before.lastIndexOf('\n') + 1) };
}

describe('ParserText', () => {
  const text = [
    'package a',
    '',
    'class Shed<T>',
    '    @Inject',
    '',
    '    internal constructor(val tool: T) {',
    '    fun sharpen() = tool',
    '}',
    'fun interface Tidy {',
    '    fun tidy()',
    '}',
    'class Barn\r',
    'constructor() : Building(), Tidy {\r',
    '    override fun tidy() {}\r',
    '}',
    '',
  ].join('\n');

  it('masks those line breaks only, keeping every offset', () => {
    const parsed = ParserText.of(text);
    expect(parsed.source).toBe(text);
    expect(parsed.text).toHaveLength(text.length);
    expect(parsed.text.split('\n')).toHaveLength(text.split('\n').length - 4);
    expect(parsed.includedRanges).toHaveLength(5);
    expect(parsed.text).toContain('class Shed<T>     @Inject      internal constructor(val tool: T) {\n');
    expect(parsed.text).toContain('    interface Tidy');
    expect(parsed.text).toContain('class Barn  constructor()');
  });

  it('gives every node the point the file has at its offsets', async () => {
    const parser = await createKotlinParser();
    const parsed = ParserText.of(text);
    const tree = parser.parse(parsed.text, null, { includedRanges: parsed.includedRanges })!;
    try {
      expect(tree.rootNode.hasError).toBe(false);
      const classes = tree.rootNode.namedChildren.filter((c) => c?.type === 'class_declaration');
      expect(classes.map((c) => c?.namedChildren.map((n) => n?.type))).toEqual([
        ['type_identifier', 'type_parameters', 'primary_constructor', 'class_body'],
        ['type_identifier', 'class_body'],
        ['type_identifier', 'primary_constructor', 'delegation_specifier', 'delegation_specifier', 'class_body'],
      ]);
      for (const node of nodes(tree)) {
        expect(node.startPosition, `${node.type} at ${node.startIndex}`).toEqual(pointOf(text, node.startIndex));
        expect(node.endPosition, `${node.type} ending at ${node.endIndex}`).toEqual(pointOf(text, node.endIndex));
      }
    } finally {
      tree.delete();
    }
  });

  it('splits a region the same way', () => {
    const parsed = ParserText.of(text);
    const start = text.indexOf('class Shed');
    const end = text.indexOf('fun interface');
    const ranges = parsed.rangesWithin(start, end, pointOf(text, start), pointOf(text, end));
    const inject = text.indexOf('    @Inject');
    const blank = text.indexOf('\n', inject) + 1;
    const internal = text.indexOf('    internal');
    expect(ranges.map((r) => [r.startIndex, r.endIndex])).toEqual([
      [start, inject],
      [inject, blank],
      [blank, internal],
      [internal, end],
    ]);
    // Each starts where the file has its start; each but the last ends one column after its line
    // feed (the parser read a space there), the last where the region ends.
    for (const [i, range] of ranges.entries()) {
      expect(range.startPosition).toEqual(pointOf(text, range.startIndex));
      const lineFeed = pointOf(text, range.endIndex - 1);
      expect(range.endPosition).toEqual(i < ranges.length - 1 ? { row: lineFeed.row, column: lineFeed.column + 1 } : pointOf(text, end));
    }
    const plain = parsed.rangesWithin(0, 9, { row: 0, column: 0 }, { row: 0, column: 9 });
    expect(plain).toEqual([{ startIndex: 0, endIndex: 9, startPosition: { row: 0, column: 0 }, endPosition: { row: 0, column: 9 } }]);
  });
});

describe('a class whose constructor is on the next line', () => {
  const sameLine = [
    'package com.example.garden',
    '',
    'import androidx.appfunctions.AppFunctionContext',
    'import androidx.appfunctions.service.AppFunction',
    'import javax.inject.Inject',
    '',
    'class GardenFunctions @Inject constructor(private val beds: BedRepository) {',
    '    /** Lists the beds of the garden. */',
    '    @AppFunction',
    '    suspend fun listBeds(appFunctionContext: AppFunctionContext): List<String> = emptyList()',
    '}',
    '',
  ].join('\n');
  const variants = {
    annotated: sameLine.replace(' @Inject constructor', '\n@Inject\nconstructor'),
    plain: sameLine.replace(' @Inject constructor', '\n    constructor'),
  };

  it('is read as when the constructor is on the same line', async () => {
    const frontEnd = await createKotlinFrontEnd();
    const control = frontEnd.parse('file:///ws/Same.kt', sameLine);
    expect(control.functions.map((f) => f.id)).toEqual(['com.example.garden.GardenFunctions#listBeds']);
    for (const [name, text] of Object.entries(variants)) {
      const moved = text.split('\n').length - sameLine.split('\n').length;
      const model = frontEnd.parse(`file:///ws/${name}.kt`, text);
      expect(model.syntaxErrors, name).toEqual([]);
      expect(
        model.functions.map((f) => f.id),
        name,
      ).toEqual(control.functions.map((f) => f.id));
      const fn = model.functions[0]!;
      expect(fn.nameRange.start.line, name).toBe(control.functions[0]!.nameRange.start.line + moved);
      expect(text.split('\n')[fn.nameRange.start.line]?.slice(fn.nameRange.start.character, fn.nameRange.end.character)).toBe('listBeds');
      expect(fn.doc?.summary?.text, name).toBe('Lists the beds of the garden.');
      expect(
        model.classes.map((c) => [c.name, c.range.start.line]),
        name,
      ).toEqual([['GardenFunctions', 6]]);
    }
  });

  it('gets the same findings', async () => {
    const findingsOf = async (uri: string, text: string, moved: number) => {
      // An analyzer each: two files declaring one id are a finding of their own.
      const analyzer = await createAnalyzer();
      analyzer.registry.update(uri, text);
      return analyzer.findings(uri).map((f) => ({ rule: f.ruleId, message: f.message, line: f.range.start.line - moved, character: f.range.start.character }));
    };
    const control = await findingsOf('/ws/same/Garden.kt', sameLine, 0);
    expect(control.length).toBeGreaterThan(0);
    for (const [name, text] of Object.entries(variants)) {
      expect(await findingsOf(`/ws/${name}/Garden.kt`, text, text.split('\n').length - sameLine.split('\n').length), name).toEqual(control);
    }
  });
});

describe('reparsing after an edit', () => {
  const base = 'package a\n\nclass Pond\n@Inject\nconstructor(val fish: Fish) {\n    fun feed() = fish.eat()\n}\n\nclass Reeds {\n    fun cut() = 1\n}\n';
  const edits = [
    base,
    // The break after the name typed as a space: the parsed texts agree there, the lines do not.
    base.replace('class Pond\n', 'class Pond '),
    base,
    base.replace('constructor(', 'constructo('),
    base.replace('class Pond\n@Inject\n', 'class Pond\n\n    @Inject\n\n'),
    base.replace('class Reeds {', 'class Reeds\nconstructor() {'),
    base.replace('@Inject\n', ''),
    `// header\n${base}`,
    base,
  ];

  it("keeps every point on the file's lines, as a fresh parse does", async () => {
    const parser = await createKotlinParser();
    const guard = parseGuard(undefined, () => 0);
    let kept: KeptTree | undefined;
    for (const [step, source] of edits.entries()) {
      const parsed = ParserText.of(source);
      const tree = reparse(parser, parsed, kept, guard, (error) => {
        throw error;
      })!;
      const fresh = parser.parse(parsed.text, null, { includedRanges: parsed.includedRanges })!;
      expect(tree.rootNode.toString(), `step ${step}`).toBe(fresh.rootNode.toString());
      for (const node of nodes(tree)) {
        expect(node.startPosition, `step ${step}: ${node.type} at ${node.startIndex}`).toEqual(pointOf(source, node.startIndex));
        expect(node.endPosition, `step ${step}: ${node.type} ending at ${node.endIndex}`).toEqual(pointOf(source, node.endIndex));
      }
      fresh.delete();
      kept = { text: parsed.text, source: parsed.includedRanges ? parsed.source : undefined, tree };
    }
    kept?.tree.delete();
  });
});

describe('a class the grammar misreads, holding one whose constructor is on the next line', () => {
  it('is read again with the same ranges, as when the constructor is on the same line', async () => {
    const frontEnd = await createKotlinFrontEnd();
    const header = 'package a\n\nimport androidx.appfunctions.AppFunctionContext\nimport androidx.appfunctions.service.AppFunction\n\n';
    // Two annotations, a body and a declaration after it: read as an expression, then again alone.
    const outer = (inner: string) =>
      `${header}@Keep\n@Reusable\nclass Greenhouse {\n    ${inner}(val vents: Vents) {\n        @AppFunction\n        suspend fun open(appFunctionContext: AppFunctionContext) = vents.open()\n    }\n}\n\nclass Shed\n`;
    const sameLine = frontEnd.parse('file:///ws/Same.kt', outer('class Window @Inject constructor'));
    const nextLine = frontEnd.parse('file:///ws/Next.kt', outer('class Window\n    @Inject\n    constructor'));
    expect(sameLine.functions.map((f) => [f.id, f.nameRange.start.line])).toEqual([['a.Greenhouse.Window#open', 10]]);
    expect(nextLine.functions.map((f) => [f.id, f.nameRange.start.line])).toEqual([['a.Greenhouse.Window#open', 12]]);
    expect(nextLine.classes.map((c) => c.qualifiedName)).toEqual(['a.Greenhouse', 'a.Greenhouse.Window', 'a.Shed']);
  });
});

describe('a file of many classes with their constructors on the next line', () => {
  it('has the first ones read, and the others left as written', async () => {
    const frontEnd = await createKotlinFrontEnd();
    const unit = (i: number) =>
      `class Bed${i}\n@Inject\nconstructor(private val soil: Soil) {\n    /** Digs bed ${i}. */\n    @AppFunction\n    suspend fun dig(appFunctionContext: AppFunctionContext) = soil.turn()\n}\n`;
    const header = 'package a\n\nimport androidx.appfunctions.AppFunctionContext\nimport androidx.appfunctions.service.AppFunction\n\n';
    const text = header + Array.from({ length: 100 }, (_, i) => unit(i)).join('');
    const model = frontEnd.parse('file:///ws/Beds.kt', text);
    const read = MAX_MASKED_LINE_BREAKS / 2;
    expect(model.functions.map((f) => f.id)).toEqual(Array.from({ length: read }, (_, i) => `a.Bed${i}#dig`));
    expect(model.syntaxErrors.length).toBeGreaterThan(0);
  });
});

describe('a half-typed class with its constructor on the next line', () => {
  it('never throws on any prefix, and keeps the functions above the cursor', async () => {
    const frontEnd = await createKotlinFrontEnd();
    const text = fs.readFileSync(path.join(__dirname, 'cases', 'constructor-on-next-line', 'input.kt'), 'utf8');
    const complete = frontEnd.parse('complete.kt', text).functions.map((f) => f.id);
    expect(complete).toHaveLength(4);
    for (let cut = 0; cut <= text.length; cut += 5) {
      const model = frontEnd.parse('partial.kt', text.slice(0, cut));
      for (const fn of model.functions) expect(complete).toContain(fn.id);
    }
  });
});
