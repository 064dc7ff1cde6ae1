/**
 * Which call in a function body changes state outside the function: the evidence that
 * misleading-name and mcp-annotation-mismatch read. A write verb at the start of a callee name is
 * not enough on its own. `createJsonResponse(...)`, `buildQuery(...)` or
 * `new CommandBuilder(...).addFlags(...)` make fresh values; only a call on something that lives
 * outside the function (a client, repository, database, file system, a field), an HTTP request
 * with a writing method, or a helper called for its effect alone counts.
 */
import { cacheSlot, type AnalysisCaches } from '../../model/analysis-caches';
import type { CallFact } from '../../model/body-facts';
import type { FunctionDecl } from '../../model/declarations';
import { lowerWords, WRITE_VERBS } from './naming';

/**
 * Words of receivers and callees whose writes are bookkeeping, not the user's data: a getter may
 * memoise its result, log that it ran or report its progress without misleading anyone.
 */
const BOOKKEEPING_WORDS = new Set([
  'cache',
  'memo',
  'memoized',
  'memoised',
  'log',
  'logger',
  'logging',
  'analytics',
  'tracker',
  'metrics',
  'telemetry',
  'crashlytics',
  'timber',
  'console',
  'audit',
  // `sendProgress(extra, …)`, `reportProgress(…)`: the MCP progress a long call reports to the client.
  'progress',
]);

/** Type or object names that hold app data; other capitalised receivers (`Calendar`, `Uri`) do not. */
const STORE_TYPE = /Database|Db|Dao|Repository|Repo|Store|Storage|Prefs|Preferences|Files|Provider/;

