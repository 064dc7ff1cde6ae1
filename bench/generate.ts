// Deterministic generators for the benchmark workspaces: Kotlin AppFunctions apps (entry-point
// classes with KDoc'd @AppFunctionDeclaration functions, @AppFunctionSerializable types, a seeded
// mix of clean functions and typical mistakes), a single large Kotlin file, and TypeScript MCP tool
// servers for the TypeScript front end. Same seed, same bytes: nothing here reads the clock.
import * as fs from 'node:fs';
import * as path from 'node:path';

/** mulberry32: small, fast, good enough for picking templates. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
/** The item at `index` of a list the caller knows is long enough (the generators index by modulo). */
const at = <T>(items: readonly T[], index: number): T => {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${index} of ${items.length}`);
  return item;
};
const pick = <T>(rand: Rand, items: readonly T[]): T => at(items, Math.floor(rand() * items.length));
const int = (rand: Rand, min: number, max: number): number => min + Math.floor(rand() * (max - min + 1));
const pascal = (s: string): string => s.replace(/(^|\s)(\w)/g, (_, __, c: string) => c.toUpperCase());
const camel = (s: string): string => pascal(s).replace(/^\w/, (c) => c.toLowerCase());

const NOUNS = [
  'invoice',
  'note',
  'task',
  'reminder',
  'contact',
  'order',
  'booking',
  'playlist',
  'album',
  'recipe',
  'workout',
  'expense',
  'ticket',
  'message',
  'event',
  'document',
  'shipment',
  'coupon',
  'appointment',
  'trip',
  'budget',
  'habit',
  'flashcard',
  'podcast',
  'route',
  'receipt',
  'meeting',
  'project',
  'survey',
  'listing',
] as const;
const QUALIFIERS = [
  '',
  'shared',
  'draft',
  'team',
  'personal',
  'recurring',
  'archived',
  'pinned',
  'favorite',
  'scheduled',
  'pending',
  'family',
  'saved',
  'local',
  'linked',
  'imported',
  'starred',
  'monthly',
  'public',
  'custom',
] as const;
const FIELDS: readonly [string, string, string][] = [
  ['title', 'String', 'The title shown at the top of the {n}.'],
  ['description', 'String?', 'The longer text of the {n}, or null when it has none.'],
  ['createdAt', 'LocalDateTime', 'When the {n} was created, in the device time zone.'],
  ['updatedAt', 'LocalDateTime?', 'When the {n} was last changed.'],
  ['ownerName', 'String', 'The display name of the person who owns the {n}.'],
  ['labels', 'List<String>', 'The labels attached to the {n}, such as "work" or "travel".'],
  ['isArchived', 'Boolean', 'Whether the {n} has been moved to the archive.'],
  ['priority', 'Int', 'The priority of the {n}, from 1 (lowest) to 5 (highest).'],
  ['amountCents', 'Long', 'The amount in cents, in the currency of the account.'],
  ['location', 'String?', 'The place associated with the {n}, as the user typed it.'],
  ['itemCount', 'Int', 'The number of items in the {n}.'],
  ['colorHex', 'String?', 'The colour of the {n} as a hex string such as "#FF8800".'],
];

const IMPERATIVE: Record<string, string> = {
  Creates: 'Create',
  Returns: 'Return',
  Searches: 'Search',
  Updates: 'Update',
  Deletes: 'Delete',
  Moves: 'Move',
  Shares: 'Share',
  Counts: 'Count',
};

/** A mistake a real author makes; one is applied to a share of the functions. */
const MISTAKES = [
  'noKdoc',
  'imperative',
  'missingParam',
  'staleParam',
  'notExposed',
  'abbrevName',
  'shouting',
  'promptLanguage',
  'filler',
  'silently',
  'ambiguousParam',
  'sensitive',
  'destructiveBulk',
  'crossRef',
  'unusedParam',
  'missingReturn',
  'tooLong',
  'overlyBroad',
] as const;
type Mistake = (typeof MISTAKES)[number] | 'none';

interface Param {
  name: string;
  type: string;
  doc: string;
  defaultValue?: string;
}

interface Op {
  verb: string;
  name: (n: string) => string;
  summary: (n: string) => string;
  params: (n: string, type: string) => Param[];
  returns: (type: string) => string;
  returnDoc: (n: string) => string;
}

const OPS: Op[] = [
  {
    verb: 'create',
    name: (n) => `create${pascal(n)}`,
    summary: (n) => `Creates a ${n}. The ${n} is saved to the account the user is signed in to.`,
    params: (n) => [
      { name: 'title', type: 'String', doc: `The title of the ${n}.` },
      { name: 'description', type: 'String?', doc: `The longer text of the ${n}.`, defaultValue: 'null' },
      { name: 'labels', type: 'List<String>', doc: `The labels to attach, such as "work" or "home".`, defaultValue: 'emptyList()' },
    ],
    returns: (t) => t,
    returnDoc: (n) => `The created ${n}.`,
  },
  {
    verb: 'get',
    name: (n) => `get${pascal(n)}`,
    summary: (n) => `Returns a ${n} by its ID, including its labels and owner.`,
    params: (n) => [{ name: `${camel(n)}Id`, type: 'String', doc: `The ID of the ${n}.` }],
    returns: (t) => t,
    returnDoc: (n) => `The ${n} with the given ID.`,
  },
  {
    verb: 'search',
    name: (n) => `search${pascal(n)}s`,
    summary: (n) => `Searches ${n}s by words in their title or description.`,
    params: () => [
      { name: 'searchQuery', type: 'String', doc: 'The words to look for.' },
      { name: 'modifiedAfter', type: 'LocalDateTime?', doc: 'Limits the results to items changed after this time.', defaultValue: 'null' },
      { name: 'maxResults', type: 'Int', doc: 'The largest number of results to return; 20 when omitted.', defaultValue: '0' },
    ],
    returns: (t) => `List<${t}>`,
    returnDoc: (n) => `The matching ${n}s, most recently changed first.`,
  },
  {
    verb: 'update',
    name: (n) => `update${pascal(n)}`,
    summary: (n) => `Updates the title or description of a ${n}. Fields that are left out keep their values.`,
    params: (n) => [
      { name: `${camel(n)}Id`, type: 'String', doc: `The ID of the ${n} to update.` },
      { name: 'title', type: 'String?', doc: `The new title of the ${n}.`, defaultValue: 'null' },
      { name: 'description', type: 'String?', doc: `The new longer text of the ${n}.`, defaultValue: 'null' },
    ],
    returns: (t) => t,
    returnDoc: (n) => `The updated ${n}.`,
  },
  {
    verb: 'delete',
    name: (n) => `delete${pascal(n)}`,
    summary: (n) => `Deletes a ${n}. A deleted ${n} stays in the trash for 30 days.`,
    params: (n) => [{ name: `${camel(n)}Id`, type: 'String', doc: `The ID of the ${n} to delete.` }],
    returns: () => 'Boolean',
    returnDoc: (n) => `True when the ${n} was moved to the trash.`,
  },
  {
    verb: 'archive',
    name: (n) => `archive${pascal(n)}`,
    summary: (n) => `Moves a ${n} to the archive, where it no longer shows on the home screen.`,
    params: (n) => [{ name: `${camel(n)}Id`, type: 'String', doc: `The ID of the ${n} to archive.` }],
    returns: (t) => t,
    returnDoc: (n) => `The archived ${n}.`,
  },
  {
    verb: 'share',
    name: (n) => `share${pascal(n)}`,
    summary: (n) => `Shares a ${n} with another person by email address.`,
    params: (n) => [
      { name: `${camel(n)}Id`, type: 'String', doc: `The ID of the ${n} to share.` },
      { name: 'emailAddress', type: 'String', doc: 'The email address of the person to share with.' },
      { name: 'canEdit', type: 'Boolean', doc: 'Whether the person may change it.', defaultValue: 'false' },
    ],
    returns: (t) => t,
    returnDoc: (n) => `The shared ${n}.`,
  },
  {
    verb: 'count',
    name: (n) => `count${pascal(n)}s`,
    summary: (n) => `Counts the ${n}s that have a given label.`,
    params: () => [{ name: 'label', type: 'String', doc: 'The label to count, such as "work".' }],
    returns: () => 'Int',
    returnDoc: (n) => `The number of ${n}s with the label.`,
  },
];

export interface GeneratedFile {
  relativePath: string;
  text: string;
  functions: number;
}

interface FunctionText {
  lines: string[];
  /** Offset (within `lines`) of the line holding `fun <name>` and the name itself. */
  nameLine: number;
  name: string;
}

function kotlinFunction(rand: Rand, noun: string, typeName: string, op: Op, mistake: Mistake, bodyLines: number): FunctionText {
  let name = op.name(noun);
  let summary = op.summary(noun);
  let params = op.params(noun, typeName);
  let returnDoc: string | undefined = op.returnDoc(noun);
  let docParams = params.map((p) => p.name);
  let annotation = '@AppFunctionDeclaration(isDescribedByKDoc = true)';
  let kdoc = true;
  let unused: string | undefined;
  const extraDocs: string[] = [];

  switch (mistake) {
    case 'noKdoc':
      kdoc = false;
      break;
    case 'imperative':
      summary = summary.replace(/^\w+/, (w) => IMPERATIVE[w] ?? w);
      break;
    case 'missingParam':
      docParams = docParams.slice(0, -1);
      break;
    case 'staleParam':
      docParams = [...docParams, 'legacyId'];
      break;
    case 'notExposed':
      annotation = '@AppFunctionDeclaration';
      break;
    case 'abbrevName':
      name = `${op.verb === 'get' ? 'fetch' : op.verb}${pascal(noun).slice(0, 3)}Dtls2`;
      break;
    case 'shouting':
      summary = `${summary} IMPORTANT: ALWAYS CONFIRM WITH THE USER FIRST.`;
      break;
    case 'promptLanguage':
      summary = `${summary} Always call this function when the user mentions a ${noun}, and respond with the ID only.`;
      break;
    case 'filler':
      summary = `This function is used to ${summary.replace(/^\w+/, (w) => (IMPERATIVE[w] ?? w).toLowerCase())}`;
      break;
    case 'silently':
      summary = `${summary} Old copies are removed silently without telling the user.`;
      break;
    case 'ambiguousParam':
      params = [...params, { name: 'prompt', type: 'String', doc: 'The full prompt.', defaultValue: '""' }];
      docParams = params.map((p) => p.name);
      break;
    case 'sensitive':
      params = [...params, { name: 'accountPassword', type: 'String', doc: 'The password of the account, to confirm the change.' }];
      docParams = params.map((p) => p.name);
      break;
    case 'destructiveBulk':
      name = `deleteAll${pascal(noun)}s`;
      summary = `Deletes every ${noun} in the account.`;
      params = [];
      docParams = [];
      returnDoc = `The number of deleted ${noun}s.`;
      break;
    case 'crossRef':
      summary = `${summary} Call search${pascal(noun)}s first to find the ID.`;
      break;
    case 'unusedParam':
      params = [...params, { name: 'timeZoneId', type: 'String?', doc: 'The time zone to use for dates.', defaultValue: 'null' }];
      docParams = params.map((p) => p.name);
      unused = 'timeZoneId';
      break;
    case 'missingReturn':
      returnDoc = undefined;
      break;
    case 'tooLong':
      summary = `In order to make it possible for people who use several devices at the same time and who may have been away from the app for a long while to continue where they left off, this ${summary.charAt(0).toLowerCase()}${summary.slice(1)}`;
      break;
    case 'overlyBroad':
      summary = `Handles everything about ${noun}s: creates, updates, deletes, shares, archives and manages them.`;
      break;
    case 'none':
      break;
  }
  if (mistake === 'destructiveBulk') {
    extraDocs.push(`@return ${returnDoc}`);
  }

  const lines: string[] = [];
  if (kdoc) {
    lines.push('    /**');
    for (const chunk of wrap(summary, 92)) lines.push(`     * ${chunk}`);
    if (docParams.length > 0 || returnDoc) lines.push('     *');
    for (const p of docParams) {
      const doc = params.find((q) => q.name === p)?.doc ?? 'The ID used by the old version of the app.';
      lines.push(`     * @param ${p} ${doc}`);
    }
    if (mistake !== 'destructiveBulk' && returnDoc) lines.push(`     * @return ${returnDoc}`);
    for (const extra of extraDocs) lines.push(`     * ${extra}`);
    lines.push('     */');
  } else if (rand() < 0.5) {
    lines.push(`    // ${summary}`);
  }
  lines.push(`    ${annotation}`);
  const returnType = mistake === 'destructiveBulk' ? 'Int' : op.returns(typeName);
  const nameLine = lines.length;
  const signatureParams = params.map((p) => `${p.name}: ${p.type}${p.defaultValue ? ` = ${p.defaultValue}` : ''}`);
  if (signatureParams.length <= 1) {
    lines.push(`    suspend fun ${name}(${signatureParams.join('')}): ${returnType} {`);
  } else {
    lines.push(`    suspend fun ${name}(`);
    for (const p of signatureParams) lines.push(`        ${p},`);
    lines.push(`    ): ${returnType} {`);
  }
  const used = params.filter((p) => p.name !== unused);
  for (const p of used) {
    if (p.type === 'String') {
      lines.push(`        if (${p.name}.isBlank()) {`);
      lines.push(`            throw AppFunctionInvalidArgumentException("${p.name} cannot be blank.")`);
      lines.push('        }');
    }
  }
  for (let i = 0; i < bodyLines; i++) {
    lines.push(`        val step${i} = repository.prepare("${name}", ${i}, ${used.length > 0 ? at(used, i % used.length).name : `"${noun}"`}.hashCode())`);
    if (i % 3 === 2) lines.push(`        logger.debug("${name}: step ${i} took \${step${i}.elapsedMillis} ms")`);
  }
  const args = used.map((p) => `${p.name} = ${p.name}`).join(', ');
  lines.push(`        return repository.${name}(${args})`);
  lines.push('    }');
  return { lines, nameLine, name };
}

