import * as fs from 'node:fs';
import * as path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as oniguruma from 'vscode-oniguruma';
import * as vsctm from 'vscode-textmate';

/**
 * Tokenizes Kotlin snippets with the contributed TextMate grammars (source.kotlin plus the KDoc
 * injection) exactly the way VS Code does, and checks the scopes of selected tokens.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const SYNTAXES = path.join(ROOT, 'syntaxes');
const KOTLIN_GRAMMAR = path.join(SYNTAXES, 'kotlin.tmLanguage.json');
const KDOC_GRAMMAR = path.join(SYNTAXES, 'kdoc.injection.tmLanguage.json');
const GRAMMAR_FILES: Record<string, string> = { 'source.kotlin': KOTLIN_GRAMMAR, 'text.kdoc.injection': KDOC_GRAMMAR };
const CONFIG_FILE = path.join(SYNTAXES, 'kotlin-language-configuration.json');

interface Line {
  text: string;
  tokens: vsctm.IToken[];
}

let grammar: vsctm.IGrammar;

beforeAll(async () => {
  const wasm = fs.readFileSync(path.join(ROOT, 'node_modules/vscode-oniguruma/release/onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const registry = new vsctm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns: string[]) => new oniguruma.OnigScanner(patterns),
      createOnigString: (s: string) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async (scopeName: string) => {
      const file = GRAMMAR_FILES[scopeName];
      return file ? vsctm.parseRawGrammar(fs.readFileSync(file, 'utf8'), file) : null;
    },
    getInjections: (scopeName: string) => (scopeName === 'source.kotlin' ? ['text.kdoc.injection'] : undefined),
  });
  const loaded = await registry.loadGrammar('source.kotlin');
  if (!loaded) throw new Error('source.kotlin grammar did not load');
  grammar = loaded;
});

/** Tokenizes line by line, carrying the rule stack across lines like the editor does. */
function tokenize(source: string): Line[] {
  let stack = vsctm.INITIAL;
  return source.split('\n').map((text) => {
    const result = grammar.tokenizeLine(text, stack);
    stack = result.ruleStack;
    return { text, tokens: result.tokens };
  });
}

function dump(line: Line): string {
  return line.tokens.map((t) => `${JSON.stringify(line.text.slice(t.startIndex, t.endIndex))} ${t.scopes.join(' ')}`).join('\n');
}

/**
 * Scopes of the single token covering `needle`. `occurrence` picks the n-th (0-based) hit in the
 * whole snippet; `onLine` restricts the search to lines containing that text. Throws (with a token
 * dump) when the needle is missing or split over several tokens, so a wrong grammar fails loudly.
 */
interface Where {
  /** 0-based index among all hits (after the other filters) */
  occurrence?: number;
  /** only lines containing this text */
  onLine?: string;
  /** only hits starting after the first occurrence of this text on the line */
  after?: string;
}

function scopesOf(lines: Line[], needle: string, opts: Where = {}): string[] {
  let seen = 0;
  for (const line of lines) {
    if (opts.onLine !== undefined && !line.text.includes(opts.onLine)) continue;
    let from = 0;
    if (opts.after !== undefined) {
      const anchor = line.text.indexOf(opts.after);
      if (anchor < 0) continue;
      from = anchor + opts.after.length;
    }
    for (let at = line.text.indexOf(needle, from); at >= 0; at = line.text.indexOf(needle, at + 1)) {
      if (seen++ !== (opts.occurrence ?? 0)) continue;
      const end = at + needle.length;
      const token = line.tokens.find((t) => t.startIndex <= at && t.endIndex >= end);
      if (!token) throw new Error(`"${needle}" is split over several tokens in:\n${line.text}\n${dump(line)}`);
      return token.scopes;
    }
  }
  throw new Error(`"${needle}" not found in snippet`);
}

function expectScope(lines: Line[], needle: string, scope: string, opts?: Where): void {
  const scopes = scopesOf(lines, needle, opts);
  expect(scopes, `scopes of "${needle}"`).toContain(scope);
}

function expectNoScopeLike(lines: Line[], needle: string, prefix: string, opts?: Where): void {
  const scopes = scopesOf(lines, needle, opts);
  expect(
    scopes.filter((s) => s.startsWith(prefix)),
    `scopes of "${needle}": ${scopes.join(' ')}`,
  ).toEqual([]);
}

