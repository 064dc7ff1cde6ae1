import * as l10n from '@vscode/l10n';
import { lowerWords, splitWords } from './support/naming';
import { defineRule } from './rule';
import type { FunctionDecl } from '../model/declarations';
import type { WorkspaceView } from '../model/workspace-view';
import { sourceDescription } from './support/readable-text';

/** Verbs that say nothing about what happens; alone or with a vague object they name no action. */
const GENERIC_VERBS = new Set(['do', 'process', 'handle', 'run', 'exec', 'execute', 'perform', 'invoke', 'call', 'go', 'dispatch', 'trigger']);

/** Objects that add nothing to a generic verb: `handleRequest`, `doStuff`, `runAction`. */
const VAGUE_OBJECTS = new Set([
  'it',
  'this',
  'that',
  'stuff',
  'thing',
  'things',
  'something',
  'all',
  'data',
  'request',
  'action',
  'input',
  'command',
  'op',
  'operation',
  'job',
  'task',
  'work',
  'call',
  'event',
  'message',
  'payload',
]);

/** Placeholder names that never describe a task. */
const PLACEHOLDERS = new Set([
  'foo',
  'bar',
  'baz',
  'qux',
  'test',
  'temp',
  'tmp',
  'func',
  'fun',
  'fn',
  'method',
  'function',
  'callback',
  'handler',
  'main',
  'stuff',
  'thing',
  'helper',
  'util',
  'misc',
]);

/** Tokens that carry a digit and are still plain words to a reader. */
const DIGIT_TOKENS =
  /mp3|mp4|m4a|h264|h265|utf8|utf16|base64|sha1|sha256|sha512|md5|ipv4|ipv6|oauth2|2fa|a4|a3|a5|3d|2d|4k|8k|5g|4g|3g|24h|12h|e164|iso8601|x509|i18n|l10n|w3c|p2p|b2b/g;

/**
 * Vowel-less words of three letters or more that are standard abbreviations or acronyms written
 * as words (`Sdk`, `Psql`), not mangled ones. Two-letter words are never read as mangled: they are
 * almost always acronyms (`pg`, `db`, `ui`, `tz`, `os`).
 */
const KNOWN_ABBREVIATIONS = new Set([
  'sms',
  'mms',
  'pdf',
  'url',
  'html',
  'xml',
  'csv',
  'http',
  'https',
  'dns',
  'ssh',
  'vpn',
  'gps',
  'nfc',
  'png',
  'jpg',
  'gif',
  'svg',
  'rss',
  'crm',
  'cms',
  'ssl',
  'tls',
  'bpm',
  'dvd',
  'bmp',
  'ftp',
  'smtp',
  'lbs',
  'sdk',
  'sql',
  'psql',
  'mcp',
  'llm',
  'jwt',
  'cdn',
  'npm',
  'pnpm',
  'cwd',
  'gcp',
  'tcp',
  'udp',
  'ntp',
  'rtc',
  'ssd',
  'hdd',
  'ttl',
  'lts',
  'rgb',
  'dpi',
  'grpc',
  'sftp',
  'scp',
  'smb',
  'nfs',
  'lfs',
  'vcs',
  'scm',
  'pgp',
  'gpg',
  'csr',
  'crl',
  'ssn',
  'bcc',
  'txt',
  'dms',
  'prs',
  'cpp',
  'xls',
  'xlsx',
  'pptx',
  'docx',
  'mkv',
  'flv',
  'wmv',
  'mpg',
  'tsv',
  'pwa',
  'spf',
  'dkim',
  'wcag',
  'html5',
  'wss',
  'xhr',
  'dnd',
  'nlp',
  'ocr',
  'tts',
  'stt',
]);

/**
 * The agent reads the function name next to its description; a name it cannot read (`crtNt`,
 * `fn1`, `doIt`, `PROCESS`) carries no meaning and makes similar functions harder to tell apart.
 * Names should be lowerCamelCase English words: a verb and the resource it acts on.
 */