function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

function serializable(rand: Rand, noun: string, typeName: string, flawed: boolean): string[] {
  const fields = [at(FIELDS, 0), ...FIELDS.slice(1).filter(() => rand() < 0.45)];
  const lines = [`/** A ${noun} as the app stores it, with the fields an agent can read. */`];
  lines.push(flawed && rand() < 0.5 ? '@AppFunctionSerializable' : '@AppFunctionSerializable(isDescribedByKDoc = true)');
  lines.push(`data class ${typeName}(`);
  lines.push(`    /** The unique ID of the ${noun}. */`);
  lines.push('    val id: String,');
  for (const [field, type, doc] of fields) {
    if (!(flawed && rand() < 0.3)) lines.push(`    /** ${doc.replace('{n}', noun)} */`);
    lines.push(`    val ${field}: ${type},`);
  }
  lines.push(')');
  return lines;
}

const IMPORTS = [
  'import androidx.appfunctions.AppFunctionDeclaration',
  'import androidx.appfunctions.AppFunctionElementNotFoundException',
  'import androidx.appfunctions.AppFunctionInvalidArgumentException',
  'import androidx.appfunctions.AppFunctionSerializable',
  'import androidx.appfunctions.AppFunctionService',
  'import androidx.appfunctions.AppFunctionServiceEntryPoint',
  'import java.time.LocalDateTime',
];