describe('grammar files', () => {
  it.each([...Object.values(GRAMMAR_FILES), CONFIG_FILE])('%s is valid JSON', (file) => {
    expect(() => JSON.parse(fs.readFileSync(file, 'utf8'))).not.toThrow();
  });

  it('declare the scope names package.json refers to', () => {
    const main = JSON.parse(fs.readFileSync(KOTLIN_GRAMMAR, 'utf8'));
    const kdoc = JSON.parse(fs.readFileSync(KDOC_GRAMMAR, 'utf8'));
    expect(main.scopeName).toBe('source.kotlin');
    expect(kdoc.scopeName).toBe('text.kdoc.injection');
    expect(kdoc.injectionSelector).toBe('L:comment.block.documentation.kotlin');
  });

  it('language configuration has comments, pairs, folding and KDoc continuation', () => {
    const config = JSON.parse(fs.readFileSync(CONFIG_FILE, 'utf8'));
    expect(config.comments).toEqual({ lineComment: '//', blockComment: ['/*', '*/'] });
    expect(config.autoClosingPairs.map((p: { open: string }) => p.open)).toEqual(expect.arrayContaining(['{', '(', '[', '"', "'", '"""']));
    expect(new RegExp(config.folding.markers.start).test('    // region Helpers')).toBe(true);
    expect(new RegExp(config.folding.markers.end).test('    // endregion')).toBe(true);
    const continuation = config.onEnterRules.find(
      (r: { beforeText: { pattern: string }; action: { appendText?: string } }) => r.action.appendText === ' * ' && new RegExp(r.beforeText.pattern).test('    /** Starts a doc'),
    );
    expect(continuation).toBeDefined();
    expect(new RegExp(config.wordPattern).exec('$userName')?.[0]).toBe('userName');
  });
});

