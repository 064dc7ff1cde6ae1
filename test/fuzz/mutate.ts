import { pick } from '../helpers/seeded-random';
import type { SeedFile } from './corpus';
import type { InputKind } from './parse-quality';

/** One fuzz input: the text, the file it is opened as, and how it was made. */
export interface FuzzInput {
  kind: InputKind;
  /** Workspace-relative path the document is opened at. */
  path: string;
  text: string;
  /** The seed files and mutations, for the reproducer. */
  recipe: string[];
}

/** Sizes the mutations aim at; the large ones are rare so that throughput stays high. */
export interface InputSizes {
  /** Chance that an input carries one large piece (a 1 MB line, 50,000 unclosed brackets...). */
  largeChance: number;
  /** Length of a large piece, in characters. */
  largeChars: number;
}

export const DEFAULT_SIZES: InputSizes = { largeChance: 0.004, largeChars: 1_000_000 };

type Random = () => number;
type Mutation = (text: string, r: Random, ctx: MutationContext) => string;

interface MutationContext {
  corpus: readonly SeedFile[];
  kind: InputKind;
  /** Length of a repeated run: mostly short, sometimes large. */
  runLength: (small: number) => number;
  recipe: string[];
}

const int = (r: Random, n: number) => Math.floor(r() * n);
const at = (r: Random, text: string) => int(r, text.length + 1);
const insertAt = (text: string, offset: number, piece: string) => text.slice(0, offset) + piece + text.slice(offset);

/** Code points that stress position and width handling: RTL, combining, astral, joiners, controls. */
const UNICODE_PIECES = [
  '\u05e9\u05dc\u05d5\u05dd', // Hebrew
  '\u0645\u0631\u062d\u0628\u0627', // Arabic
  '\u202e\u202d\u2066\u2069', // bidi overrides and isolates
  'e\u0301\u0302\u0303\u0304', // stacked combining marks
  '\u{1f600}\u{1f469}\u200d\u{1f4bb}', // astral emoji and a joiner sequence
  '\u{20000}\u{2a6d6}', // astral CJK
  '\ufeff', // a BOM in the middle
  '\u2028\u2029', // line and paragraph separators
  '\u00a0\u3000\u200b', // spaces that are not ASCII
  '\ud800', // a lone high surrogate
  '\udc00x', // a lone low surrogate
  '\u0000\u0001\u001b', // controls
  '\u30c6\u30b9\u30c8\u3002', // Japanese with a full stop
  '\u09ac\u09be\u0982\u09b2\u09be\u0964', // Bengali with a danda
  'caf\u00e9 \u00e7\u00e3o', // Latin with diacritics
];