/** Share of functions that carry one typical mistake. */
const MISTAKE_RATE = 0.35;

function kotlinFile(
  rand: Rand,
  index: number,
  functionCount: number,
  bodyLines: () => number,
  otherTypes: string[],
): GeneratedFile & { nameSites: { line: number; character: number }[]; typeName: string } {
  const noun = at(NOUNS, index % NOUNS.length);
  const qualifier = at(QUALIFIERS, Math.floor(index / NOUNS.length) % QUALIFIERS.length);
  const fullNoun = qualifier ? `${qualifier} ${noun}` : noun;
  const typeName = `${pascal(fullNoun).replace(/\s/g, '')}${index >= NOUNS.length * QUALIFIERS.length ? Math.floor(index / (NOUNS.length * QUALIFIERS.length)) + 1 : ''}`;
  const feature = `feature${String(index).padStart(4, '0')}`;
  const lines: string[] = [`package com.example.bench.${feature}`, '', ...IMPORTS];
  const crossType = otherTypes.length > 0 && rand() < 0.5 ? pick(rand, otherTypes) : undefined;
  if (crossType) lines.push(`import com.example.bench.${crossType.split(':')[0]}.${crossType.split(':')[1]}`);
  lines.push('');
  lines.push(...serializable(rand, fullNoun, typeName, rand() < 0.15));
  if (rand() < 0.6) {
    lines.push('');
    lines.push(...serializable(rand, `${fullNoun} summary`, `${typeName}Summary`, rand() < 0.15));
  }
  lines.push('');
  lines.push(`/** App functions for ${fullNoun}s. The compiler generates ${typeName}FunctionsService. */`);
  lines.push('@AppFunctionServiceEntryPoint(');
  lines.push(`    serviceName = "${typeName}FunctionsService",`);
  lines.push(`    appFunctionXmlFileName = "${feature}_functions.xml",`);
  lines.push(')');
  lines.push(`abstract class ${typeName}Functions : AppFunctionService() {`);
  lines.push(`    protected abstract val repository: ${typeName}Repository`);
  lines.push('    protected abstract val logger: Logger');
  const nameSites: { line: number; character: number }[] = [];
  const ops = [...OPS].sort(() => rand() - 0.5).slice(0, functionCount);
  for (const op of ops) {
    lines.push('');
    const mistake: Mistake = rand() < MISTAKE_RATE ? pick(rand, MISTAKES) : 'none';
    const fn = kotlinFunction(rand, fullNoun.replace(/\s/g, ' '), op.verb === 'share' && crossType ? (crossType.split(':')[1] ?? typeName) : typeName, op, mistake, bodyLines());
    const base = lines.length;
    lines.push(...fn.lines);
    const line = base + fn.nameLine;
    nameSites.push({ line, character: at(lines, line).indexOf(fn.name) + 1 });
  }
  lines.push('');
  lines.push(`    private fun ${camel(typeName)}Key(id: String): String = "${feature}:" + id`);
  lines.push('');
  lines.push('    companion object {');
  lines.push(`        const val DEFAULT_LIMIT = ${int(rand, 10, 50)}`);
  lines.push('    }');
  lines.push('}');
  lines.push('');
  return { relativePath: `app/src/main/java/com/example/bench/${feature}/${typeName}Functions.kt`, text: lines.join('\n'), functions: ops.length, nameSites, typeName };
}