describe('kotlin grammar', () => {
  // tokenized in beforeAll: the grammar is only loaded once the suite starts running
  let declarations: Line[];
  beforeAll(() => {
    declarations = tokenize(
      [
        'package com.example.app',
        '',
        'import kotlin.math.max',
        '',
        'internal data class User(val name: String, private val age: Int) : Comparable<User> {',
        '    companion object Factory',
        '    override fun compareTo(other: User): Int = age - other.age',
        '    suspend fun <T> List<T>.firstOrNothing(): T? = firstOrNull()',
        '}',
        'interface Greeter',
        'val data = listOf(1)',
      ].join('\n'),
    );
  });

  it('scopes hard, soft and modifier keywords', () => {
    expectScope(declarations, 'package', 'keyword.other.package.kotlin');
    expectScope(declarations, 'import', 'keyword.other.import.kotlin');
    expectScope(declarations, 'internal', 'storage.modifier.kotlin');
    expectScope(declarations, 'data', 'storage.modifier.kotlin');
    expectScope(declarations, 'class', 'storage.type.class.kotlin');
    expectScope(declarations, 'companion', 'storage.modifier.kotlin');
    expectScope(declarations, 'override', 'storage.modifier.kotlin');
    expectScope(declarations, 'suspend', 'storage.modifier.kotlin');
    expectScope(declarations, 'fun', 'storage.type.function.kotlin');
    expectScope(declarations, 'val', 'storage.type.variable.kotlin');
    // `data` used as a name is not a modifier
    expectNoScopeLike(declarations, 'data', 'storage.modifier', { onLine: 'val data =' });
  });

  it('scopes function, class and type names', () => {
    expectScope(declarations, 'compareTo', 'entity.name.function.kotlin');
    expectScope(declarations, 'firstOrNothing', 'entity.name.function.kotlin');
    expectScope(declarations, 'User', 'entity.name.type.class.kotlin');
    expectScope(declarations, 'Factory', 'entity.name.type.object.kotlin');
    expectScope(declarations, 'Greeter', 'entity.name.type.interface.kotlin');
    expectScope(declarations, 'String', 'entity.name.type.kotlin');
    expectScope(declarations, 'Comparable', 'entity.name.type.kotlin');
    expectScope(declarations, 'User', 'entity.name.type.kotlin', { onLine: 'Comparable<User>', occurrence: 1 });
    expectScope(declarations, 'other', 'variable.parameter.kotlin');
    expectScope(declarations, 'name', 'variable.other.definition.kotlin');
    expectScope(declarations, 'firstOrNull', 'entity.name.function.call.kotlin');
  });

  it('scopes control keywords and language constants', () => {
    const lines = tokenize(
      [
        'fun check(x: Any?): Boolean {',
        '    if (x == null) return false else when (x) { is String -> throw IllegalStateException() }',
        '    for (i in 0 until 3) { try { this.run() } catch (e: Exception) { } finally { } }',
        '    return x as? Int != null',
        '}',
      ].join('\n'),
    );
    expectScope(lines, 'if', 'keyword.control.conditional.kotlin');
    expectScope(lines, 'else', 'keyword.control.conditional.kotlin');
    expectScope(lines, 'when', 'keyword.control.conditional.kotlin');
    expectScope(lines, 'return', 'keyword.control.flow.kotlin');
    expectScope(lines, 'throw', 'keyword.control.flow.kotlin');
    expectScope(lines, 'for', 'keyword.control.loop.kotlin');
    expectScope(lines, 'try', 'keyword.control.trycatch.kotlin');
    expectScope(lines, 'catch', 'keyword.control.trycatch.kotlin');
    expectScope(lines, 'finally', 'keyword.control.trycatch.kotlin');
    expectScope(lines, 'is', 'keyword.operator.expression.is.kotlin', { onLine: 'is String' });
    expectScope(lines, 'in', 'keyword.operator.expression.in.kotlin', { onLine: 'for (i in' });
    expectScope(lines, 'as?', 'keyword.operator.cast.kotlin');
    expectScope(lines, 'null', 'constant.language.null.kotlin');
    expectScope(lines, 'false', 'constant.language.boolean.kotlin');
    expectScope(lines, 'this', 'variable.language.this.kotlin');
    expectScope(lines, '==', 'keyword.operator.comparison.kotlin');
  });

  it('scopes annotations with arguments and use-site targets', () => {
    const lines = tokenize(
      [
        '@file:JvmName("StringUtils")',
        '@Suppress("UNCHECKED_CAST", names = ["a"])',
        'class Holder(@param:Named("id") val id: String) {',
        '    @get:JvmName("isReady") val ready: Boolean get() = true',
        '    @Deprecated(message = "old", level = DeprecationLevel.WARNING) fun old() {}',
        '}',
      ].join('\n'),
    );
    expectScope(lines, '@', 'punctuation.definition.annotation.kotlin', { onLine: '@file' });
    expectScope(lines, 'file', 'storage.modifier.use-site-target.kotlin');
    expectScope(lines, 'JvmName', 'storage.type.annotation.kotlin', { onLine: '@file' });
    expectScope(lines, 'StringUtils', 'string.quoted.double.kotlin');
    expectScope(lines, 'Suppress', 'storage.type.annotation.kotlin');
    expectScope(lines, 'Suppress', 'meta.annotation.kotlin');
    expectScope(lines, 'UNCHECKED_CAST', 'string.quoted.double.kotlin');
    expectScope(lines, 'names', 'variable.parameter.named-argument.kotlin');
    expectScope(lines, 'param', 'storage.modifier.use-site-target.kotlin');
    expectScope(lines, 'Named', 'storage.type.annotation.kotlin');
    expectScope(lines, 'get', 'storage.modifier.use-site-target.kotlin', { onLine: '@get:' });
    expectScope(lines, 'get', 'storage.type.accessor.kotlin', { onLine: '@get:', occurrence: 1 });
    expectScope(lines, 'Deprecated', 'storage.type.annotation.kotlin');
    expectScope(lines, 'level', 'variable.parameter.named-argument.kotlin');
    // the annotation ends at its closing parenthesis
    expectNoScopeLike(lines, 'old', 'meta.annotation', { onLine: 'fun old', occurrence: 1 });
    expectScope(lines, 'old', 'entity.name.function.kotlin', { onLine: 'fun old', occurrence: 1 });
  });

  it('scopes strings, escapes and string templates', () => {
    const lines = tokenize('val greeting = "Hi $name, ${a.b()} items\\n\\u0041\\$" + suffix');
    expectScope(lines, '"', 'punctuation.definition.string.begin.kotlin');
    expectScope(lines, 'Hi ', 'string.quoted.double.kotlin');
    expectScope(lines, '$', 'punctuation.definition.template-expression.kotlin');
    expectScope(lines, 'name', 'meta.template.expression.kotlin');
    expectScope(lines, 'name', 'string.quoted.double.kotlin');
    expectScope(lines, '${', 'punctuation.definition.template-expression.begin.kotlin');
    for (const part of ['a', '.', 'b', '(']) expectScope(lines, part, 'source.kotlin.embedded', { after: '${' });
    expectScope(lines, 'b', 'entity.name.function.call.kotlin', { after: '${' });
    expectScope(lines, '}', 'punctuation.definition.template-expression.end.kotlin');
    // after the template the string continues as a string, not as code
    const after = scopesOf(lines, ' items');
    expect(after).toContain('string.quoted.double.kotlin');
    expect(after).not.toContain('source.kotlin.embedded');
    expect(after).not.toContain('meta.template.expression.kotlin');
    expectScope(lines, '\\n', 'constant.character.escape.kotlin');
    expectScope(lines, '\\u0041', 'constant.character.escape.kotlin');
    expectScope(lines, '\\$', 'constant.character.escape.kotlin');
    // and the code after the closing quote is code again
    expectNoScopeLike(lines, 'suffix', 'string');
  });

  it('keeps braces balanced inside template expressions', () => {
    const lines = tokenize('val s = "${items.map { it.id }} tail"; val after = 1');
    expectScope(lines, 'it', 'variable.language.it.kotlin', { after: '{ ' });
    expectScope(lines, 'it', 'source.kotlin.embedded', { after: '{ ' });
    expectScope(lines, ' tail', 'string.quoted.double.kotlin');
    expectNoScopeLike(lines, 'after', 'string');
  });

  it('scopes raw strings over several lines with templates', () => {
    const lines = tokenize(['val sql = """', '    SELECT * FROM $table', '    WHERE id = ${ids.first()} \\n', '""".trimIndent()', 'val next = 1'].join('\n'));
    expectScope(lines, '"""', 'string.quoted.triple.kotlin');
    expectScope(lines, 'SELECT * FROM ', 'string.quoted.triple.kotlin');
    expectScope(lines, 'table', 'meta.template.expression.kotlin');
    expectScope(lines, 'ids', 'source.kotlin.embedded');
    expectScope(lines, 'first', 'entity.name.function.call.kotlin');
    // raw strings have no escapes
    expectNoScopeLike(lines, '\\n', 'constant.character.escape');
    expectScope(lines, '\\n', 'string.quoted.triple.kotlin');
    expectScope(lines, '"""', 'punctuation.definition.string.end.kotlin', { occurrence: 1 });
    expectScope(lines, 'trimIndent', 'entity.name.function.call.kotlin');
    expectNoScopeLike(lines, 'next', 'string');
    expectScope(lines, 'val', 'storage.type.variable.kotlin', { onLine: 'val next' });
  });

  it('scopes character literals', () => {
    const lines = tokenize("val c = 'x'; val nl = '\\n'; val q = '\\''");
    expectScope(lines, 'x', 'string.quoted.single.kotlin', { onLine: "'x'" });
    expectScope(lines, '\\n', 'constant.character.escape.kotlin');
    expectScope(lines, "\\'", 'constant.character.escape.kotlin');
  });

  it('scopes line, block and nested block comments', () => {
    const lines = tokenize(['// a line comment', '/* outer /* inner */ still outer', '   */ val afterComment = 1'].join('\n'));
    expectScope(lines, 'a line comment', 'comment.line.double-slash.kotlin');
    expectScope(lines, ' outer ', 'comment.block.kotlin');
    const inner = scopesOf(lines, ' inner ');
    expect(inner.filter((s) => s === 'comment.block.kotlin')).toHaveLength(2);
    expectScope(lines, ' still outer', 'comment.block.kotlin');
    expectNoScopeLike(lines, 'afterComment', 'comment');
    expectScope(lines, 'afterComment', 'variable.other.definition.kotlin');
  });

  it('scopes KDoc, its block tags and links, and returns to code afterwards', () => {
    const lines = tokenize(
      [
        '/**',
        ' * Sends a greeting to [User.name] via [Greeter].',
        ' *',
        ' * @param name the person to greet',
        ' * @property count how many times',
        ' * @return the sent message',
        ' * @throws IllegalStateException when offline',
        ' * @see Greeter',
        ' */',
        'fun greet(name: String): String = "hi"',
      ].join('\n'),
    );
    expectScope(lines, '/**', 'comment.block.documentation.kotlin');
    expectScope(lines, 'Sends a greeting', 'comment.block.documentation.kotlin');
    expectScope(lines, 'User.name', 'markup.underline.link.kdoc');
    expectScope(lines, 'User.name', 'comment.block.documentation.kotlin');
    expectScope(lines, 'Greeter', 'markup.underline.link.kdoc');
    expectScope(lines, 'param', 'storage.type.class.kdoc');
    expectScope(lines, 'name', 'variable.parameter.kdoc', { onLine: '@param' });
    expectNoScopeLike(lines, 'the person to greet', 'variable');
    expectScope(lines, 'property', 'storage.type.class.kdoc');
    expectScope(lines, 'count', 'variable.parameter.kdoc');
    expectScope(lines, 'return', 'storage.type.class.kdoc');
    expectScope(lines, 'throws', 'storage.type.class.kdoc');
    expectScope(lines, 'IllegalStateException', 'entity.name.type.kdoc');
    expectScope(lines, 'see', 'storage.type.class.kdoc');
    expectScope(lines, '*/', 'punctuation.definition.comment.end.kotlin');
    // the declaration after the multi-line KDoc is ordinary code
    for (const needle of ['fun', 'greet', 'String']) expectNoScopeLike(lines, needle, 'comment', { onLine: 'fun greet' });
    expectScope(lines, 'fun', 'storage.type.function.kotlin', { onLine: 'fun greet' });
    expectScope(lines, 'greet', 'entity.name.function.kotlin', { onLine: 'fun greet' });
    expectScope(lines, 'hi', 'string.quoted.double.kotlin');
  });

  it('does not apply KDoc rules to ordinary block comments', () => {
    const lines = tokenize('/* @param notDoc [notALink] */ val x = 1');
    expectNoScopeLike(lines, 'notDoc', 'variable.parameter');
    expectNoScopeLike(lines, 'notALink', 'markup');
    expectScope(lines, 'notALink', 'comment.block.kotlin');
  });

  it('scopes numbers', () => {
    const lines = tokenize('val n = listOf(0xFF_EC_DE, 0b1010_0101, 123L, 1_000_000, 3.14f, 1.5e-10, 2e10F, .5, 7u, 0xFFuL, 1..10)');
    expectScope(lines, '0xFF_EC_DE', 'constant.numeric.hex.kotlin');
    expectScope(lines, '0b1010_0101', 'constant.numeric.binary.kotlin');
    expectScope(lines, '123L', 'constant.numeric.decimal.kotlin');
    expectScope(lines, '1_000_000', 'constant.numeric.decimal.kotlin');
    expectScope(lines, '3.14f', 'constant.numeric.float.kotlin');
    expectScope(lines, '1.5e-10', 'constant.numeric.float.kotlin');
    expectScope(lines, '2e10F', 'constant.numeric.float.kotlin');
    expectScope(lines, '.5', 'constant.numeric.float.kotlin');
    expectScope(lines, '7u', 'constant.numeric.decimal.kotlin');
    expectScope(lines, '0xFFuL', 'constant.numeric.hex.kotlin');
    expectScope(lines, '..', 'keyword.operator.range.kotlin');
    expectScope(lines, '10', 'constant.numeric.decimal.kotlin', { after: '1..' });
  });

  it('scopes operators, punctuation and labels', () => {
    const lines = tokenize(
      [
        'val len = text?.length ?: 0',
        'val ref = String::class',
        'outer@ for (x in xs) { if (x !in seen) continue@outer; seen += x!! }',
        'val f: (Int) -> Unit = { n -> println(n) }',
      ].join('\n'),
    );
    expectScope(lines, '?.', 'punctuation.accessor.optional.kotlin');
    expectScope(lines, '?:', 'keyword.operator.elvis.kotlin');
    expectScope(lines, '::', 'keyword.operator.reference.kotlin');
    expectScope(lines, 'class', 'storage.type.class.kotlin');
    expectScope(lines, 'outer', 'entity.name.label.kotlin');
    expectScope(lines, 'continue', 'keyword.control.flow.kotlin');
    expectScope(lines, '!in', 'keyword.operator.expression.in.kotlin');
    expectScope(lines, '+=', 'keyword.operator.assignment.compound.kotlin');
    expectScope(lines, '!!', 'keyword.operator.not-null-assertion.kotlin');
    expectScope(lines, '->', 'keyword.operator.arrow.kotlin');
    expectScope(lines, '{', 'punctuation.section.block.begin.kotlin', { onLine: 'val f' });
    expectScope(lines, ';', 'punctuation.terminator.statement.kotlin');
    expectScope(lines, 'println', 'entity.name.function.call.kotlin');
  });
});
