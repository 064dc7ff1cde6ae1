import type { LanguagePack } from './language-pack';

/**
 * Base forms of verbs that commonly open an agent tool's description. A word outside the list is
 * "unknown": rules that need to be sure of a verb (a rewrite) stay silent on it, while rules that
 * look at the shape of an opening (a determiner, a question word) do not need the list at all.
 */
const VERBS = [
  'accept',
  'access',
  'activate',
  'add',
  'adjust',
  'analyse',
  'analyze',
  'annotate',
  'answer',
  'append',
  'apply',
  'approve',
  'archive',
  'ask',
  'assign',
  'attach',
  'authenticate',
  'authorize',
  'back',
  'backup',
  'block',
  'book',
  'bookmark',
  'browse',
  'build',
  'calculate',
  'call',
  'cancel',
  'capture',
  'change',
  'check',
  'clean',
  'clear',
  'clone',
  'close',
  'collect',
  'combine',
  'compare',
  'complete',
  'compose',
  'compress',
  'compute',
  'configure',
  'confirm',
  'connect',
  'continue',
  'control',
  'convert',
  'copy',
  'count',
  'crawl',
  'create',
  'deactivate',
  'debug',
  'decline',
  'decrease',
  'delete',
  'deploy',
  'describe',
  'detect',
  'diagnose',
  'disable',
  'disconnect',
  'discover',
  'dismiss',
  'display',
  'download',
  'draft',
  'draw',
  'duplicate',
  'echo',
  'edit',
  'elicit',
  'email',
  'enable',
  'end',
  'enqueue',
  'estimate',
  'evaluate',
  'execute',
  'explain',
  'explore',
  'export',
  'extract',
  'fetch',
  'filter',
  'find',
  'finish',
  'follow',
  'format',
  'forward',
  'generate',
  'get',
  'give',
  'go',
  'grant',
  'halt',
  'handle',
  'hold',
  'hide',
  'identify',
  'import',
  'increase',
  'inspect',
  'install',
  'invite',
  'join',
  'jump',
  'keep',
  'kill',
  'launch',
  'leave',
  'link',
  'list',
  'load',
  'locate',
  'lock',
  'log',
  'look',
  'make',
  'manage',
  'map',
  'mark',
  'measure',
  'merge',
  'modify',
  'monitor',
  'move',
  'mute',
  'navigate',
  'notify',
  'open',
  'order',
  'parse',
  'pause',
  'pay',
  'perform',
  'pin',
  'ping',
  'place',
  'play',
  'post',
  'predict',
  'prepare',
  'preview',
  'print',
  'process',
  'provide',
  'publish',
  'pull',
  'push',
  'put',
  'query',
  'queue',
  'rate',
  'read',
  'rebuild',
  'reboot',
  'record',
  'redo',
  'refresh',
  'register',
  'reject',
  'reload',
  'remove',
  'rename',
  'render',
  'reopen',
  'reorder',
  'repeat',
  'replace',
  'replay',
  'reply',
  'report',
  'request',
  'reschedule',
  'research',
  'reserve',
  'reset',
  'resize',
  'resolve',
  'restart',
  'restore',
  'resume',
  'retrieve',
  'return',
  'review',
  'revoke',
  'rewind',
  'rotate',
  'run',
  'sample',
  'save',
  'scale',
  'scan',
  'schedule',
  'scrape',
  'scroll',
  'search',
  'seek',
  'select',
  'send',
  'set',
  'share',
  'show',
  'shuffle',
  'sign',
  'skip',
  'snooze',
  'sort',
  'split',
  'start',
  'stop',
  'store',
  'stream',
  'submit',
  'subscribe',
  'suggest',
  'summarise',
  'summarize',
  'suspend',
  'swap',
  'switch',
  'sync',
  'tag',
  'take',
  'test',
  'toggle',
  'track',
  'transcribe',
  'transfer',
  'transform',
  'translate',
  'trigger',
  'turn',
  'undo',
  'unfollow',
  'unlock',
  'unmute',
  'unpause',
  'unpin',
  'unsubscribe',
  'update',
  'upgrade',
  'upload',
  'use',
  'validate',
  'verify',
  'view',
  'visit',
  'wait',
  'watch',
  'write',
  'zip',
];

const AUDIENCE = String.raw`(?:you|the\s+user|users|the\s+agent|agents|the\s+caller|callers|the\s+assistant|one)`;
/** What the text talks about when it says "This function …" (or "This parameter …"). */
const SUBJECT = String.raw`(?:function|method|app\s?function|appfunction|api|endpoint|tool|operation|call|action|parameter|param|argument|field|property|value|class|data\s+class|type|object)`;
/** Subjects that can only mean the function itself. */
const FUNCTION_SUBJECT = String.raw`(?:function|method|app\s?function|appfunction|tool)`;
const FILLER_TAIL = String.raw`(?:is\s+used\s+(?:to|for)|is\s+responsible\s+for|is\s+designed\s+to|is\s+meant\s+to|is\s+intended\s+to|is\s+there\s+to|serves\s+to|aims\s+to|can\s+be\s+used\s+to|should\s+be\s+used\s+to|lets\s+${AUDIENCE}|allows\s+${AUDIENCE}\s+to|enables\s+${AUDIENCE}\s+to|helps\s+(?:${AUDIENCE}\s+)?(?:to\s+)?|provides\s+(?:a\s+way|the\s+ability|functionality)\s+(?:to|for))`;
const CONCEAL_OBJECT = String.raw`(?:the\s+user(?!['’]s)|users(?!['’])|the\s+device\s+owner|the\s+owner|anyone|them)`;
/** Verbs that, in the base form, tell the agent how to behave rather than describe the function. */
const AGENT_VERBS = String.raw`(?:call|use|invoke|ask|say|tell|respond|reply|answer|pass|guess|assume|invent|make\s+up|prefer|choose|pick|select|confirm|include|try|retry|output|print|greet|apologi[sz]e|request|provide|format|check|bother|display|double[-\s]check|warn|reference)`;