export interface Workspace {
  root: string;
  files: number;
  functions: number;
  lines: number;
  /** One file of the workspace, for the edit-then-workspace-pull measurement. */
  sampleFile: string;
}

/** Writes the workspace unless an identical one (same marker) is already there. */
function writeWorkspace(root: string, marker: string, produce: () => { files: GeneratedFile[] }): Workspace {
  const markerFile = path.join(root, '.bench-workspace.json');
  try {
    const existing = JSON.parse(fs.readFileSync(markerFile, 'utf8')) as Workspace & { marker: string };
    if (existing.marker === marker) return existing;
  } catch {
    // Not there yet.
  }
  fs.rmSync(root, { recursive: true, force: true });
  const { files } = produce();
  for (const file of files) {
    const full = path.join(root, file.relativePath);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, file.text);
  }
  const info: Workspace & { marker: string } = {
    marker,
    root,
    files: files.length,
    functions: files.reduce((n, f) => n + f.functions, 0),
    lines: files.reduce((n, f) => n + f.text.split('\n').length, 0),
    sampleFile: path.join(root, at(files, Math.floor(files.length / 2)).relativePath),
  };
  fs.writeFileSync(markerFile, JSON.stringify(info, null, 2));
  return info;
}

/** Bump when a generator changes, so stale workspaces are regenerated. */
const GENERATOR_VERSION = 3;

export function generateKotlinWorkspace(root: string, fileCount: number, seed = 9): Workspace {
  return writeWorkspace(root, `kotlin:${fileCount}:${seed}:${GENERATOR_VERSION}`, () => {
    const rand = prng(seed * 1_000_003 + fileCount);
    const files: GeneratedFile[] = [];
    const types: string[] = [];
    for (let i = 0; i < fileCount; i++) {
      const file = kotlinFile(rand, i, int(rand, 3, 6), () => int(rand, 2, 9), types);
      types.push(`feature${String(i).padStart(4, '0')}:${file.typeName}`);
      files.push(file);
    }
    return { files };
  });
}

export interface BigKotlinFile {
  text: string;
  lines: number;
  functions: number;
  /** Where each function's name is (for hovers), zero-based line, a character inside the name. */
  nameSites: { line: number; character: number }[];
}