export default defineRule({
  meta: {
    id: 'function-name-readable',
    description: 'AppFunction names should be readable lowerCamelCase words, not abbreviations, numbers or generic verbs.',
    guideline: 'Give AppFunctions human-readable names that follow the Kotlin naming conventions.',
    defaultSeverity: 'info',
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: false,
    scope: 'function',
  },
  check({ file, workspace, caches, report }) {
    // The servers of the file name the service their tools are named after (`bcb_compare` on the
    // server `bcb-br-mcp`, or whose instructions write "BCB"): their names' words and the acronyms
    // of their instructions, read once per file. Never other functions' texts: the rule is
    // function-local (see RuleMeta.scope). The workspace's tool ids are its facts: a first word
    // that many tools share (`tm1_list_cubes`, `tm1_get_view`, …) is the namespace of the product
    // they serve, whichever file constructs the server.
    let fileAcronyms: ReadonlySet<string> | undefined;
    const acronymsFor = (fn: FunctionDecl) => {
      fileAcronyms ??= serviceWords(file.mcpServers ?? []);
      const own = acronymsOf(fn);
      const prefix = idPrefix(fn);
      const namespace = prefix !== undefined && /\d/.test(prefix) && caches.memo(workspace, 'tool-id-namespaces', () => namespaces(workspace)).has(prefix);
      return { has: (word: string) => own.has(word) || fileAcronyms!.has(word) || (namespace && word === prefix) };
    };
    for (const fn of file.functions) {
      // MCP and WebMCP tool names are snake_case by convention (`create_note`); they are judged
      // word by word as their camelCase form. A name that is not a resolved string is not judged.
      if (fn.kind === 'mcp-tool' || fn.kind === 'webmcp-tool' || fn.kind === 'dotnet-appfunction') {
        // A .NET function is called by its id, snake_case too; the generated entity searches are the library's.
        const resolved = fn.kind === 'dotnet-appfunction' ? fn.dotnet.origin === 'declared' && fn.dotnet.idArg?.stringValue !== undefined : fn.tool?.nameResolved;
        if (!resolved || !/^[a-z][a-z0-9]*(?:[_.-][a-z0-9]+)*$/.test(fn.id)) continue;
        const problem = nameProblem(toCamel(fn.id), acronymsFor(fn));
        if (problem) report({ range: fn.nameRange, message: problem.split(toCamel(fn.id)).join(fn.id) });
        continue;
      }
      const problem = nameProblem(fn.name, acronymsFor(fn));
      if (problem) report({ range: fn.nameRange, message: problem });
    }
  },
});

/** Why a function name is hard to read, or undefined when it reads fine. The first problem wins. */
export function nameProblem(name: string, acronyms: Pick<ReadonlySet<string>, 'has'> = NO_ACRONYMS): string | undefined {
  if (!name) return undefined;
  const words = lowerWords(name);
  if (name.includes('_')) {
    return l10n.t("'{0}' is not lowerCamelCase: write it as '{1}'.", name, toCamel(name));
  }
  if (/^[A-Z0-9]+$/.test(name) && name.length > 1) {
    return l10n.t("'{0}' is all capitals: write it as lowerCamelCase words, such as 'createNote'.", name);
  }
  if (/^[A-Z]/.test(name)) {
    return l10n.t("'{0}' starts with a capital: function names are lowerCamelCase ('{1}').", name, name.charAt(0).toLowerCase() + name.slice(1));
  }
  if (PLACEHOLDERS.has(name.toLowerCase()) || name.length <= 2) {
    return l10n.t("'{0}' is a placeholder, not a name: say what the function does, e.g. 'createNote'.", name);
  }
  if (words[0] !== undefined && GENERIC_VERBS.has(words[0]) && words.slice(1).every((w) => VAGUE_OBJECTS.has(w))) {
    return l10n.t("'{0}' does not say what the function does: name the action and the resource, e.g. 'archiveNote'.", name);
  }
  // A word with digits that the description or the server writes is a name of the domain (`cid10` of "CID-10").
  const unexplained = splitWords(name)
    .filter((w) => !(/\d/.test(w) && acronyms.has(w.toLowerCase())))
    .join('');
  if (/\d/.test(unexplained.toLowerCase().replace(DIGIT_TOKENS, ''))) {
    return l10n.t("'{0}' contains a number that means nothing to the agent: name what sets this function apart instead.", name);
  }
  const cased = splitWords(name);
  const mangled = cased.find((w) => /[a-z]/.test(w) && !acronyms.has(w.toLowerCase()) && isVowelless(w.toLowerCase().replace(DIGIT_TOKENS, '')));
  if (mangled) {
    return l10n.t("'{0}' abbreviates '{1}': spell the words out so the agent can read them.", name, mangled);
  }
  // A lone trailing letter (`procB`, `sortNotesA`) tells variants apart by a code, as a digit does;
  // an acronym run (`getURL`) is several letters and reads as a word.
  const last = cased.at(-1);
  if (last !== undefined && cased.length >= 2 && /^[A-Z]$/.test(last)) {
    return l10n.t("'{0}' ends in the letter '{1}', which means nothing to the agent: name what sets this function apart instead.", name, last);
  }
  return undefined;
}