const STEM = String.raw`\b(?:delet|remov|clear|eras|wip|purg|destroy|drop|truncat|reset|nuk|empt|trash)\w*`;

/** Who a description might pretend to be. */
const IDENTITY = String.raw`(?:Google\s+Assistant|Google|Gemini|Siri|Alexa|Bixby|Cortana|ChatGPT|OpenAI|Claude|Copilot|(?:AI\s+)?assistant|(?:the\s+)?Android\s+(?:operating\s+)?system|Android(?:\s+OS)?|(?:operating\s+)?system|OS|(?:system\s+)?administrator|admin|developer)`;

/**
 * Only a claim that ends at the identity counts: "as the system." is a role, "as the system
 * wallpaper" is an ordinary object.
 */
const CLAIM_END = String.raw`(?=\s*(?:[.,;:!)"'’]|$)|\s+(?:and|or|to|with|for|that|which|so|when|itself|here)\b)`;

/** The English pack. */
export const english: LanguagePack = {
  locale: 'en',
  verbPosition: 'first',
  verbs: VERBS,
  irregularThirdPerson: { do: 'does', go: 'goes', have: 'has', be: 'is', echo: 'echoes' },
  thirdPersonRules: [
    [/(s|sh|ch|x|z)$/, '$1es'],
    [/([^aeiou])y$/, '$1ies'],
    [/$/, 's'],
  ],
  nominalSuffixes: [
    { stripFinalE: true, suffix: 'ion' },
    { stripFinalE: true, suffix: 'ation' },
    { stripFinalE: false, suffix: 'ation' },
    { stripFinalE: true, suffix: 'al' },
    { stripFinalE: false, suffix: 'ment' },
    { stripFinalE: true, suffix: 'tion' },
  ],
  gerund: { suffix: 'ing', stems: [(s) => s, (s) => `${s}e`, (s) => s.slice(0, -1), (s) => s.replace(/y$/, 'ie')] },
  // Not "that" or "which": "Notes that are pinned" is a plural noun and a relative clause.
  objectLeadIns: new Set(['a', 'an', 'the', 'this', 'these', 'its', 'their', 'your', 'my', 'our', 'every', 'each', 'all', 'one']),
  determiners: new Set(['the', 'a', 'an', 'this', 'these', 'that', 'those', 'our', 'my', 'your', 'its', 'their', 'all', 'each', 'every']),
  modals: new Set(['will', 'would', 'shall', 'should', 'can', 'could', 'may', 'might', 'must']),
  possessiveS: true,
  verbOfLink: 'of',
  listLinks: { joiners: 'or|and', article: 'the' },
  nounPurposeLinks: new Set(['to', 'for', 'that', 'which']),
  clauseOpeners: new Set(['when', 'how', 'what', 'which', 'who', 'whom', 'whose', 'where', 'why', 'whether', 'if', 'while', 'whenever']),
  subjectVerbs: new Set(['is', 'are', 'was', 'provides', 'offers', 'lets', 'allows', 'enables', 'gives', 'contains', 'holds', 'represents', 'exposes', 'wraps']),
  abbreviations: new Set(['e.g', 'i.e', 'etc', 'vs', 'approx', 'incl', 'eg', 'ie', 'cf', 'no', 'dr', 'mr', 'mrs', 'ms', 'min', 'max', 'ex']),
  negators: /\b(?:not|no|never|don['’]t|doesn['’]t|didn['’]t|won['’]t|cannot|can['’]t|isn['’]t|aren['’]t|without|neither|nor|except|excluding)\b/gi,
  clauseBreakWords: /^(?:when|if|unless|but|so|then|otherwise|because|while|which|and\s+then|or\s+else|whereas|although|though|after|before|once)\b/i,
  shoutWords: new Set([
    'CRITICAL',
    'IMPORTANT',
    'MUST',
    'NEVER',
    'ALWAYS',
    'WARNING',
    'NOTE',
    'ATTENTION',
    'URGENT',
    'REQUIRED',
    'MANDATORY',
    'ONLY',
    'NOT',
    "DON'T",
    'UNLESS',
    'EVER',
    'VERY',
    'STRICTLY',
    'ABSOLUTELY',
    'SHOULD',
    'CAUTION',
  ]),
  commonWords: new Set(
    'A AN THE THIS THAT IT IS ARE BE DO DOES NOT NO YES VERY ALL ANY EVER AND OR BUT IF TO OF FOR IN ON WITH YOU YOUR WE OUR PLEASE USE CALL CALLS STOP WAIT READ NOW HERE'.split(
      ' ',
    ),
  ),
  valueLeadIns:
    /(?:\b(?:as|to|is|are|be|equals?|status|state|value|values|mode|type|level|either|of|e\.g\.?|i\.e\.?|such\s+as|like|from|with|or|and|nor|not|than)|[=:(,|/[{<])\s*["'`]?$/i,
  literalWords: new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'CONNECT', 'YYYY', 'MM', 'DD', 'HH', 'SS', 'UTC', 'ISO']),
  synonymGroups: [
    ['sync', 'update', 'refresh', 'reload', 'fetch', 'pull', 'retrieve', 'get', 'load', 'download'],
    ['create', 'add', 'insert', 'make', 'new', 'compose', 'draft'],
    ['delete', 'remove', 'clear', 'erase', 'trash', 'discard'],
    ['edit', 'modify', 'change', 'update', 'set', 'adjust', 'rename'],
    ['find', 'search', 'look', 'query', 'locate', 'list', 'filter', 'retrieve', 'get', 'fetch'],
    ['play', 'resume', 'continue', 'unpause', 'start'],
    ['pause', 'stop', 'halt', 'suspend', 'end'],
    ['skip', 'jump', 'seek', 'forward'],
    ['replay', 'rewind', 'repeat', 'back'],
    ['show', 'display', 'view', 'open', 'preview'],
    ['send', 'share', 'post', 'publish', 'forward'],
    ['analyse', 'analyze', 'inspect', 'review', 'evaluate', 'check', 'examine'],
  ],
  functionNouns: /^(?:function|method|app\s?function|appfunction|tool|endpoint|api|operation|action|command|helper|utility|wrapper|service)s?$/i,

  usage: [
    /^use\s+(?:this|it)(?:\s+(?:tool|function|method|appfunction|endpoint|api))?\s+(?:to|when|for|if|whenever|only\s+(?:when|if|to|for)|as)\b/i,
    /^use\s+(?:when|for|to)\b/i,
    // "Only use custom queries when:", "Use the raw API if": a condition for picking, said of a way of using it.
    /^(?:only\s+)?use\s+(?:[\w-]+\s+){1,4}(?:only\s+)?(?:when|if|whenever)\b/i,
    // anywhere in a clause: "Suggests titles when you need to recommend…"
    /\b(?:when|if|whenever)\s+(?:you|the\s+agent|the\s+assistant)\s+(?:need|want|wish|have)s?\s+to\b/i,
    /^(?:when|if|whenever)\s+(?:the\s+)?user\s+(?:asks|wants|needs|says|requests|mentions|would\s+like)\b/i,
    /^(?:useful|ideal|helpful|handy|suitable|recommended|good|great|perfect|best)\s+(?:for|when|to|if)\b/i,
    /^(?:call|invoke)\s+(?:this|it)(?:\s+(?:tool|function))?\s+(?:to|when|whenever|if)\b/i,
    /^(?:when\s+to\s+use|use\s+cases?|usage)\s*:/i,
  ],
  commands: [
    // "You MUST say", "you should always call", "You need to ask"
    {
      regex:
        /\byou\s+(?:must|should|shall|need\s+to|have\s+to|are\s+required\s+to|will\s+need\s+to|are\s+expected\s+to|ought\s+to|may\s+only)(?:\s+(?:always|never|not|also|first|only|then))?\s+[a-z]+(?:[-\s]check)?(?:\s+the\s+user)?/gi,
    },
    // "You should:" followed by a list of orders
    { regex: /\byou\s+(?:must|should|shall|need\s+to|have\s+to)\s*:/gi },
    // "The agent must", "the model should"
    { regex: /\b(?:the|an?)\s+(?:agent|assistant|model|llm|ai|chatbot)\s+(?:must|should|shall|needs\s+to|has\s+to|is\s+required\s+to)\b/gi },
    // "Always call", "Never use", "Do not guess", "Don't bother telling"
    { regex: new RegExp(String.raw`\b(?:always|never|do\s+not|don['’]t)\s+${AGENT_VERBS}\b`, 'gi'), clauseStart: true },
    // "ask the user for", "tell the user", "warn the user", "confirm with the user"
    { regex: /\b(?:ask|tell|inform|remind|prompt|notify|warn)\s+the\s+user(?:\s+(?:for|to|whether|if|about|that))?\b/gi, clauseStart: true },
    { regex: /\b(?:confirm|check|double[-\s]check)\s+with\s+the\s+user\b/gi, clauseStart: true },
    { regex: /\blet\s+the\s+user\s+know\b/gi, clauseStart: true },
    { regex: /\b(?:request|seek)\s+clarification\b/gi, clauseStart: true },
    // "make sure to", "be sure to", "remember to", "don't forget to", "ensure that you"
    { regex: /\b(?:make\s+sure|be\s+sure|remember|don['’]t\s+forget|do\s+not\s+forget)\s+(?:to|that|you)\b/gi, clauseStart: true },
    { regex: /\bensure\s+(?:that\s+)?you\b/gi },
    // "respond with", "reply in", "answer by"
    { regex: /\b(?:respond|reply|answer)\s+(?:with|in|by|to\s+the\s+user|using)\b/gi, clauseStart: true },
    // "Please provide …"
    { regex: /\bplease\s+[a-z]+/gi },
    // "Ignore previous instructions", "you are an assistant", "Note to the agent"
    { regex: /\bignore\s+(?:all\s+|any\s+)?(?:the\s+)?(?:previous|prior|above|earlier|other|system)\s+(?:instructions|prompts|rules|messages)\b/gi },
    { regex: /\byou\s+are\s+(?:an?\s+)?(?:helpful\s+)?(?:ai|assistant|agent|language\s+model|chatbot)\b/gi },
    { regex: /\bnote\s+to\s+(?:the\s+)?(?:agent|assistant|model|ai|llm)\b/gi },
  ],
  agentVerbs: AGENT_VERBS,
  conditionLeadIn: /\b(?:when|if|whenever|unless|once|where|whether)\s+$/i,
  // "The tool will list the projects and prompt the user…", "it then prompts the user…"
  ownSubjectLeadIn: /\b(?:this|the)\s+(?:tool|function|server|endpoint|command)\s+(?:(?:will|then|also|first|can)\s+)*(?:[a-z]+\s+){0,12}?(?:and\s+(?:then\s+)?)?$/i,
  clauseLeadIns:
    /(?:^|[.!?:;,(\-–—]\s*|\b(?:and|then|but|so|please|also|otherwise|or|first|instead|always|you\s+(?:must|should|need\s+to|have\s+to)|(?:must|should)\s+always)\s+)$/i,
  filler: [
    // "This function is used to", "This parameter is used for", "This AppFunction allows you to"
    new RegExp(String.raw`^(?:this|the)\s+${SUBJECT}\s+${FILLER_TAIL}`, 'i'),
    // "This AppFunction will create …", but not "The value will be trimmed" or "will fail if …"
    new RegExp(String.raw`^(?:this|the)\s+${FUNCTION_SUBJECT}\s+will(?=\s+(?!be\b|not\b|fail|throw|only\b|also\b)[a-z])`, 'i'),
    // "A function that", "An AppFunction to", "A tool for", "A detailed tool for"
    new RegExp(String.raw`^an?\s+(?:[a-z]+\s+){0,2}?${FUNCTION_SUBJECT}\s+(?:that|which|to|for|used\s+(?:to|for))\b`, 'i'),
    new RegExp(String.raw`^an?\s+${SUBJECT}\s+(?:that|which|to|for|used\s+(?:to|for))\b`, 'i'),
    // "This is a function that"
    new RegExp(String.raw`^this\s+is\s+an?\s+${SUBJECT}\s+(?:that|which|to|for)\b`, 'i'),
    // "Function to create …"
    /^(?:function|method)\s+(?:that|which|to|for)\b/i,
    // "This function is used to create …" (a bare "Used to …" is filler only as the opening, below)
    new RegExp(String.raw`^this\s+${FUNCTION_SUBJECT}\s+is\s+used\s+to\b`, 'i'),
    // "It is used to show …"
    /^it\s+is\s+used\s+(?:to|for)\b/i,
    // "Allows you to …"
    new RegExp(String.raw`^(?:allows|enables)\s+${AUDIENCE}\s+to\b`, 'i'),
  ],
  fillerRewrite: { leadIn: /^(?:that|which|to|for|will|can|be\s+used\s+to)\s+/i, relative: /\b(?:that|which)$/i },
  // "This function creates …"; and "Used to create …" as the opening (not "Used for pagination":
  // that says what a value is for). After a first sentence, "Used to fetch the next page." says
  // what a value is for: "Continuation token. Used to fetch the next page."
  openingFiller: new RegExp(String.raw`^(?:(?:this|the)\s+${FUNCTION_SUBJECT}(?=\s+(?!is\b|was\b|has\b|does\b|fails\b|throws\b)[a-z]+s\b)|used\s+to\b)`, 'i'),
  concealment: [
    // "do not tell the user", "never inform users", "don't let the user know", "don't bother telling the user"
    new RegExp(
      String.raw`\b(?:do\s+not|don['’]t|never|must\s+not|mustn['’]t|should\s+not|shouldn['’]t|without)\s+(?:ever\s+)?(?:bother\s+)?(?:tell(?:ing)?|inform(?:ing)?|notify(?:ing)?|alert(?:ing)?|warn(?:ing)?|show(?:ing)?|let(?:ting)?)\s+${CONCEAL_OBJECT}(?:\s+know)?`,
      'gi',
    ),
    // "don't mention", "never reveal", "do not disclose"
    /\b(?:do\s+not|don['’]t|never|must\s+not|mustn['’]t|should\s+not|shouldn['’]t)\s+(?:ever\s+)?(?:mention|reveal|disclose|bring\s+up|acknowledge|admit|say\s+anything\s+about)\b/gi,
    /\bwithout\s+(?:mentioning|revealing|disclosing)\b/gi,
    /\bwithout\s+the\s+user(?:['’]s)?\s+(?:knowing|knowledge|noticing|awareness)\b/gi,
    /\bbehind\s+the\s+user['’]s\s+back\b/gi,
    /\b(?:secretly|covertly|stealthily)\b/gi,
    /\bsilently\b/gi,
    new RegExp(String.raw`\b(?:hide|conceal|keep)\s+(?:this|that|it|these|those)\s+(?:from(?:\s+${CONCEAL_OBJECT})?|secret|hidden)\b`, 'gi'),
    new RegExp(String.raw`\b(?:hide|conceal)\s+(?:\w+\s+){1,3}from\s+${CONCEAL_OBJECT}`, 'gi'),
  ],
  silence: /^silently$/i,
  // Also a statement about what something does rather than an order: "silently" after an
  // auxiliary whose subject is not "you" ("the rule will silently never fire", "errors are
  // silently dropped"), or before a negation or a failure ("silently never fires", "silently stops").
  benignSilence:
    /(?<!\byou\s+)\b(?:will|would|may|might|can|could|is|are|was|were|be|been|being|gets?|got)\s+silently\b|\bsilently\s+(?:never|not|no\s+longer|stop\w*|time\w*\s+out|hang\w*|break\w*|expir\w*|los[et]\w*|truncat\w*|clamp\w*|coerc\w*)\b|\b(?:ignor\w*|skip\w*|drop\w*|discard\w*|fail\w*|silently\s+(?:return|give|yield|produce|result|match)\w*|(?:return|give|yield|produce|respond|answer)\w*\b[^.!?\n]{0,48}?\bsilently|does\s+nothing|do\s+nothing|nothing\s+happens|no[-\s]?op|already\s+(?:exists?|present|there|set|done|running|open|installed|created|deleted|removed|stopped|paused)|unchanged|idempotent|if\s+(?:it|the\s+\w+)\s+(?:does\s+not|doesn['’]t)\s+exist|missing|absent|not\s+found|overwrit\w*|replac\w*|retr\w*|fall\w*\s+back|in\s+the\s+background)\b/i,
  referenceLeadIns:
    /\b(?:use|using|call|calling|invoke|invoking|run|running|try|see|via|after|before|filter|pass\s+(?:it|them)\s+to|returned\s+by|obtained\s+(?:from|by)|provided\s+by|given\s+by|get\s+(?:it|them|one)?\s*from|(?:a|an|the|any)\s+(?:previous|prior|earlier))\s+(?:the\s+|a\s+|an\s+|its\s+)?(?:(?:output|result|response|slugs?|ids?)\s+(?:of|from)\s+(?:the\s+|a\s+|an\s+)?)?$/i,
  referenceTails: /^\s*(?:(?:tool|function|endpoint|command)\s+)?(?:first|instead|beforehand|result|results|response|output|call)\b/i,
  // …and what an earlier answer holds: "use endCursor from a previous response", "check
  // runtime_template first via get_pipeline" (the tool named after `via` is still a reference).
  dataNouns:
    /^[`'"’”]?\s*(?:(?:parameters?|params?|arguments?|args?|fields?|propert(?:y|ies)|columns?|keys?|attributes?|namespaces?|options?|flags?|headers?|variables?|settings?|tables?)\b|(?:values?\s+)?(?:from|of|in)\s+(?:the\s+|a\s+|an\s+)?(?:previous|prior|last|earlier)\s+(?:responses?|results?|outputs?|pages?|calls?|answers?)\b|(?:first\s+)?via\b)/i,
  // "the field created_at", "a field named created_at", "the response fields use created_at"
  dataNounsBefore:
    /\b(?:(?:parameter|param|argument|field|property|column|key|attribute|namespace|option|flag|header|variable|setting|table|propertie)s?(?:\s+(?:(?:is\s+|are\s+)?(?:named|called)|uses?))?|from\s+(?:the\s+)?(?:previous|prior|last|earlier))\s*[`'"‘“]?$/i,
  callOrder: [
    // "Search for the contact first", "Call listNotes first"
    {
      regex:
        /\b(?:search|look\s+up|find|fetch|get|list|call|use|run|invoke|query|retrieve|check|create|resolve|obtain)\b[^.;:!?\n]{0,60}?\b(?:first|beforehand)\b(?=\s*(?:[.,;:!?)]|$|to\b|and\b|then\b|before\b|so\b))/gi,
      clauseStart: true,
    },
    // "after calling", "before invoking", "once you have called" ("Before using this tool, confirm
    // with the user" orders a talk with the user, not a call: that is a command)
    // Without an object, or with "this (function)", the call is this function's own ("confirm with
    // the user before invoking."): no other function is ordered around it.
    {
      regex:
        /\b(?:before|after|prior\s+to|once\s+you(?:['’]ve|\s+have)?)\s+(?:calling|invoking|running|having\s+called|called|invoked)\b(?!\s*(?:[.,;:!?)]|$|this\b|the\s+(?:tool|function|appfunction)\b))/gi,
    },
    // "Call this before opening any document", "use it only after signing in"
    { regex: /\b(?:call|use|run|invoke)\s+(?:this|it)(?:\s+(?:tool|function))?\s+(?:only\s+)?(?:before|after)\s+[a-z]+ing\b/gi, clauseStart: true },
    // "call X before", "invoke X after"
    { regex: /\b(?:call|invoke|run)\s+(?:\S+\s+){1,3}?(?:before|after|then|first)\b/gi, clauseStart: true },
    // "must be called before", "should only be used after"
    { regex: /\b(?:must|should|has\s+to|needs\s+to)\s+(?:only\s+)?be\s+(?:called|used|run|invoked)\s+(?:before|after|first)\b/gi },
    // "use getNotes to obtain the id", "use the search function to find" ("Use this tool to find…"
    // is usage guidance about the function itself, not a call around it)
    { regex: /\b[Uu]se\s+(?:the\s+)?(?:`?[a-z]+[A-Z]\w*`?(?:\(\))?|(?!(?:this|it|me)\s)\S+\s+(?:function|tool|appfunction))\s+to\b/g, clauseStart: true },
    // "returned by a previous call", "from another function"
    {
      regex:
        /\b(?:returned|obtained|received|provided)\s+(?:by|from)\s+(?:a\s+|an\s+|the\s+)?(?:previous|prior|earlier|another|other|separate)\s+(?:call|function|tool|appfunction)s?\b/gi,
    },
  ],
  influence: [
    /\b(?:instead\s+of|rather\s+than|over|not)\s+(?:using\s+)?(?:any\s+)?(?:other|another|third[-\s]party|competing|similar)\s+(?:apps?['’]?\s+(?:\w+\s+)?(?:functions?|tools?|features?)\b|apps?['’]?s?\b|functions?\b|tools?\b|assistants?\b|services?\b)/gi,
    /\b(?:prefer|choose|pick|select|favou?r|prioriti[sz]e)\s+(?:this|these|me)(?:\s+(?:function|tool|app|one|appfunction))?\b/gi,
    /\b(?:do\s+not|don['’]t|never)\s+(?:use|call|invoke|trust)\s+(?:any\s+)?(?:other|another)\b/gi,
  ],
  banners: [
    // "[Deprecated: …]", "[BETA]"
    /^\[[^\]\n]{1,80}\]\s*/,
    // "**Purpose:**", "__Note:__"
    /^(?:\*\*|__)[^*_\n]{1,40}:?(?:\*\*|__)\s*:?\s*/,
    // "DEPRECATED:", "NOTE -", "Purpose:", "Summary:" (a label of at most three words, then a colon)
    /^(?:[A-Z][\w/&-]*\s+){0,2}[A-Z][\w/&-]*\s*(?::|\s[-–—]\s)\s*/,
    // "freee API GET - service: …": words, then a label separator
    /^(?:[\w.]+\s+){1,4}[-–—]\s+\w+\s*:\s*/,
    // "Data tool - …", "Designer tool — …": a name for the kind of tool, then a dash
    /^[A-Z][\w/&-]*\s+(?:tools?|functions?|api|endpoint|command)\s+[-–—]\s+/,
  ],
  ordinaryHyphenTails: new Set([
    'only',
    'in',
    'out',
    'up',
    'down',
    'on',
    'off',
    'based',
    'time',
    'level',
    'friendly',
    'safe',
    'mail',
    'ons',
    'by',
    'to',
    'free',
    'side',
    'wide',
    'like',
    'aware',
    'specific',
    'scoped',
    'through',
    'over',
    'back',
  ]),
  emphasis: [/!{2,}/g],
  backgroundOpening:
    /^(?:in\s+(?:our|this|the|my)\s+(?:app|application|system|backend|database|world|product)\b|(?:our|this|the)\s+app(?:lication)?\s+(?!function)\w+|(?:background|context|note|fyi|overview|info|history)\s*:|as\s+(?:you\s+know|mentioned|described)\b|historically\b|traditionally\b|internally\b|under\s+the\s+hood\b|behind\s+the\s+scenes\b|we\s+\w+|since\s+\w+|because\s+\w+)/i,
  // A first sentence of 160 fits what tool pickers show in one glance and holds a verb, a resource
  // and a qualifier; 500 for the whole leaves room for a few short clarifications.
  lengthBudget: { unit: 'characters', firstSentence: 160, whole: 500, longDescription: 400 },
  sensitiveText: [
    /\b(?:passwords?|passphrases?|passcodes?|(?:credit\s+|debit\s+|bank\s+)?card\s+numbers?|card\s+verification\s+(?:values?|codes?)|security\s+codes?|CVV2?|CVC|IBAN|routing\s+numbers?|bank\s+account\s+numbers?|private\s+keys?|secret\s+keys?|API\s+keys?|one[- ]time\s+(?:pass(?:words?|codes?)|codes?)|verification\s+codes?|OTPs?|social\s+security\s+numbers?|SSN|(?:access|auth|authentication|refresh|bearer|session)\s+tokens?|(?:seed|recovery)\s+phrases?|client\s+secrets?|login\s+credentials)\b(?!\s+(?:polic(?:y|ies)|requirements?|rules?|strength|length|reset|hint|manager|settings?|expir\w*|screen|page|ids?|identifiers?|names?|labels?|counts?|permissions?|scopes?|prefix(?:es)?))/gi,
    // "PIN" only in capitals: lower-case "pin" is the verb (pin a note).
    /\bPINs?\b(?!\s+(?:the|a|an|this|it|to)\b)/g,
  ],
  environmentDump: {
    mention: /\b(?:(?:all|every|the)\s+)?(?:environment\s+variables|env(?:ironment)?\s+vars)\b|\bprocess\.env\b(?!\.)/gi,
    handsBack:
      /\b(?:returns?|returning|lists?|listing|dumps?|dumping|prints?|printing|shows?|showing|exposes?|exposing|outputs?|retrieves?|gets?|reads?|reveals?)\b[^.;:!?\n]{0,40}$/i,
    notTheValues: /\b(?:names?|keys|count|number|how\s+many)\s+(?:of\s+)?(?:the\s+)?$/i,
  },
  destructiveBulk: {
    wipe: new RegExp(
      String.raw`\bfactory[- ]reset\w*|\b(?:wip|purg|nuk)(?:e|es|ed|ing)\b|${STEM}\s+(?:permanently\s+)?(?:everything|(?:the\s+)?(?:entire|whole)\s+\w+|all\s+(?:of\s+)?(?:the\s+|your\s+|the\s+user['’]s\s+)?(?:app\s+|user\s+|local\s+)?data\b)`,
      'i',
    ),
    all: new RegExp(String.raw`${STEM}\s+(?:permanently\s+)?(?:all|every)\b`, 'i'),
  },
  overlyBroad: {
    // Not before a verb of its own: "Controls are components that…" opens with a noun.
    vagueOpening:
      /^(?:handles?|manages?|process(?:es)?|deals?\s+with|takes?\s+care\s+of|works?\s+with|operates?\s+on|controls?|administers?|covers?)\b(?!\s+(?:are|is|were|was|can|could|will|would|must|should|may|might|have|has|do|does)\b)/i,
    vagueMaxWords: 3,
    vagueObjectWrapper: /^(?:an?|the|one\s+or\s+more)\s+(?:(?:list|set|batch|collection|group|series|array|number)\s+of\s+)?/i,
    everything: /\b(?:everything|anything|all)\b/i,
    phrases: [
      /\b(?:performs|does|carries\s+out|executes|runs)\s+(?:various\s+|any\s+|all\s+|several\s+|many\s+|different\s+|multiple\s+)?(?:operations|actions|tasks|things|stuff|everything|anything)\s+(?:on|for|with|related\s+to|regarding)\b/gi,
      /\b(?:everything|anything|all\s+(?:things|operations|actions|tasks))\s+(?:about|related\s+to|regarding|for|with|to\s+do\s+with)\b/gi,
      /\b(?:all|any)\s+kinds?\s+of\s+(?:operations|actions|tasks|requests)\b/gi,
    ],
    neutralVerbs: new Set(['return', 'get', 'show', 'display', 'load', 'filter', 'sort', 'format', 'validate', 'check', 'count']),
    // `to` starts an item only after words that hand the function's actions to someone ("allows
    // users to", "used to"); elsewhere it opens a purpose (see purposeClause).
    itemStart:
      /(?:^|[,;:/]\s*|\b(?:and|or|also|then|can|will|and\/or)\s+|\b(?:allows?|lets?|enables?|helps?|used|able|ability|ways?|you|users?|agents?|callers?|clients?)\s+(?:\w+\s+)?to\s+)$/i,
    nextItem: /^\s*(?:,|\/|\band\b|\bor\b)\s*(?:and\s+|or\s+)?([A-Za-z]+)/,
    previousItem: /([A-Za-z]+)\s*(?:,|\/|\band\b|\bor\b)\s*(?:and\s+|or\s+)?$/,
    asideHeading:
      /^(?:when\s+to\s+use|when\s+not\s+to\s+use|(?:do\s+)?not\s+(?:for|to\s+be\s+used)|don['’]t\s+use|use\s+(?:this|it)(?:\s+(?:tool|function))?\s+(?:when|for|if|to)|returns?|output|response|results?|each\s+result\s+includes|workflow|examples?|notes?|tips?|see\s+also|related(?:\s+(?:tools|functions))?|(?:recommended\s+)?(?:follow[- ]?ups?|next\s+steps?)|usage|prerequisites?|requirements?|errors?|limitations?|troubleshooting)\b(?:[ \t]+[\w'’()-]+){0,2}[ \t]*:/i,
    actionHeading:
      /^(?:purpose|summary|overview|description|what\s+(?:it|this\s+(?:tool|function))\s+does|actions?|operations?|capabilit(?:y|ies)|features?|functions?|functionality|supports?|it\s+can|can)(?:[ \t]+[\w'’()-]+){0,2}[ \t]*:/i,
    purposeClause:
      /(?<!\b(?:allows?|lets?|enables?|helps?|used|able|ability|ways?|you|users?|agents?|callers?|clients?|want|wants|need|needs|how|what|going|has|have|had|is|are)\s+(?:\w+\s+)?)\b(?:in\s+order\s+)?to\s+(?=[a-z])[^.;:!?\n]*/gi,
    advice:
      /^(?:(?:then\s+)?use\s+(?:[`'"]?[\w.]+[-_][\w.-]*[`'"]?|[`'"][^`'"\n]+[`'"]|this|it)\s+(?:to|for|when|if|with|instead|before|after)\b|(?:if|when|whenever|to|for|before|after|once|unless)\b[^,.;:\n]{1,60},\s*(?=[A-Za-z])(?![A-Za-z]*[^s\W]s\b))/i,
  },
  appOpening:
    /\b(?:open(?:s|ing)?|show(?:s|ing)?|launch(?:es|ing)?|bring(?:s|ing)?|switch(?:es|ing)? to|take(?:s)? (?:the user|you) to|continue(?:s)? in|in)\b[^.;]{0,40}?\b(?:app|application|screen)\b|\bforeground\b|\bon[- ]screen\b/i,
  impersonation: [
    // "I am Google Assistant", "This is the Android system", "respond as the system". A bare "as"
    // is left out: "the same format as the system" compares, it does not claim.
    new RegExp(
      String.raw`\b(?:I\s+am|I['’]m|this\s+is|you\s+are(?:\s+now)?|(?:acts?|acting|speaks?|speaking|responds?|responding|repl(?:y|ies|ying)|answers?|answering|behaves?|behaving|pos(?:e|es|ing)|runs?|running)\s+as|pretend(?:s|ing)?\s+to\s+be|(?:identif(?:y|ies)|present(?:s)?)\s+(?:itself|yourself)\s+as)\s+(?:the\s+|an?\s+|your\s+)?(?:official\s+)?${IDENTITY}${CLAIM_END}`,
      'i',
    ),
    // Role labels copied from chat transcripts: "System message:", "Assistant:".
    /\b(?:system|developer|assistant|admin(?:istrator)?)\s+(?:message|prompt|instructions?|notice|override|command)\s*:|(?:^|[.!?]\s+)(?:system|assistant|developer)\s*:/i,
    // Chat markup: <system>, [SYSTEM], [INST], <|im_start|>, <<SYS>>.
    /<\/?\s*(?:system|assistant|sys|developer|instructions?)\s*>|\[\/?\s*(?:system|sys|inst|assistant|admin)\s*\]|<\|[\w-]+\|>|<<\/?SYS>>/i,
    // "I am the official Google Tasks assistant": speaking as an official product in the first
    // person is a claim whatever product name follows.
    /\b(?:I\s+am|I['’]m|you\s+are(?:\s+now)?)\s+(?:the\s+|an?\s+|your\s+)?official\b/i,
    // "the official Gmail function": a claim to be another vendor's tool.
    /\bofficial\s+(?:[\w.-]+\s+){0,2}(?:function|tool|plugin|extension|connector|integration|action)s?\b/i,
  ],
  valueList: {
    leadIn: /(?:\bone of\b|\beither\b|:)\s*([^.;()]+)/i,
    separators: /\s*(?:,|\bor\b|\band\b|\||\/)\s*/i,
    filter: /^\s*(?:(?:an?\s+|optional\s+)?filters?\s+(?:by|on|to|for)\b|only\s+(?:return|list|show|include)s?\b|(?:limits?|restricts?)\s+(?:the\s+)?(?:results?|list)\s+to\b)/i,
  },
  readOnly: {
    claim:
      /\bread[- ]only\b|\bdoes(?:\s+not|n['’]t)\s+(?:modify|change|alter|write|delete|remove|update|touch)\b|\bnever\s+(?:modifies|changes|alters|writes|deletes|removes|updates)\b|\bwithout\s+(?:modifying|changing|altering|writing|deleting|removing|updating)\b|\bno\s+side[- ]effects?\b|\bside[- ]effect[- ]free\b|\bnon[- ]destructive(?:ly)?\b/i,
    opener: /^\s*(?:Returns|Gets|Lists|Finds|Searches|Fetches|Reads|Looks\s+up|Counts|Shows|Displays|Retrieves|Queries|Checks(?!\s+(?:in|out|off)\b)|Tells)\b/,
    admitsWrite:
      /\b(?:delet(?:es?|ed|ing)|remov(?:es?|ed|ing)|creat(?:es?|ed|ing)|updat(?:es?|ed|ing)|sav(?:es?|ed|ing)|writ(?:es?|ing|ten)|insert(?:s|ed|ing)?|archiv(?:es|ed|ing)|marks?|marked|marking|clear(?:s|ed|ing)?|eras(?:es?|ed|ing)|wip(?:es?|ed|ing)|purg(?:es?|ed|ing)|send(?:s|ing)?|sent|modif(?:y|ies|ied|ying)|chang(?:es?|ed|ing)|edit(?:s|ed|ing)?|renam(?:es?|ed|ing)|mov(?:es?|ed|ing)|reset(?:s|ting)?|stor(?:es?|ed|ing)|adds?|added|adding|sets?|setting|sync(?:s|ed|ing)?|toggl(?:es?|ed|ing)|cancel(?:s|led|ling|ed|ing)?|caches?|cached|caching)\b/i,
  },
  appDescription: {
    filler:
      /^(?:(?:this|the|our|my)\s+(?:app|application)\s+(?:is\s+(?:used|designed|meant|made|intended)\s+(?:to|for)|(?:lets|allows|helps|enables)\s+(?:you|users|the\s+user|agents|the\s+agent)(?:\s+to)?|can\s+be\s+used\s+(?:to|for)|provides\s+(?:(?:app\s*)?functions|tools|the\s+ability))|(?:welcome|hello|hi)\b|you\s+are\b|you['’]re\b|as\s+an?\s+(?:ai|assistant|agent)\b|audience\s*:|(?:these|the|this|our)\s+(?:instructions|guidelines|notes|document|guide|prompt)\s+(?:are|is)\s+(?:(?:written|meant|intended|designed)\s+)?for\b)/i,
    callOrderWords: /\b(?:call|invoke|use|run)\b/i,
    commandOrderWords: /\b(?:call|invoke|use|run|before|after|first)\b/i,
    // "Use this server to create, search and archive notes" names the app's tasks: not call order.
    orderOpening:
      /^(?:always\s+|first\s*,?\s+)?(?:call|invoke|use|run)\b(?!\s+(?:this|these|the)\s+(?:server|app|application|service|tools?|integration)\s+(?:to|for|when)\b)|^(?:before|after|first)\b/i,
    maxFirstSentenceWords: 30,
    nameWordsInLanguage: true,
    // A crude singular: notes -> note, entries -> entry, boxes -> box (applied to lower case).
    singularRules: [
      [/^(?=.{5})(.*)ies$/, '$1y'],
      [/^(?=.{5})(.*(?:s|x|z|ch|sh))es$/, '$1'],
      [/^(?=.{4})(.*[^s])s$/, '$1'],
    ],
  },
};