/** One entry-point class of about `targetLines` lines (a large, real-looking file). */
export function generateBigKotlinFile(targetLines = 5000, seed = 9): BigKotlinFile {
  const rand = prng(seed * 7919 + targetLines);
  const lines: string[] = ['package com.example.bench.big', '', ...IMPORTS, ''];
  const nouns = NOUNS.slice(0, 12);
  for (const noun of nouns) {
    lines.push(...serializable(rand, noun, pascal(noun), rand() < 0.15), '');
  }
  lines.push('/** Every app function of the app in one class, as some apps do. */');
  lines.push('@AppFunctionServiceEntryPoint(serviceName = "BigFunctionsService", appFunctionXmlFileName = "big_functions.xml")');
  lines.push('abstract class BigFunctions : AppFunctionService() {');
  lines.push('    protected abstract val repository: BigRepository');
  lines.push('    protected abstract val logger: Logger');
  const nameSites: { line: number; character: number }[] = [];
  let functions = 0;
  for (let i = 0; lines.length < targetLines - 12; i++) {
    const noun = `${at(QUALIFIERS, (Math.floor(i / OPS.length) % (QUALIFIERS.length - 1)) + 1)} ${at(nouns, i % nouns.length)}`;
    const op = at(OPS, i % OPS.length);
    const mistake: Mistake = rand() < MISTAKE_RATE ? pick(rand, MISTAKES) : 'none';
    lines.push('');
    const fn = kotlinFunction(rand, noun, pascal(at(nouns, i % nouns.length)), op, mistake, int(rand, 8, 24));
    const base = lines.length;
    lines.push(...fn.lines);
    nameSites.push({ line: base + fn.nameLine, character: at(lines, base + fn.nameLine).indexOf(fn.name) + 1 });
    functions++;
  }
  lines.push('');
  lines.push('    companion object {');
  lines.push('        const val DEFAULT_LIMIT = 20');
  lines.push('    }');
  lines.push('}');
  while (lines.length < targetLines) lines.push('');
  return { text: lines.join('\n'), lines: lines.length, functions, nameSites };
}

// ---- TypeScript MCP tool servers (for the TypeScript front end) ----

function tsToolFile(rand: Rand, index: number): GeneratedFile {
  const noun = at(NOUNS, index % NOUNS.length);
  const qualifier = at(QUALIFIERS, Math.floor(index / NOUNS.length) % QUALIFIERS.length);
  const full = qualifier ? `${qualifier} ${noun}` : noun;
  const snake = full.replace(/\s/g, '_');
  const typeName = pascal(full).replace(/\s/g, '');
  const lines = [
    "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
    "import { z } from 'zod';",
    `import type { ${typeName}Store } from '../stores/${snake}-store.js';`,
    '',
    `/** Registers the ${full} tools. */`,
    `export function register${typeName}Tools(server: McpServer, store: ${typeName}Store): void {`,
  ];
  const count = int(rand, 3, 6);
  const ops = [...OPS].sort(() => rand() - 0.5).slice(0, count);
  for (const op of ops) {
    const mistake: Mistake = rand() < MISTAKE_RATE ? pick(rand, MISTAKES) : 'none';
    let description = op.summary(full);
    if (mistake === 'promptLanguage') description += ` Always call this tool when the user mentions a ${noun}.`;
    if (mistake === 'shouting') description += ' IMPORTANT: ALWAYS CONFIRM FIRST.';
    if (mistake === 'crossRef') description += ` Call search_${snake}s first.`;
    const params = op.params(full, typeName);
    lines.push('  server.registerTool(');
    lines.push(`    '${op.verb}_${snake}',`);
    lines.push('    {');
    lines.push(`      title: '${pascal(op.verb)} ${full}',`);
    lines.push(`      description: ${JSON.stringify(mistake === 'noKdoc' ? '' : description)},`);
    lines.push('      inputSchema: {');
    for (const p of params) {
      const zod = p.type.startsWith('List') ? 'z.array(z.string())' : p.type.startsWith('Int') ? 'z.number().int()' : p.type.startsWith('Boolean') ? 'z.boolean()' : 'z.string()';
      const optional = p.defaultValue !== undefined ? '.optional()' : '';
      lines.push(`        ${p.name}: ${zod}${optional}${mistake === 'missingParam' ? '' : `.describe(${JSON.stringify(p.doc)})`},`);
    }
    lines.push('      },');
    lines.push('    },');
    lines.push(`    async ({ ${params.map((p) => p.name).join(', ')} }) => {`);
    for (let i = 0; i < int(rand, 2, 8); i++) lines.push(`      const step${i} = await store.prepare('${op.verb}', ${i});`);
    lines.push(`      const result = await store.${op.verb}(${params.map((p) => p.name).join(', ')});`);
    lines.push("      return { content: [{ type: 'text', text: JSON.stringify(result) }] };");
    lines.push('    },');
    lines.push('  );');
    lines.push('');
  }
  lines.push('}');
  lines.push('');
  return { relativePath: `src/tools/${snake.replace(/_/g, '-')}-${index}.ts`, text: lines.join('\n'), functions: count };
}