/** Words and runs aimed at the description rules (sentences, fillers, lists, abbreviations). */
const PROSE_RUNS = [
  'e.g. ',
  'i.e. ',
  'etc. ',
  'word ',
  'Quickly ',
  'This function is used to ',
  'a.b.',
  '... ',
  '?',
  '!! ',
  'very ',
  ', and ',
  '`x` ',
  '[link](http://x) ',
  '@param ',
  'Returns ',
];
const NESTING_RUNS = ['List<', '(', '{', '[', 'Map<String, ', '"${', '/*', '<a>', 'if (x) ', '@A(', 'fun f(): '];
/** C#'s own nesting: half of a C# input's nesting runs are drawn from these. */
const CSHARP_NESTING_RUNS = ['[A(', '$"{', '$$"""{{', 'Dictionary<string, ', 'new[] { ', '#if X\n', '(x) => ', '@"', 'X<'];
const KOTLIN_SNIPPETS = [
  '\n@AppFunction\nsuspend fun dup(context: AppFunctionContext): String = ""\n',
  '\n/** Creates a note. */\n@AppFunction\nfun createNote(appFunctionContext: AppFunctionContext, title: String): Note? = null\n',
  '\n@Suppress\n',
  '\n@file:Suppress("x")\n',
  '\nimport androidx.appfunctions.AppFunction\n',
  '\n@AppFunctionSerializable\ndata class D(val a: List<String>?)\n',
  '\nclass C {\n  @AppFunction(isDescribedByKDoc = true)\n  fun m(appFunctionContext: AppFunctionContext) {}\n}\n',
];
const TS_SNIPPETS = [
  "\nserver.tool('t', 'Does a thing.', { a: z.string() }, async () => ({ content: [] }));\n",
  "\nserver.registerTool('t', { description: 'x', inputSchema: { a: z.number().describe('n') } }, async () => ({ content: [] }));\n",
  "\nimport { z } from 'zod';\n",
  "\nnavigator.modelContext.registerTool({ name: 'n', description: 'd', execute: () => 1 });\n",
  '\n// appfunctions-disable-next-line\n',
];
/** Shiny.AppFunctions declarations and the C# syntax around them (raw, verbatim and interpolated strings, generics). */
const CSHARP_SNIPPETS = [
  '\n[AppFunction("dup", Description = "Creates a note and returns its id.")]\npublic record Dup(string Title) : IAppFunction<string>;\n',
  '\n[AppFunction("x", Title = "X", Description = "Lists the orders placed today.")]\npublic record ListOrders(\n    [property: AppParameter(Description = "Customer whose orders are listed.")] string Customer,\n    [property: AppParameter] int? Limit\n) : IAppFunction<List<Dictionary<string, int?>>>;\n',
  '\npublic class C : IAppFunction<bool>\n{\n    [AppParameter(Description = @"A ""quoted"" verbatim\n line")]\n    public required string Name { get; set; }\n}\n',
  '\n[AppFunction("raw", Description = """\n    Raw "text" over\n    two lines.\n    """)]\npublic record Raw : IAppFunction<int>;\n',
  '\n[AppFunction($"{Prefix}_get", Description = $"Gets {{x}} for {Name}.")]\npublic sealed record Interp<T>(T Value) : IAppFunction<T> where T : notnull;\n',
  '\n[AppFunction("y", Description = $$"""Reads {{Name}} and {x}.""")]\npublic record Y([property: AppParameter(Description = "a\\tb\\u00e9\\"")] string A) : IAppFunction<string>;\n',
  '\n// appfunctions-disable-next-line description-missing, no-filler -- reason\n',
  '\n[SuppressMessage("AppFunctions", "appfunctions:description-missing", Justification = "x")]\n',
  '\n[AppEntity("order", Description = "An order.")]\npublic partial record Order([property: AppEntityId] string Id, string Name);\n',
  '\nusing Shiny.AppFunctions;\nnamespace Fz.Functions;\n',
  '\npublic class H : IAppFunctionHandler<Dup, string>\n{\n    public Task<string> Handle(Dup request, CancellationToken ct) => Task.FromResult("");\n}\n',
];
const XML_SNIPPETS = [
  '<property android:name="android.app.appfunctions" android:resource="@xml/app_metadata" />',
  '<appfunctions><function id="a" description="x"/></appfunctions>',
  '<!-- c',
  '<![CDATA[ x',
  '&amp;&lt;&#x10ffff;&#0;&undefined;',
  '<?xml version="1.0" encoding="UTF-16"?>',
  '<a attr="',
];

const SNIPPETS: Record<InputKind, readonly string[]> = { kotlin: KOTLIN_SNIPPETS, typescript: TS_SNIPPETS, xml: XML_SNIPPETS, csharp: CSHARP_SNIPPETS };

function longRun(unit: string, length: number): string {
  return unit.repeat(Math.max(1, Math.ceil(length / unit.length))).slice(0, Math.max(length, 1));
}

/** A position inside a doc comment or string when the text has one, else anywhere. */
function proseOffset(text: string, r: Random): number {
  const marks: number[] = [];
  for (const open of ['/**', '///', '"', "'", '`', 'description="']) {
    let i = text.indexOf(open);
    while (i >= 0 && marks.length < 200) {
      marks.push(i + open.length);
      i = text.indexOf(open, i + open.length);
    }
  }
  return marks.length > 0 ? pick(r, marks) : at(r, text);
}