/** Factories that make a fresh, function-local value: writing to it changes nothing stored. */
const FRESH_VALUE =
  /^(?:new\s|mutable(?:List|Map|Set)Of\b|arrayListOf\b|hashMapOf\b|hashSetOf\b|linkedMapOf\b|buildList\b|buildMap\b|buildSet\b|buildString\b|listOf\b|mapOf\b|setOf\b|\[|\{)/;

/** Receiver roots that name a builder or a request being put together, not stored data. */
const BUILDER_ROOT = /(?:builder|Builder|params|Params|query|Query|headers|Headers|url|Url|URL|form|Form)$/;

/**
 * Second words that mark a collection or builder call written without a receiver, as inside
 * `buildList { add(x) }` or `Intent().apply { putExtra(...) }`: `setOf`, `addAll`, `removeIf`.
 */
const BUILDER_SUFFIX = new Set([
  'all',
  'at',
  'if',
  'of',
  'first',
  'last',
  'range',
  'extra',
  'extras',
  'flags',
  'category',
  'length',
  'not',
  'null',
  'element',
  'elements',
  'action',
  'class',
  'data',
  'type',
  'package',
  'component',
  'span',
  'to',
  // `appendParam(params, …)`, `setHeader(headers, …)`: a helper putting a request together.
  'param',
  'params',
  'header',
  'headers',
]);

/**
 * Verbs whose receiver-less calls always reach app data (no collection or builder has them).
 * Not `truncate`: `truncateIfNeeded(text)` shortens a string far more often than it empties a table.
 */
const STORE_ONLY_VERBS = new Set(['delete', 'erase', 'wipe', 'purge', 'trash', 'destroy', 'archive', 'save', 'persist', 'upsert']);

/** `text.replace(/<[^>]*>/g, '')`, `name.replaceAll('-', ' ')`: a pattern or a literal says it is a string's replace. */
const STRING_REPLACE = /^replace(?:All)?$/;
const PATTERN_ARGUMENT = /^(?:\/|['"`]|new\s+RegExp\b|RegExp\()/;

/**
 * Callees whose name opens with a write verb but that change no data: timers and listeners, and
 * the MCP protocol's own messages to the client (progress, logging, sampling, elicitation).
 */
const NOT_STATE = new Set([
  'setTimeout',
  'setInterval',
  'setImmediate',
  'clearTimeout',
  'clearInterval',
  'clearImmediate',
  'addEventListener',
  'removeEventListener',
  'addListener',
  'removeListener',
  'removeAllListeners',
  'sendNotification',
  'sendLoggingMessage',
  'sendResourceUpdated',
  'sendResourceListChanged',
  'sendToolListChanged',
  'sendPromptListChanged',
  'createMessage',
  'elicitInput',
  'setRequestHandler',
  'setNotificationHandler',
  'setHeader',
  'setEncoding',
  'setPrototypeOf',
]);

/** Methods of HTTP clients (`axios.patch`, `client.delete`) that write when called on a receiver. */
const HTTP_WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** An HTTP request options argument that asks for a writing method (`{ method: 'PUT' }`). */
const WRITE_METHOD_OPTION = /\bmethod\s*:\s*['"`](?:PUT|PATCH|DELETE)['"`]/i;
const POST_OPTION = /\bmethod\s*:\s*['"`]POST['"`]/i;

/**
 * Endpoints that answer a question even when asked with POST (search APIs, GraphQL queries take
 * their query as the body): a POST there is a read.
 */
const QUERY_ENDPOINT = /search|query|graphql|lookup|find|list|fetch|batch[-_]?get|results/i;

/**
 * Whether a POST to this address (the call's first argument as written) writes: only an address
 * written out as a literal that names no query endpoint. An address held in a variable could be
 * a search endpoint, so it is not evidence.
 */
function postWrites(address: string | undefined): boolean {
  const text = address?.trim() ?? '';
  return /^['"`]/.test(text) && !QUERY_ENDPOINT.test(text);
}

type BodyWrite = CallFact;
/** Per body facts object: the write found, under the parameter names it was judged with. */
const BODY_WRITES = cacheSlot('body writes per body', () => new WeakMap<FunctionDecl['body'], { parameters: string; call: BodyWrite | undefined }>());

/**
 * The first call in the body that writes to state living outside the function, if any. Bodies the
 * author is not typing in keep their facts object from edit to edit: each is judged once per set
 * of parameter names (the only other input).
 */
export function findExternalWrite(fn: FunctionDecl, caches: AnalysisCaches): BodyWrite | undefined {
  const cache = caches.get(BODY_WRITES);
  const parameters = fn.parameters.map((p) => p.name).join(',');
  const known = cache.get(fn.body);
  if (known && known.parameters === parameters) return known.call;
  const call = scan(fn);
  cache.set(fn.body, { parameters, call });
  return call;
}

/** How a write call reads in a message: `receiver.name` or `name`. */
export function callText(call: CallFact): string {
  return call.receiver ? `${call.receiver.replace(/\s+/g, ' ')}.${call.name}` : call.name;
}

function scan(fn: FunctionDecl): BodyWrite | undefined {
  // `it` is treated as local too: lambda items are usually elements of a list the body just read.
  const locals = new Set([...(fn.body.locals ?? []), ...fn.parameters.map((p) => p.name), 'it']);
  return fn.body.calls.find((call) => isExternalWrite(call, locals));
}

function isExternalWrite(call: CallFact, locals: Set<string>): boolean {
  if (NOT_STATE.has(call.name)) return false;
  if (STRING_REPLACE.test(call.name) && PATTERN_ARGUMENT.test(call.args?.[0]?.text.trim() ?? '')) return false;
  // `fetch(url, { method: 'POST' })`: the request says what it does.
  if (call.name === 'fetch' && !call.receiver) {
    const args = call.args ?? [];
    if (args.some((a) => WRITE_METHOD_OPTION.test(a.text))) return true;
    return args.some((a) => POST_OPTION.test(a.text)) && postWrites(args[0]?.text);
  }
  const words = lowerWords(call.name);
  const verb = words[0] ?? '';
  const receiver = call.receiver?.replace(/^this(?:@\w+)?\.?/, '').trim() ?? '';
  const http = receiver !== '' && HTTP_WRITE_METHODS.has(call.name);
  if (!WRITE_VERBS.has(verb) && !http) return false;
  // `client.post(address, body)`: as for fetch, a POST is a write only to an address that says so.
  if (call.name === 'post' && receiver !== '' && !postWrites(call.args?.[0]?.text)) return false;
  if (words.some((w) => BOOKKEEPING_WORDS.has(w))) return false;
  if (!receiver) {
    if (STORE_ONLY_VERBS.has(verb)) return true;
    // A helper whose value is used (`const roots = await syncRoots()`, `return createResponse()`)
    // is called for what it returns; one called for its effect alone is the write.
    if (!call.isStatement) return false;
    // A bare `add(x)` or `putExtra(...)` runs on a builder or collection in scope.
    const second = words[1];
    return second !== undefined && !BUILDER_SUFFIX.has(second);
  }
  if (FRESH_VALUE.test(receiver)) return false;
  const root = /^[A-Za-z_$][\w$]*/.exec(receiver)?.[0];
  if (!root) return false;
  if (locals.has(root) || BUILDER_ROOT.test(root) || lowerWords(root).some((w) => BOOKKEEPING_WORDS.has(w))) return false;
  // Capitalised roots are types: a constructor call (`Intent(...)`) or a utility object.
  if (/^[A-Z]/.test(root)) return STORE_TYPE.test(root) && receiver.charAt(root.length) !== '(';
  return true;
}