export function generateTypeScriptWorkspace(root: string, fileCount: number, seed = 9): Workspace {
  return writeWorkspace(root, `ts:${fileCount}:${seed}:${GENERATOR_VERSION}`, () => {
    const rand = prng(seed * 31 + fileCount);
    const files: GeneratedFile[] = [];
    for (let i = 0; i < fileCount; i++) files.push(tsToolFile(rand, i));
    files.push({
      relativePath: 'package.json',
      text: '{ "name": "bench-mcp", "type": "module", "dependencies": { "@modelcontextprotocol/sdk": "^1.0.0", "zod": "^3.23.0" } }\n',
      functions: 0,
    });
    return { files };
  });
}

/** A single TypeScript file of about `targetLines` lines with many tool registrations. */
export function generateBigTypeScriptFile(targetLines = 3000, seed = 9): { text: string; lines: number } {
  const rand = prng(seed * 104729 + targetLines);
  const out: string[] = [];
  for (let i = 0; out.length < targetLines; i++) {
    const fileLines = tsToolFile(rand, i).text.split('\n');
    // One import block at the top; each tool file's store type import becomes a local type.
    out.push(...fileLines.filter((l) => !l.startsWith('import') || (i === 0 && !l.includes('-store.js'))).map((l) => l.replace(/store: (\w+)Store\)/, 'store: Store)')));
  }
  out.splice(2, 0, 'type Store = { prepare(verb: string, step: number): Promise<unknown>; [verb: string]: (...args: never[]) => Promise<unknown> };');
  return { text: out.join('\n'), lines: out.length };
}

/**
 * The code of a plain app file: a model, a repository, a view model, a screen or a utility object,
 * the kinds of file most of a real Android app is made of. None mentions AppFunctions.
 */
function plainKotlinFile(rand: Rand, feature: string, typeName: string, kind: number): string[] {
  const noun = typeName.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const lines = [`package com.example.bench.${feature}`, '', 'import kotlinx.coroutines.flow.MutableStateFlow', 'import kotlinx.coroutines.flow.StateFlow', ''];
  const fields = [...FIELDS].sort(() => rand() - 0.5).slice(0, int(rand, 3, 7));
  switch (kind % 5) {
    case 0:
      lines.push(`/** One ${noun} as the app stores it. */`);
      lines.push(`data class ${typeName}(`);
      lines.push('    val id: Long,');
      for (const [name, type] of fields) lines.push(`    val ${name}: ${type.replace('LocalDateTime', 'Long')},`);
      lines.push(') {');
      lines.push('    companion object {');
      lines.push(`        const val TABLE = "${camel(noun).toLowerCase()}s"`);
      lines.push(
        `        fun empty(id: Long) = ${typeName}(id${fields.map(([, type]) => `, ${type.endsWith('?') ? 'null' : type === 'String' ? '""' : type === 'Boolean' ? 'false' : type.startsWith('List') ? 'emptyList()' : '0'}`).join('')})`,
      );
      lines.push('    }');
      lines.push('}');
      lines.push('');
      lines.push(`enum class ${typeName}Sort { NEWEST, OLDEST, TITLE, PRIORITY }`);
      break;
    case 1:
      lines.push(`/** Reads and writes ${noun}s in the local database and keeps the server in sync. */`);
      lines.push(`class ${typeName}Repository(private val dao: ${typeName}Dao, private val api: ${typeName}Api) {`);
      lines.push(`    private val cache = mutableMapOf<Long, ${typeName}>()`);
      for (const verb of ['load', 'save', 'remove', 'refresh']) {
        lines.push('');
        lines.push(`    /** ${pascal(verb)}s ${noun}s, from the cache when it can. */`);
        lines.push(`    suspend fun ${verb}(id: Long): ${typeName}? {`);
        lines.push('        val cached = cache[id]');
        lines.push('        if (cached != null && !cached.toString().isEmpty()) return cached');
        lines.push('        return try {');
        lines.push(`            val fresh = api.${verb}(id) ?: dao.find(id)`);
        lines.push('            fresh?.also { cache[id] = it }');
        lines.push('        } catch (e: java.io.IOException) {');
        lines.push(`            Log.w(TAG, "could not ${verb} ${noun} $id: \${e.message}")`);
        lines.push('            dao.find(id)');
        lines.push('        }');
        lines.push('    }');
      }
      lines.push('');
      lines.push(`    private companion object { const val TAG = "${typeName}Repository" }`);
      lines.push('}');
      break;
    case 2:
      lines.push(`/** The state of the ${noun} list screen. */`);
      lines.push(`sealed interface ${typeName}State {`);
      lines.push(`    data object Loading : ${typeName}State`);
      lines.push(`    data class Shown(val items: List<String>, val query: String) : ${typeName}State`);
      lines.push(`    data class Failed(val reason: String) : ${typeName}State`);
      lines.push('}');
      lines.push('');
      lines.push(`class ${typeName}ViewModel(private val repository: Any) : ViewModel() {`);
      lines.push(`    private val state = MutableStateFlow<${typeName}State>(${typeName}State.Loading)`);
      lines.push(`    val uiState: StateFlow<${typeName}State> = state`);
      for (let i = 0; i < int(rand, 3, 6); i++) {
        lines.push('');
        lines.push(`    fun on${pascal(pick(rand, ['search', 'select', 'refresh', 'dismiss', 'retry', 'filter']))}${i}(query: String) {`);
        lines.push('        viewModelScope.launch {');
        lines.push('            state.value = when {');
        lines.push(`                query.isBlank() -> ${typeName}State.Shown(emptyList(), query)`);
        lines.push(`                query.length > ${int(rand, 20, 80)} -> ${typeName}State.Failed("too long")`);
        lines.push(`                else -> ${typeName}State.Shown(listOf(query).map { it.trim() }.filter { it.isNotEmpty() }, query)`);
        lines.push('            }');
        lines.push('        }');
        lines.push('    }');
      }
      lines.push('}');
      break;
    case 3:
      lines.push(`/** Shows one ${noun} with its details. */`);
      lines.push('@Composable');
      lines.push(`fun ${typeName}Screen(title: String, onBack: () -> Unit, modifier: Modifier = Modifier) {`);
      lines.push('    Scaffold(topBar = { TopAppBar(title = { Text(title) }, navigationIcon = { BackButton(onBack) }) }) { padding ->');
      lines.push('        Column(modifier.padding(padding).fillMaxSize()) {');
      for (const [name, , doc] of fields) {
        lines.push(`            // ${doc.replace('{n}', noun)}`);
        lines.push(`            Text(text = stringResource(R.string.${camel(noun).toLowerCase()}_${name.toLowerCase()}), style = MaterialTheme.typography.bodyMedium)`);
        lines.push(`            Spacer(Modifier.height(${int(rand, 4, 16)}.dp))`);
      }
      lines.push('        }');
      lines.push('    }');
      lines.push('}');
      break;
    default:
      lines.push(`/** Helpers for formatting ${noun}s. */`);
      lines.push(`object ${typeName}Format {`);
      for (const [name, type] of fields) {
        lines.push(`    fun ${name}Label(value: ${type.replace('LocalDateTime', 'Long')}): String =`);
        lines.push(`        if (value == null) "—" else value.toString().take(${int(rand, 10, 40)}).replaceFirstChar { it.uppercase() }`);
        lines.push('');
      }
      lines.push(`    fun Long.as${typeName}Id(): String = "${feature}-" + toString(36)`);
      lines.push('}');
  }
  lines.push('');
  return lines;
}