const MUTATIONS: { name: string; weight: number; apply: Mutation }[] = [
  { name: 'truncate', weight: 6, apply: (t, r) => t.slice(0, at(r, t)) },
  { name: 'drop-head', weight: 2, apply: (t, r) => t.slice(at(r, t)) },
  {
    name: 'splice',
    weight: 5,
    apply: (t, r, ctx) => {
      const same = ctx.corpus.filter((s) => s.kind === ctx.kind);
      const other = pick(r, r() < 0.85 && same.length > 0 ? same : ctx.corpus);
      ctx.recipe.push(`  with ${other.path}`);
      return t.slice(0, at(r, t)) + other.text.slice(at(r, other.text));
    },
  },
  {
    name: 'delete-range',
    weight: 4,
    apply: (t, r) => {
      const a = at(r, t);
      return t.slice(0, a) + t.slice(Math.min(t.length, a + 1 + int(r, 200)));
    },
  },
  {
    name: 'duplicate-range',
    weight: 3,
    apply: (t, r) => {
      const a = at(r, t);
      const b = Math.min(t.length, a + int(r, 400));
      return insertAt(t, b, t.slice(a, b));
    },
  },
  {
    name: 'unicode',
    weight: 5,
    apply: (t, r) => insertAt(t, r() < 0.5 ? proseOffset(t, r) : at(r, t), Array.from({ length: 1 + int(r, 4) }, () => pick(r, UNICODE_PIECES)).join('')),
  },
  { name: 'prose-run', weight: 6, apply: (t, r, ctx) => insertAt(t, proseOffset(t, r), longRun(pick(r, PROSE_RUNS), ctx.runLength(400))) },
  { name: 'long-word', weight: 2, apply: (t, r, ctx) => insertAt(t, proseOffset(t, r), longRun('abcdefghij', ctx.runLength(2000))) },
  {
    name: 'nesting',
    weight: 5,
    apply: (t, r, ctx) => insertAt(t, at(r, t), longRun(pick(r, ctx.kind === 'csharp' && r() < 0.5 ? CSHARP_NESTING_RUNS : NESTING_RUNS), ctx.runLength(300))),
  },
  {
    name: 'long-identifier',
    weight: 2,
    apply: (t, r, ctx) => {
      const ids = [...t.matchAll(/\b[A-Za-z_]\w{2,}\b/g)].slice(0, 500);
      if (ids.length === 0) return insertAt(t, at(r, t), longRun('id', ctx.runLength(3000)));
      const id = pick(r, ids);
      const long = longRun(id[0], ctx.runLength(3000));
      // At most a few occurrences, and one for the large piece: replacing every occurrence of a
      // word of a megabyte of prose made single inputs of 100-270 MB.
      const parts = t.split(id[0]);
      const replaced = Math.min(parts.length - 1, long.length > 10_000 ? 1 : 20);
      return parts.slice(0, replaced + 1).join(long) + (replaced < parts.length - 1 ? id[0] + parts.slice(replaced + 1).join(id[0]) : '');
    },
  },
  { name: 'long-line', weight: 1, apply: (t, r, ctx) => insertAt(t, at(r, t), `// ${longRun('x = 1; ', ctx.runLength(5000))}\n`) },
  {
    name: 'snippets',
    weight: 5,
    apply: (t, r, ctx) => {
      const list = SNIPPETS[ctx.kind];
      const piece = pick(r, list);
      // Many copies aim at the duplicate passes (the same id declared k times).
      const copies = r() < 0.2 ? ctx.runLength(20) : 1 + int(r, 3);
      return insertAt(t, at(r, t), piece.repeat(Math.min(copies, 5000)));
    },
  },
  { name: 'crlf', weight: 3, apply: (t) => t.replace(/\r?\n/g, '\r\n') },
  { name: 'cr-only', weight: 1, apply: (t) => t.replace(/\r?\n/g, '\r') },
  { name: 'bom', weight: 3, apply: (t) => `\ufeff${t}` },
  { name: 'empty', weight: 1, apply: (t, r) => (r() < 0.5 ? '' : pick(r, [' ', '\n', '\r\n', '\ufeff', '\t\n\n'])) },
  {
    name: 'binary',
    weight: 2,
    apply: (t, r, ctx) => {
      const length = r() < 0.3 ? ctx.runLength(2000) : 1 + int(r, 64);
      let bytes = '';
      for (let i = 0; i < length; i++) bytes += String.fromCharCode(int(r, 256));
      return r() < 0.3 ? bytes : insertAt(t, at(r, t), bytes);
    },
  },
  { name: 'nul-bytes', weight: 2, apply: (t, r) => insertAt(t, at(r, t), '\u0000'.repeat(1 + int(r, 50))) },
  {
    name: 'flip-chars',
    weight: 4,
    apply: (t, r) => {
      let s = t;
      for (let i = 0, n = 1 + int(r, 8); i < n; i++) {
        const a = int(r, s.length);
        s = s.slice(0, a) + pick(r, ['"', "'", '}', '{', ')', '(', '<', '>', '*/', '/**', '\n', '@', '`', '$', ':', ';', '\\']) + s.slice(a + 1);
      }
      return s;
    },
  },
  {
    name: 'shuffle-lines',
    weight: 1,
    apply: (t, r) => {
      const lines = t.split('\n');
      for (let i = lines.length - 1; i > 0; i--) {
        if (r() < 0.8) continue;
        const j = int(r, i + 1);
        [lines[i], lines[j]] = [lines[j]!, lines[i]!];
      }
      return lines.join('\n');
    },
  },
];
const TOTAL_WEIGHT = MUTATIONS.reduce((sum, m) => sum + m.weight, 0);