const NO_ACRONYMS: ReadonlySet<string> = new Set();

/**
 * The words a function's own description writes in capitals (`DQL`, `PRD`), lower-cased: the name
 * spells an acronym the description uses (`verify_dql`, "Verifies a DQL statement"), not a word it mangled.
 */
function acronymsOf(fn: FunctionDecl): ReadonlySet<string> {
  // The parameters' texts are the function's own too: "Name of the TM1 dimension" names the
  // product the `tm1_` of the function's name stands for.
  return acronymsIn([sourceDescription(fn)?.text, ...fn.parameters.map((p) => p.instruction?.text ?? p.doc?.text)]);
}

/** The first word of an MCP or WebMCP tool's id (`tm1` of `tm1_list_cubes`), if it has more than one. */
function idPrefix(fn: FunctionDecl): string | undefined {
  return fn.kind === 'mcp-tool' || fn.kind === 'webmcp-tool' ? /^[a-z][a-z0-9]*(?=[_.-])/.exec(fn.id)?.[0] : undefined;
}

/** How many tools must share a first word for it to read as their namespace (`tm1_` on a product's tools). */
const NAMESPACE_TOOLS = 3;

/** The first words of tool ids that at least {@link NAMESPACE_TOOLS} tools of the workspace share. */
function namespaces(workspace: WorkspaceView): ReadonlySet<string> {
  const counts = new Map<string, number>();
  for (const fn of workspace.allFunctions()) {
    const prefix = fn.tool?.nameResolved ? idPrefix(fn) : undefined;
    if (prefix !== undefined) counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, n]) => n >= NAMESPACE_TOOLS).map(([prefix]) => prefix));
}

/** The words of the servers' names (`bcb-br-mcp`) and the acronyms of their instructions, lower-cased. */
function serviceWords(servers: readonly { name?: string; instructions?: { text: string } }[]): ReadonlySet<string> {
  const words = new Set(acronymsIn(servers.map((server) => server.instructions?.text)));
  for (const server of servers) for (const word of lowerWords(server.name ?? '')) words.add(word);
  return words;
}

/**
 * The words the texts write in capitals (`DQL`, `PRDs`), lower-cased and without a plural `s`; an
 * acronym with its number (`CID-10`, `ISO 8601`) also as one word (`cid10`).
 */
function acronymsIn(texts: readonly (string | undefined)[]): ReadonlySet<string> {
  const found = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const m of text.matchAll(/\b[A-Z][A-Z0-9]{1,7}s?\b/g)) found.add(m[0].replace(/s$/, '').toLowerCase());
    for (const m of text.matchAll(/\b([A-Z][A-Z0-9]{1,7})[- ](\d{1,5})\b/g)) found.add(`${m[1]}${m[2]}`.toLowerCase());
  }
  return found.size > 0 ? found : NO_ACRONYMS;
}

function isVowelless(word: string): boolean {
  // Digit tokens (`mp3`) were stripped by the caller; what is left must still read as a word.
  return word.length >= 3 && !/[aeiouy]/.test(word) && !KNOWN_ABBREVIATIONS.has(word);
}

function toCamel(name: string): string {
  const words = lowerWords(name);
  return words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}