/**
 * A large app with few AppFunctions: `plainFiles` files of ordinary app code (models, repositories,
 * view models, screens, helpers) and `appFunctionFiles` files of AppFunctions whose entry points
 * name a repository among the plain files, as a real app's would.
 */
export function generateLargeKotlinApp(root: string, plainFiles: number, appFunctionFiles: number, seed = 9): Workspace {
  return writeWorkspace(root, `large-app:${plainFiles}:${appFunctionFiles}:${seed}:${GENERATOR_VERSION}`, () => {
    const rand = prng(seed * 7_919 + plainFiles);
    const files: GeneratedFile[] = [];
    for (let i = 0; i < appFunctionFiles; i++) {
      const file = kotlinFile(rand, i, int(rand, 3, 6), () => int(rand, 2, 9), []);
      files.push(file);
      const feature = `feature${String(i).padStart(4, '0')}`;
      files.push({
        relativePath: `app/src/main/java/com/example/bench/${feature}/${file.typeName}Repository.kt`,
        text: plainKotlinFile(rand, feature, file.typeName, 1).join('\n'),
        functions: 0,
      });
    }
    for (let i = files.length; i < plainFiles + appFunctionFiles; i++) {
      const feature = `module${String(Math.floor(i / 40)).padStart(3, '0')}`;
      const typeName = `${pascal(pick(rand, QUALIFIERS.slice(1)))}${pascal(at(NOUNS, i % NOUNS.length))}${i}`;
      files.push({
        relativePath: `app/src/main/java/com/example/bench/${feature}/${typeName}.kt`,
        text: plainKotlinFile(rand, feature, typeName, int(rand, 0, 4)).join('\n'),
        functions: 0,
      });
    }
    return { files };
  });
}