function chooseMutation(r: Random) {
  let x = r() * TOTAL_WEIGHT;
  for (const m of MUTATIONS) {
    x -= m.weight;
    if (x < 0) return m;
  }
  return MUTATIONS[0]!;
}

/** Where a seed is opened: Android XML keeps its manifest or `res/xml` place, code goes to a source folder. */
function documentPath(seed: SeedFile, slot: number): string {
  const base = seed.path.split('/').pop()!;
  if (seed.kind === 'xml') return base === 'AndroidManifest.xml' ? `m${slot}/src/main/AndroidManifest.xml` : `m${slot}/src/main/res/xml/${base}`;
  if (seed.kind === 'kotlin') return `app/src/main/java/fz/F${slot}${base.endsWith('.kts') ? '.kts' : '.kt'}`;
  if (seed.kind === 'csharp') return `src/Fz/F${slot}.cs`;
  const ext = /\.[^.]+$/.exec(base)?.[0] ?? '.ts';
  return `src/f${slot}${ext}`;
}

/**
 * Makes input number `index` of a run: a seed file with one to three mutations. `slots` bounds
 * how many distinct document paths a run uses (editors reopen the same files).
 */
export function makeInput(corpus: readonly SeedFile[], r: Random, index: number, sizes: InputSizes = DEFAULT_SIZES, slots = 400): FuzzInput {
  const seed = pick(r, corpus);
  const recipe = [`seed ${seed.path}`];
  let large = r() < sizes.largeChance;
  const ctx: MutationContext = {
    corpus,
    kind: seed.kind,
    recipe,
    runLength: (small) => {
      if (large) {
        large = false;
        recipe.push(`  large: ${sizes.largeChars} characters`);
        return sizes.largeChars;
      }
      return 1 + int(r, small);
    },
  };
  let text = seed.text;
  // One input in ten is the seed as written: mutations should not hide plain findings' fixes.
  const count = r() < 0.1 ? 0 : 1 + int(r, 3);
  for (let i = 0; i < count; i++) {
    const mutation = chooseMutation(r);
    recipe.push(mutation.name);
    text = mutation.apply(text, r, ctx);
  }
  if (large) {
    // The large piece was drawn but no mutation used a run: make it a long line of prose.
    recipe.push(`large prose line: ${sizes.largeChars} characters`);
    text = insertAt(text, proseOffset(text, r), longRun(pick(r, PROSE_RUNS), sizes.largeChars));
  }
  return { kind: seed.kind, path: documentPath(seed, index % slots), text, recipe };
}