/** A plain C# file of a .NET MAUI app: a model record, a service, a view model or a page's code-behind. */
function plainCSharpFile(rand: Rand, feature: string, typeName: string, kind: number): string[] {
  const noun = typeName.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const lines = ['using System.Collections.ObjectModel;', 'using CommunityToolkit.Mvvm.ComponentModel;', '', `namespace Bench.${pascal(feature)};`, ''];
  switch (kind % 4) {
    case 0:
      lines.push(`/// <summary>One ${noun} as the app stores it.</summary>`);
      lines.push(`public record ${typeName}(long Id, string Title, string? Notes, DateTimeOffset CreatedAt, bool Archived);`);
      lines.push('');
      lines.push(`public enum ${typeName}Sort { Newest, Oldest, Title, Priority }`);
      break;
    case 1:
      lines.push(`/// <summary>Reads and writes ${noun}s and keeps the server in sync.</summary>`);
      lines.push(`public class ${typeName}Service(HttpClient http, ILogger<${typeName}Service> logger)`);
      lines.push('{');
      lines.push(`    readonly Dictionary<long, ${typeName}Item> cache = new();`);
      for (const verb of ['Load', 'Save', 'Remove', 'Refresh']) {
        lines.push('');
        lines.push(`    public async Task<${typeName}Item?> ${verb}Async(long id, CancellationToken cancellationToken)`);
        lines.push('    {');
        lines.push('        if (cache.TryGetValue(id, out var cached)) return cached;');
        lines.push('        try');
        lines.push('        {');
        lines.push(`            var fresh = await http.GetFromJsonAsync<${typeName}Item>($"/${camel(noun).toLowerCase()}s/{id}", cancellationToken);`);
        lines.push('            if (fresh is not null) cache[id] = fresh;');
        lines.push('            return fresh;');
        lines.push('        }');
        lines.push('        catch (HttpRequestException e)');
        lines.push('        {');
        lines.push(`            logger.LogWarning(e, "could not ${verb.toLowerCase()} ${noun} {Id}", id);`);
        lines.push('            return null;');
        lines.push('        }');
        lines.push('    }');
      }
      lines.push('}');
      lines.push('');
      lines.push(`public record ${typeName}Item(long Id, string Title);`);
      break;
    case 2:
      lines.push(`public partial class ${typeName}ViewModel : ObservableObject`);
      lines.push('{');
      lines.push(`    public ObservableCollection<string> Items { get; } = new();`);
      lines.push('');
      lines.push('    [ObservableProperty]');
      lines.push('    string query = "";');
      for (let i = 0; i < int(rand, 2, 5); i++) {
        lines.push('');
        lines.push(`    public void Apply${i}(string value)`);
        lines.push('    {');
        lines.push('        Query = value.Trim();');
        lines.push(`        if (Query.Length > ${i + 2}) Items.Add(Query);`);
        lines.push('    }');
      }
      lines.push('}');
      break;
    default:
      lines.push(`public partial class ${typeName}Page : ContentPage`);
      lines.push('{');
      lines.push(`    public ${typeName}Page(${typeName}ViewModel viewModel)`);
      lines.push('    {');
      lines.push('        InitializeComponent();');
      lines.push('        BindingContext = viewModel;');
      lines.push('    }');
      lines.push('}');
  }
  return lines;
}

/** A C# file declaring `count` Shiny.AppFunctions functions with their handlers, an enum and a result record. */
function csharpFunctionFile(rand: Rand, index: number, count: number): GeneratedFile {
  const noun = at(NOUNS, index % NOUNS.length);
  const typeName = `${pascal(noun)}${index}`;
  const lines = ['using Shiny.AppFunctions;', '', 'namespace Bench.Functions;', '', `public enum ${typeName}Priority { Low, Normal, High }`, ''];
  lines.push(`public record ${typeName}Result(string Number, ${typeName}Priority Priority, List<string> Lines);`);
  for (let i = 0; i < count; i++) {
    const id = `${['create', 'update', 'archive', 'find', 'share'][i % 5]}_${noun.replace(/\s+/g, '_')}_${index}_${i}`;
    const request = `${pascal(id.replace(/_/g, ' ')).replace(/\s+/g, '')}`;
    lines.push('');
    lines.push(
      `[AppFunction("${id}", Title = "${pascal(id.replace(/_/g, ' '))}", Description = "${pascal(id.split('_')[0] ?? 'create')}s a ${noun} and returns its number and lines.")]`,
    );
    lines.push(`public record ${request}(`);
    lines.push(`    [property: AppParameter(Description = "Title of the ${noun}, shown in lists.")] string Title,`);
    lines.push(`    [property: AppParameter(Description = "How urgent the ${noun} is.")] ${typeName}Priority Priority,`);
    lines.push(`    [property: AppParameter(Description = "How many copies to make, at least 1.")] int Copies = ${int(rand, 1, 3)}`);
    lines.push(`) : IAppFunction<${typeName}Result>;`);
    lines.push('');
    lines.push(`public class ${request}Handler : IAppFunctionHandler<${request}, ${typeName}Result>`);
    lines.push('{');
    lines.push(`    public Task<${typeName}Result> Handle(${request} request, AppFunctionContext context, CancellationToken cancellationToken)`);
    lines.push(`        => Task.FromResult(new ${typeName}Result("N-${index}-${i}", request.Priority, [request.Title]));`);
    lines.push('}');
  }
  return { relativePath: `Functions/${typeName}Functions.cs`, text: lines.join('\n'), functions: count };
}

/**
 * A large .NET MAUI app with few AppFunctions: `plainFiles` ordinary C# files (records, services,
 * view models, pages) and `functionFiles` files of Shiny.AppFunctions functions with handlers.
 */
export function generateLargeCSharpApp(root: string, plainFiles: number, functionFiles: number, seed = 13): Workspace {
  return writeWorkspace(root, `large-csharp-app:${plainFiles}:${functionFiles}:${seed}:${GENERATOR_VERSION}`, () => {
    const rand = prng(seed * 7_919 + plainFiles);
    const files: GeneratedFile[] = [];
    for (let i = 0; i < functionFiles; i++) files.push(csharpFunctionFile(rand, i, int(rand, 3, 6)));
    for (let i = 0; i < plainFiles; i++) {
      const feature = `module${String(Math.floor(i / 40)).padStart(3, '0')}`;
      const typeName = `${pascal(pick(rand, QUALIFIERS.slice(1)))}${pascal(at(NOUNS, i % NOUNS.length)).replace(/\s+/g, '')}${i}`;
      files.push({ relativePath: `${pascal(feature)}/${typeName}.cs`, text: plainCSharpFile(rand, feature, typeName, int(rand, 0, 3)).join('\n'), functions: 0 });
    }
    return { files };
  });
}
