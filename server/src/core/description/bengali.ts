import { english } from './english';
import type { LanguagePack } from './language-pack';
import { lazyPack, minimalPack, NEVER } from './minimal-pack';

/**
 * The Bengali pack (tag 'bn'): the verb stands at the end of the sentence. Its patterns are Unicode
 * property classes over long alternations, which take about 30 ms to build: they are built on first
 * use, so a run that meets no Bengali text (an empty TypeScript file, an English app) never pays.
 */
export const bengali: LanguagePack = lazyPack(buildBengali);

function buildBengali(): LanguagePack {
  // Bengali words are runs of letters and vowel signs (\p{M}), and JavaScript's \b knows ASCII
  // only: every pattern here bounds its words with these lookarounds instead.
  const LETTER = String.raw`[\p{L}\p{M}\p{N}_]`;
  /** Start of a word. */
  const S = String.raw`(?<!${LETTER})`;
  /** End of a word. */
  const E = String.raw`(?!${LETTER})`;
  /** Any text inside one clause. */
  const IN_CLAUSE = String.raw`[^।.!?;:\n]`;
  const global = (source: string) => new RegExp(source, 'gu');
  const once = (source: string) => new RegExp(source, 'u');

  /**
   * Finite verb forms that close a clause: the light verbs of compounds ("তৈরি করে", "ফেরত দেয়",
   * "মুছে ফেলে") and simple verbs ("খোঁজে", "পাঠায়"), in the third person, polite, future,
   * imperative and progressive forms.
   */
  const FINITE_VERBS = [
    'করে করেন করবে করবেন করুন করছে করছেন করেছে করল করলো করো',
    'দেয় দেন দেবে দেবেন দিন দিচ্ছে দিয়েছে দাও',
    'নেয় নেন নেবে নেবেন নিন নিচ্ছে নিয়েছে নাও',
    'হয় হন হবে হচ্ছে হয়েছে হল হলো',
    'ফেলে ফেলেন ফেলবে ফেলুন রাখে রাখেন রাখবে রাখুন আনে আনেন আনবে আনুন',
    'খোঁজে খোঁজেন খুঁজবে খুঁজুন বলে বলেন বলবে বলুন লেখে লেখেন লিখবে লিখুন পড়ে পড়েন পড়বে পড়ুন',
    'খোলে খোলেন খুলবে খুলুন মোছে মোছেন মুছবে মুছুন চায় চান চাইবে যায় যান যাবে পায় পান পাবে',
    'আসে আসেন আসবে থাকে থাকেন থাকবে আছে দেখে দেখেন দেখবে দেখুন তোলে তোলেন তুলবে তুলুন',
    'ধরে ধরেন ধরবে ধরুন ছাড়ে ছাড়েন ছাড়বে ছাড়ুন গোনে গোনেন গুনবে মাপে মাপেন মাপবে',
    'লাগে লাগবে পারে পারেন পারবে চলে চলবে ঘটে মেলে ফেরে ওঠে',
  ]
    .join(' ')
    .split(' ');
  /** Stems of causative verbs, whose finite forms end in -য়, -ন, -বে ("পাঠায়", "দেখায়", "সাজায়"). */
  const CAUSATIVE_STEMS = 'পাঠা দেখা সরা সাজা বাজা বদলা চালা জানা শোনা বাড়া কমা ফেরা মেলা থামা বানা ঘোরা আটকা বোঝা শেখা লুকা পৌঁছা হারা ছড়া গোছা মেটা সামলা ঝোলা'.split(' ');
  const FINITE = [...FINITE_VERBS, ...CAUSATIVE_STEMS.flatMap((stem) => [`${stem}য়`, `${stem}ন`, `${stem}বে`, `${stem}চ্ছে`])].sort((a, b) => b.length - a.length).join('|');

  /** Verbal nouns of the light verbs, which end a Bengali title the way an infinitive does. */
  const VERBAL_NOUNS = 'করা|দেওয়া|নেওয়া|ফেলা|রাখা|আনা|খোঁজা|মোছা';

  /**
   * Action words: the noun of a compound verb ("তৈরি" of "তৈরি করে") and simple verbs in their
   * finite form, as a list of actions names them ("তৈরি করে, সম্পাদনা করে ও মুছে ফেলে").
   */
  const VERBS = [
    'তৈরি',
    'বানায়',
    'যোগ',
    'সম্পাদনা',
    'পরিবর্তন',
    'বদলায়',
    'আপডেট',
    'হালনাগাদ',
    'মুছে',
    'মোছে',
    'ডিলিট',
    'বাতিল',
    'সরায়',
    'খোঁজে',
    'অনুসন্ধান',
    'সার্চ',
    'দেখায়',
    'ফেরত',
    'পড়ে',
    'গণনা',
    'সাজায়',
    'ফিল্টার',
    'যাচাই',
    'পাঠায়',
    'শেয়ার',
    'প্রকাশ',
    'ফরোয়ার্ড',
    'আর্কাইভ',
    'পুনরুদ্ধার',
    'পিন',
    'কপি',
    'স্থানান্তর',
    'সম্পন্ন',
    'চিহ্নিত',
    'বুক',
    'নির্ধারণ',
    'রিজার্ভ',
    'বাজায়',
    'চালায়',
    'থামায়',
    'চালু',
    'বন্ধ',
    'মিউট',
    'খোলে',
    'ডাউনলোড',
    'আপলোড',
    'সিঙ্ক',
    'এক্সপোর্ট',
    'রপ্তানি',
    'ইমপোর্ট',
    'আমদানি',
    'প্রিন্ট',
    'মুদ্রণ',
    'সংরক্ষণ',
    'সেভ',
    'রিসেট',
    'সেট',
    'অনুবাদ',
    'জানায়',
    'নবায়ন',
    'পরিশোধ',
    'ট্র্যাক',
  ];

  const FUNCTION_NOUN = String.raw`(?:ফাংশন|টুল|মেথড|অ্যাপফাংশন|AppFunction|API|এপিআই|এন্ডপয়েন্ট|অপারেশন)(?:টি|টা|টির|টার|টিকে|টাকে|এর|ের)?`;
  const AUDIENCE = String.raw`(?:আপনি|আপনাকে|ব্যবহারকারী|ব্যবহারকারীকে|ব্যবহারকারীরা|ব্যবহারকারীদের|এজেন্ট|এজেন্টকে)`;
  const USER = String.raw`(?:ব্যবহারকারী|গ্রাহক|পাঠক|ইউজার)`;
  const GENITIVE = String.raw`(?:ের|এর|র)`;
  /** Polite imperatives that tell the agent what to do. */
  const AGENT_IMPERATIVE = String.raw`(?:উত্তর\s+দিন|জবাব\s+দিন|বলুন|কল\s+করুন|ব্যবহার\s+করুন|জিজ্ঞাসা\s+করুন|জিজ্ঞেস\s+করুন|দেখান|লিখুন|অন্তর্ভুক্ত\s+করুন|নিশ্চিত\s+করুন|বেছে\s+নিন|জানান|অনুমান\s+করুন|চেষ্টা\s+করুন|পাঠান)`;
  /** Who a hidden action is kept from. */
  const CONCEAL_OBJECT = String.raw`(?:${USER}(?:কে|কেও|দের|দেরকে)|কাউকে|তাঁকে|তাকে|মালিককে)`;
  const DELETE_VERB = String.raw`(?:মুছে|মোছে|মুছবে|ডিলিট|খালি|ধ্বংস|বাতিল|রিসেট|সাফ|সরিয়ে\s+ফেল|সরিয়ে\s+দে(?:য়|বে|ওয়া))`;
  const VAGUE_VERB = String.raw`(?:পরিচালনা\s+করে|ব্যবস্থাপনা\s+করে|দেখাশোনা\s+করে|সামলায়|হ্যান্ডেল\s+করে|প্রসেস\s+করে|প্রক্রিয়া\s+করে|(?:নিয়ে|ওপর|উপর)\s+কাজ\s+করে)`;
  /** Who a description may pretend to be. */
  const IDENTITY = String.raw`(?:Google\s+Assistant|Google|Gemini|Siri|Alexa|Bixby|Cortana|ChatGPT|OpenAI|Claude|Copilot|গুগল\s+অ্যাসিস্ট্যান্ট|গুগল|জেমিনি|সিরি|অ্যালেক্সা|(?:AI\s+|এআই\s+)?(?:সহকারী|অ্যাসিস্ট্যান্ট)|(?:Android\s+|অ্যান্ড্রয়েড\s+)?(?:অপারেটিং\s+)?সিস্টেম|Android(?:\s+OS)?|অ্যান্ড্রয়েড|অ্যাডমিন|অ্যাডমিনিস্ট্রেটর|ডেভেলপার)`;
  /** Words after a secret that make the phrase about something else ("পাসওয়ার্ড রিসেট লিংক", "পাসওয়ার্ডের নীতি"). */
  const NOT_THE_SECRET = String.raw`(?!${GENITIVE}?\s+(?:রিসেট|নীতি|নিয়ম|দৈর্ঘ্য|শক্তি|মেয়াদ|স্ক্রিন|পাতা|পেজ|আইডি|লিংক|সেটিংস|ম্যানেজার|হিন্ট|ইঙ্গিত))`;

  /**
   * English words of function names (`createNote` -> note) and the Bengali words a description says
   * them with: loanwords as Bengali writes them ("নোট", "টাস্ক") and native words ("পরিচিতি", "ছবি").
   */
  const TASK_WORDS: Readonly<Record<string, readonly string[]>> = {
    note: ['নোট'],
    task: ['টাস্ক', 'কাজ'],
    subtask: ['সাবটাস্ক', 'উপকাজ'],
    todo: ['টুডু', 'করণীয়', 'কাজ'],
    reminder: ['রিমাইন্ডার', 'অনুস্মারক'],
    calendar: ['ক্যালেন্ডার', 'দিনপঞ্জি'],
    event: ['ইভেন্ট', 'অনুষ্ঠান'],
    meeting: ['মিটিং', 'সভা'],
    appointment: ['অ্যাপয়েন্টমেন্ট', 'সাক্ষাৎ'],
    contact: ['পরিচিতি', 'কন্টাক্ট'],
    message: ['মেসেজ', 'বার্তা'],
    mail: ['মেইল', 'ইমেইল'],
    email: ['ইমেইল', 'মেইল'],
    chat: ['চ্যাট'],
    call: ['কল'],
    photo: ['ছবি', 'ফটো'],
    image: ['ছবি', 'ইমেজ'],
    video: ['ভিডিও'],
    album: ['অ্যালবাম'],
    file: ['ফাইল'],
    folder: ['ফোল্ডার'],
    document: ['ডকুমেন্ট', 'নথি'],
    song: ['গান'],
    music: ['গান', 'মিউজিক'],
    playlist: ['প্লেলিস্ট'],
    playback: ['প্লেব্যাক'],
    podcast: ['পডকাস্ট'],
    book: ['বই'],
    loan: ['ধার'],
    order: ['অর্ডার'],
    cart: ['কার্ট'],
    product: ['পণ্য', 'প্রোডাক্ট'],
    item: ['আইটেম', 'জিনিস'],
    grocery: ['মুদি', 'বাজার'],
    recipe: ['রেসিপি'],
    payment: ['পেমেন্ট', 'পরিশোধ'],
    bill: ['বিল'],
    invoice: ['ইনভয়েস', 'চালান'],
    transaction: ['লেনদেন', 'ট্রানজ্যাকশন'],
    account: ['অ্যাকাউন্ট', 'হিসাব'],
    balance: ['ব্যালান্স', 'ব্যালেন্স'],
    budget: ['বাজেট'],
    expense: ['খরচ', 'ব্যয়'],
    money: ['টাকা'],
    wallet: ['ওয়ালেট'],
    ticket: ['টিকিট'],
    train: ['ট্রেন'],
    bus: ['বাস'],
    flight: ['ফ্লাইট'],
    trip: ['যাত্রা', 'ট্রিপ'],
    ride: ['রাইড'],
    hotel: ['হোটেল'],
    booking: ['বুকিং'],
    table: ['টেবিল'],
    restaurant: ['রেস্তোরাঁ', 'রেস্টুরেন্ট'],
    weather: ['আবহাওয়া'],
    forecast: ['পূর্বাভাস'],
    location: ['লোকেশন', 'অবস্থান'],
    route: ['রুট', 'পথ'],
    map: ['ম্যাপ', 'মানচিত্র'],
    alarm: ['অ্যালার্ম'],
    timer: ['টাইমার'],
    schedule: ['সময়সূচি', 'শিডিউল'],
    bed: ['বেড'],
    plant: ['গাছ'],
    garden: ['বাগান'],
    water: ['পানি', 'জল'],
    workout: ['ওয়ার্কআউট', 'ব্যায়াম'],
    step: ['স্টেপ', 'পদক্ষেপ'],
    medicine: ['ওষুধ'],
    health: ['স্বাস্থ্য'],
    doctor: ['ডাক্তার'],
    setting: ['সেটিংস', 'সেটিং'],
    brightness: ['উজ্জ্বলতা'],
    volume: ['ভলিউম'],
    wifi: ['ওয়াইফাই'],
    notification: ['নোটিফিকেশন', 'বিজ্ঞপ্তি'],
    user: ['ব্যবহারকারী'],
    profile: ['প্রোফাইল'],
    member: ['সদস্য'],
    team: ['দল', 'টিম'],
    project: ['প্রজেক্ট', 'প্রকল্প'],
    comment: ['মন্তব্য', 'কমেন্ট'],
    post: ['পোস্ট'],
    channel: ['চ্যানেল'],
    room: ['রুম', 'কক্ষ'],
    draft: ['খসড়া', 'ড্রাফট'],
    backup: ['ব্যাকআপ'],
    report: ['রিপোর্ট', 'প্রতিবেদন'],
    status: ['অবস্থা', 'স্ট্যাটাস'],
    address: ['ঠিকানা', 'অ্যাড্রেস'],
    coupon: ['কুপন'],
    discount: ['ছাড়', 'ডিসকাউন্ট'],
    delivery: ['ডেলিভারি'],
    parcel: ['পার্সেল'],
    package: ['প্যাকেজ', 'পার্সেল'],
    subscription: ['সাবস্ক্রিপশন'],
    plan: ['প্ল্যান', 'পরিকল্পনা'],
    currency: ['মুদ্রা', 'কারেন্সি'],
    rate: ['হার', 'রেট'],
    price: ['দাম', 'মূল্য'],
    review: ['রিভিউ', 'পর্যালোচনা'],
    rating: ['রেটিং'],
    category: ['বিভাগ', 'ক্যাটাগরি'],
    tag: ['ট্যাগ'],
    label: ['লেবেল'],
    list: ['তালিকা', 'লিস্ট'],
    history: ['ইতিহাস', 'হিস্ট্রি'],
    favorite: ['পছন্দের', 'ফেভারিট'],
    bookmark: ['বুকমার্ক'],
    translation: ['অনুবাদ'],
    text: ['টেক্সট', 'লেখা'],
    summary: ['সারাংশ'],
    news: ['খবর', 'সংবাদ'],
    score: ['স্কোর'],
    match: ['ম্যাচ'],
  };

  /** Action words of a list of values ("তৈরি, সম্পাদনা বা মুছে ফেলা") and the English verb each means. */
  const VALUE_VERBS: Readonly<Record<string, string>> = {
    তৈরি: 'create',
    যোগ: 'add',
    নতুন: 'new',
    বানানো: 'make',
    খসড়া: 'draft',
    সম্পাদনা: 'edit',
    পরিবর্তন: 'change',
    আপডেট: 'update',
    হালনাগাদ: 'update',
    বদল: 'change',
    বদলানো: 'change',
    মুছে: 'delete',
    মোছা: 'delete',
    ডিলিট: 'delete',
    বাতিল: 'cancel',
    সরানো: 'remove',
    অপসারণ: 'remove',
    খোঁজা: 'search',
    খোঁজ: 'search',
    অনুসন্ধান: 'search',
    সার্চ: 'search',
    দেখা: 'view',
    দেখানো: 'show',
    পড়া: 'read',
    তালিকা: 'list',
    গণনা: 'count',
    পাঠানো: 'send',
    শেয়ার: 'share',
    প্রকাশ: 'publish',
    ফরোয়ার্ড: 'forward',
    উত্তর: 'reply',
    আমন্ত্রণ: 'invite',
    আর্কাইভ: 'archive',
    পুনরুদ্ধার: 'restore',
    পিন: 'pin',
    কপি: 'copy',
    স্থানান্তর: 'move',
    সম্পন্ন: 'complete',
    শেষ: 'finish',
    চিহ্নিত: 'mark',
    বুক: 'book',
    নির্ধারণ: 'schedule',
    চালানো: 'play',
    প্লে: 'play',
    বিরতি: 'pause',
    পজ: 'pause',
    থামানো: 'stop',
    চালু: 'enable',
    বন্ধ: 'disable',
    মিউট: 'mute',
    খোলা: 'open',
    এক্সপোর্ট: 'export',
    ইমপোর্ট: 'import',
    সিঙ্ক: 'sync',
    আপলোড: 'upload',
    ডাউনলোড: 'download',
    ব্যাকআপ: 'backup',
  };

  return {
    ...minimalPack('bn', 'last'),
    // A finite verb, or the verbal noun of a title ("টাস্ক তৈরি করা, খোঁজা এবং মুছে ফেলা", as the
    // seed writes a focused purpose); not the -ানো forms, which are also participles ("…অনুযায়ী সাজানো").
    actionEnding: once(String.raw`${S}(?:${FINITE}|${VERBAL_NOUNS})(?:\s+না)?(?=$|\s*[,;:—–()])`),
    verbs: VERBS,
    determiners: new Set(['এই', 'ওই', 'সেই', 'একটি', 'একটা']),
    // English words in Bengali prose are shouted and written as values the English way.
    shoutWords: english.shoutWords,
    commonWords: english.commonWords,
    literalWords: english.literalWords,
    valueLeadIns: english.valueLeadIns,
    // "পাসওয়ার্ড কখনো চাওয়া হয় না", "পিন ছাড়াই": the negator follows what it negates.
    negationScope: 'before',
    negators: global(String.raw`${S}(?:না|নয়|নি|নেই|কখনো|কখনোই|কখনও|কখনওই|ছাড়া|ছাড়াই|বাদে|ব্যতীত)${E}`),
    clauseBreakWords: once(String.raw`^(?:যদি|যখন|কিন্তু|তবে|তারপর|নইলে|কারণ|যাতে|যেহেতু)${E}`),
    synonymGroups: [
      ['তৈরি', 'বানায়', 'যোগ'],
      ['সম্পাদনা', 'পরিবর্তন', 'বদলায়', 'আপডেট', 'হালনাগাদ'],
      ['মুছে', 'মোছে', 'ডিলিট', 'সরায়'],
      ['খোঁজে', 'অনুসন্ধান', 'সার্চ', 'ফিল্টার'],
      ['দেখায়', 'ফেরত', 'পড়ে'],
      ['পাঠায়', 'শেয়ার', 'প্রকাশ', 'ফরোয়ার্ড'],
      ['বাজায়', 'চালায়', 'চালু'],
      ['থামায়', 'বন্ধ'],
      ['সংরক্ষণ', 'সেভ'],
    ],
    // Light verbs, postpositions, classifiers and quantifiers: no intent of their own.
    intentStopWords: new Set(
      'একটি একটা এক কোনো এবং ও বা অথবা আর দিয়ে দ্বারা করে করা করার দেয় দেন হয় হয়ে থেকে জন্য সাথে সঙ্গে মধ্যে এর যে যা যার এই সেই ওই তার তা তাদের সব সমস্ত সকল প্রতিটি প্রত্যেক নির্দিষ্ট দেওয়া প্রদত্ত ঐচ্ছিক অনুযায়ী'.split(
        ' ',
      ),
    ),
    functionNouns: once(String.raw`^(?:ফাংশন|টুল|মেথড|অ্যাপফাংশন|এপিআই|এন্ডপয়েন্ট|সার্ভিস)(?:টি|টা|গুলো)?$`),

    usage: [
      // "যখন … তখন এটি ব্যবহার করুন", "পাঠক … চাইলে এটি ব্যবহার করুন": from the clause start
      once(String.raw`^${IN_CLAUSE}{0,80}?(?:এটি|এটা|এই\s+${FUNCTION_NOUN})(?:কে)?\s+(?:ব্যবহার|কল)\s+করুন`),
      once(String.raw`^(?:যখন|যদি)\s+(?:আপনার|এজেন্টের)\s+${IN_CLAUSE}{0,40}?(?:দরকার|প্রয়োজন)`),
      once(String.raw`^${IN_CLAUSE}{0,60}?(?:জন্য|ক্ষেত্রে)\s+(?:উপযোগী|উপযুক্ত|কার্যকর|সবচেয়ে\s+ভালো)${E}`),
      once(String.raw`^(?:কখন\s+ব্যবহার\s+করবেন|ব্যবহারের\s+ক্ষেত্র)\s*:`),
    ],
    commands: [
      // "আপনাকে অবশ্যই … বলতে হবে", "আপনাকে বলতেই হবে"
      { regex: global(String.raw`${S}আপনাকে\s+${IN_CLAUSE}{0,60}?[\p{L}\p{M}]+তেই?\s+হবে${E}`) },
      { regex: global(String.raw`${S}আপনার\s+(?:অবশ্যই\s+)?উচিত${E}`) },
      // "এজেন্টকে অবশ্যই … হবে", "মডেলের উচিত"
      { regex: global(String.raw`${S}(?:এজেন্ট|মডেল|অ্যাসিস্ট্যান্ট|সহকারী|AI|এআই)(?:কে|কেই)\s+${IN_CLAUSE}{0,60}?[\p{L}\p{M}]+তেই?\s+হবে${E}`) },
      { regex: global(String.raw`${S}(?:এজেন্ট|মডেল|অ্যাসিস্ট্যান্ট)${GENITIVE}\s+(?:অবশ্যই\s+)?উচিত${E}`) },
      // "ব্যবহারকারীকে জিজ্ঞাসা করুন", "ব্যবহারকারীকে জানান"
      {
        regex: global(String.raw`${S}${USER}(?:কে|র\s+কাছে|দের)\s+(?:${IN_CLAUSE}{0,30}?\s)?(?:জিজ্ঞাসা\s+করুন|জিজ্ঞেস\s+করুন|প্রশ্ন\s+করুন|বলুন|জানান|মনে\s+করিয়ে\s+দিন|সতর্ক\s+করুন)${E}`),
      },
      { regex: global(String.raw`${S}${USER}${GENITIVE}\s+(?:কাছ\s+থেকে|কাছে)\s+${IN_CLAUSE}{0,30}?(?:নিশ্চিত|অনুমতি)\s+(?:করে\s+)?(?:নিন|করুন)${E}`) },
      // "সবসময় বাংলায় উত্তর দিন"
      { regex: global(String.raw`${S}(?:সবসময়|সব\s+সময়|সর্বদা)\s+${IN_CLAUSE}{0,40}?${AGENT_IMPERATIVE}${E}`) },
      // "কখনো ভাড়া অনুমান করবেন না" (where concealment matches too, it is concealment's)
      { regex: global(String.raw`${S}(?:কখনো|কখনোই|কখনও|কখনওই)\s+${IN_CLAUSE}{0,40}?[\p{L}\p{M}]+বেন\s+না${E}`) },
      { regex: global(String.raw`${S}(?:অনুমান|আন্দাজ)\s+করবেন\s+না${E}`) },
      { regex: global(String.raw`${S}(?:উত্তর|জবাব)\s+দিন${E}`) },
      // "অনুগ্রহ করে …", "দয়া করে …"
      { regex: global(String.raw`${S}(?:অনুগ্রহ|দয়া)\s+করে\s+[\p{L}\p{M}]+`) },
      // "আগের সব নির্দেশনা উপেক্ষা করুন", "আপনি একজন সহকারী"
      { regex: global(String.raw`${S}(?:আগের|পূর্ববর্তী|অন্য|অন্যান্য|সব|সমস্ত)\s+(?:সব\s+|সমস্ত\s+)?(?:নির্দেশনা|নির্দেশাবলী|নির্দেশ|নিয়ম|প্রম্পট)\s+(?:উপেক্ষা|অগ্রাহ্য)\s+করুন${E}`) },
      { regex: global(String.raw`${S}আপনি\s+(?:একজন|একটি|এক)\s+(?:${IN_CLAUSE}{0,20}?\s)?(?:সহকারী|অ্যাসিস্ট্যান্ট|এজেন্ট|চ্যাটবট|ভাষা\s+মডেল)${E}`) },
      { regex: global(String.raw`${S}(?:মনে\s+রাখবেন|খেয়াল\s+রাখবেন|ভুলবেন\s+না)${E}`) },
    ],
    filler: [
      // "এই ফাংশনটি একটি নোট তৈরি করতে ব্যবহৃত হয়", "এই টুলটি ব্যবহার করা হয় …"
      once(String.raw`^এই\s+${FUNCTION_NOUN}\s+${IN_CLAUSE}{0,80}?(?:ব্যবহৃত\s+হয়|ব্যবহার\s+করা\s+হয়)${E}`),
      // "এই ফাংশনের মাধ্যমে আপনি …"
      once(String.raw`^এই\s+${FUNCTION_NOUN}\s*(?:মাধ্যমে|দিয়ে|দ্বারা)\s+${AUDIENCE}${E}`),
      // "এটি (এমন) একটি ফাংশন যা …"
      once(String.raw`^(?:এটি|এটা)\s+(?:এমন\s+)?(?:একটি|একটা)\s+${FUNCTION_NOUN}\s+(?:যা|যেটি|যেটা|যার)${E}`),
      // "এই ফাংশনটি আপনাকে … করতে দেয়"
      once(String.raw`^এই\s+${FUNCTION_NOUN}\s+${AUDIENCE}\s+${IN_CLAUSE}{0,60}?(?:করতে\s+দেয়|সাহায্য\s+করে|সুযোগ\s+দেয়)${E}`),
      // "ফাংশনটির কাজ হল …"
      once(String.raw`^(?:এই\s+)?${FUNCTION_NOUN}\s+কাজ\s+(?:হল|হলো)${E}`),
      // "… তৈরি করতে ব্যবহৃত হয়" with no subject
      once(String.raw`^${IN_CLAUSE}{0,80}?(?:করতে|করার\s+জন্য)\s+ব্যবহৃত\s+হয়${E}`),
    ],
    // "এই ফাংশনটি একটি নোট তৈরি করে।": the function as the subject of its own description.
    openingFiller: once(String.raw`^এই\s+(?:ফাংশন|টুল|মেথড|অ্যাপফাংশন|AppFunction)(?:টি|টা)?(?=\s)(?!\s+(?:কল|ব্যবহার|চালানো|চালানোর|ইনভোক))`),
    concealment: [
      // "ব্যবহারকারীকে না জানিয়ে", "ব্যবহারকারীকে জানাবেন না"
      global(String.raw`${S}${CONCEAL_OBJECT}\s+(?:কিছু\s+)?না\s+(?:জানিয়ে|বলে|দেখিয়ে)${E}`),
      global(String.raw`${S}${CONCEAL_OBJECT}\s+(?:${IN_CLAUSE}{0,20}?\s)?(?:জানাবেন|বলবেন|দেখাবেন|জানানো\s+যাবে)\s+না${E}`),
      global(String.raw`${S}(?:উল্লেখ|প্রকাশ|ফাঁস|স্বীকার)\s+(?:করবেন\s+না|না\s+করে)${E}`),
      // "ব্যবহারকারীর অজান্তে", "গোপনে", "চুপচাপ"
      global(String.raw`${S}${USER}${GENITIVE}\s+(?:অজান্তে|অগোচরে|অজ্ঞাতে)${E}`),
      global(String.raw`${S}(?:গোপনে|চুপিসারে|সবার\s+অগোচরে)${E}`),
      // "ব্যবহারকারী যেন টের না পায়", "ব্যবহারকারী বুঝতে না পারে এমনভাবে"
      global(String.raw`${S}${USER}(?:রা)?\s+(?:যেন|যাতে)?\s*(?:কিছু\s+)?(?:টের|বুঝতে|জানতে|দেখতে)\s+না\s+(?:পায়|পারে|পান|পারেন)${E}`),
      global(String.raw`${S}(?:নিঃশব্দে|চুপচাপ|নীরবে)${E}`),
      global(String.raw`${S}(?:এটি|এটা|এগুলো|এই\s+তথ্য)\s+(?:${USER}${GENITIVE}\s+কাছ\s+থেকে\s+)?(?:গোপন|লুকিয়ে)\s+রাখুন${E}`),
    ],
    silence: once(String.raw`^(?:নিঃশব্দে|চুপচাপ|নীরবে)$`),
    benignSilence: once(String.raw`আগে\s+থেকেই?\s+(?:থাকলে|আছে)|কিছু\s+না\s+করে|উপেক্ষা|বাদ\s+দেয়|ব্যর্থ|ব্যাকগ্রাউন্ডে|পাওয়া\s+না\s+গেলে|না\s+থাকলে|অপরিবর্তিত`),
    referenceLeadIns: NEVER,
    dataNouns: once(String.raw`^[\x60'"’”]?\s*(?:প্যারামিটার|আর্গুমেন্ট|ফিল্ড|প্রপার্টি|কলাম|অ্যাট্রিবিউট|অপশন|ভেরিয়েবল)`),
    // After a tool-shaped name: "`findNotes` এর ফলাফল থেকে", "list_orders কল করে"
    referenceTails: once(String.raw`^\s*-?(?:এর|র|ের)?\s*(?:(?:টুল|ফাংশন)(?:টি|টা)?\s+)?(?:কল\s+কর|ব্যবহার\s+কর|চালা|থেকে|ফলাফল|আউটপুট|আগে|পরে|বদলে|পরিবর্তে)`),
    callOrder: [
      // "প্রথমে প্রাপকের পরিচিতি খুঁজে নিন", "আগে পরিচিতি খুঁজুন"
      {
        regex: global(
          String.raw`${S}(?:প্রথমে|সবার\s+আগে|আগে)\s+${IN_CLAUSE}{0,40}?(?:খুঁজুন|খুঁজে\s+নিন|সার্চ\s+করুন|কল\s+করুন|চালান|ব্যবহার\s+করুন|দেখে\s+নিন|বের\s+করুন|তৈরি\s+করুন|জেনে\s+নিন|যাচাই\s+করুন|নিশ্চিত\s+করুন|সংগ্রহ\s+করুন)${E}`,
        ),
        clauseStart: true,
      },
      // "কল করার আগে/পরে", "চালানোর পরে"
      { regex: global(String.raw`${S}(?:কল|ব্যবহার|ইনভোক|রান)\s+(?:করার|করবার)\s+(?:আগে|পরে|পর)${E}|${S}চালানোর\s+(?:আগে|পরে|পর)${E}`) },
      // "এটি … আগে কল করুন", "আগে কল করতে হবে"
      { regex: global(String.raw`${S}(?:এটি|এটা|এই\s+${FUNCTION_NOUN})\s+${IN_CLAUSE}{0,30}?(?:আগে|পরে)\s+(?:কল|ব্যবহার)\s+করুন${E}`) },
      { regex: global(String.raw`${S}(?:আগে|পরে)\s+(?:কল|ব্যবহার)\s+করতে\s+হবে${E}`) },
      // "অন্য ফাংশনের ফলাফল থেকে"
      { regex: global(String.raw`${S}(?:অন্য|আগের|পূর্ববর্তী|আলাদা)\s+(?:কোনো\s+)?(?:ফাংশন|টুল|কল)${GENITIVE}?\s+(?:ফলাফল|আউটপুট)\s+থেকে${E}`) },
    ],
    influence: [
      global(
        String.raw`${S}(?:অন্য|অন্যান্য)\s+(?:কোনো\s+)?(?:[^\s।,;]+\s+)?(?:অ্যাপ|টুল|ফাংশন|সার্ভিস|পরিষেবা|অ্যাসিস্ট্যান্ট)${IN_CLAUSE}{0,30}?(?:বদলে|পরিবর্তে|চেয়ে)${E}(?:\s+(?:সবসময়\s+|সব\s+সময়\s+)?(?:এটি|এটা|এই\s+(?:ফাংশন|টুল|অ্যাপ)(?:টি|টা)?)(?:কে)?\s+(?:বেছে\s+নিন|অগ্রাধিকার\s+দিন|পছন্দ\s+করুন|ব্যবহার\s+করুন)${E})?`,
      ),
      global(String.raw`${S}(?:এটি|এটা|এই\s+(?:ফাংশন|টুল|অ্যাপ)(?:টি|টা)?)(?:কে)?\s+(?:বেছে\s+নিন|অগ্রাধিকার\s+দিন|পছন্দ\s+করুন)${E}`),
      global(String.raw`${S}(?:অন্য|অন্যান্য)\s+(?:কোনো\s+)?(?:[^\s।,;]+\s+)?(?:অ্যাপ|টুল|ফাংশন)${IN_CLAUSE}{0,20}?(?:ব্যবহার|কল)\s+করবেন\s+না${E}`),
    ],
    banners: [/^\[[^\]\n]{1,80}\]\s*/, /^(?:\*\*|__)[^*_\n]{1,40}:?(?:\*\*|__)\s*:?\s*/],

    // "ছবি তৈরির মডেল যা আঁকবে": a prompt that is the generator's own input.
    generatorInput: once(String.raw`${S}(?:তৈরি|আঁক|জেনারেট|মডেল|এআই|ছবি|লেখা\s+তৈরি)`),
    emphasis: [
      /!{2,}/g,
      // ⚠️, 🚨, ❗: signs that ask for attention
      /[⚠🚨❗‼⛔🛑❌🔴]\uFE0F?/gu,
      // "অত্যন্ত গুরুত্বপূর্ণ", "খুবই জরুরি"
      global(String.raw`${S}(?:অত্যন্ত|খুবই|খুব|অতি|ভীষণ)\s+(?:গুরুত্বপূর্ণ|জরুরি)${E}`),
    ],
    backgroundOpening: once(
      String.raw`^(?:(?:আমাদের|এই|আমার)\s+(?:অ্যাপে|অ্যাপ্লিকেশনে|সিস্টেমে|সার্ভারে|ব্যাকএন্ডে|ডাটাবেসে|ডেটাবেসে|প্ল্যাটফর্মে)|(?:পটভূমি|প্রসঙ্গ|প্রেক্ষাপট|জ্ঞাতব্য|ইতিহাস)\s*:|(?:যেহেতু|ঐতিহাসিকভাবে|আমরা)${E}|আপনি\s+জানেন)`,
    ),
    sensitiveText: [
      global(String.raw`${S}(?:পাসওয়ার্ড|পাসকোড|পাসফ্রেজ)${NOT_THE_SECRET}`),
      global(String.raw`${S}(?:(?:ক্রেডিট|ডেবিট|ব্যাংক|এটিএম)\s+)?কার্ড(?:ের)?\s+(?:নম্বর|নাম্বার)${E}`),
      global(String.raw`${S}(?:সিভিভি|সিভিসি|সিকিউরিটি\s+কোড|নিরাপত্তা\s+কোড)${E}|\b(?:CVV2?|CVC)\b`),
      // "পিন নম্বর", "কার্ডের পিন"; "পিন করা নোট" is the verb "pin"
      global(String.raw`${S}পিন(?:\s+(?:নম্বর|নাম্বার|কোড))?(?!\s*কর)${E}`),
      global(String.raw`${S}(?:প্রাইভেট|গোপন|ব্যক্তিগত|সিক্রেট|এপিআই|API|এনক্রিপশন|রিকভারি)\s+(?:কী|key)${E}`),
      global(String.raw`${S}(?:ওটিপি|ওয়ান[\s-]?টাইম\s+(?:পাসওয়ার্ড|কোড)|যাচাইকরণ\s+কোড|ভেরিফিকেশন\s+কোড|নিশ্চিতকরণ\s+কোড)${E}|\bOTP\b`),
      global(String.raw`${S}(?:ব্যাংক\s+)?অ্যাকাউন্ট(?:ের)?\s+নম্বর${E}|${S}রাউটিং\s+নম্বর${E}|\bIBAN\b`),
      global(String.raw`${S}(?:জাতীয়\s+পরিচয়পত্র(?:ের)?\s+নম্বর|এনআইডি(?:\s+নম্বর)?|পাসপোর্ট\s+নম্বর)${E}`),
      global(String.raw`${S}(?:অ্যাক্সেস|রিফ্রেশ|অথ|সেশন|লগইন)\s+টোকেন${E}|${S}(?:সিড|রিকভারি)\s+ফ্রেজ${E}|${S}লগইনের?\s+তথ্য${E}`),
      // English names of secrets are common inside Bengali prose ("ব্যাংক অ্যাপের password").
      ...english.sensitiveText,
    ],
    environmentDump: {
      mention: global(String.raw`${S}(?:(?:সব|সমস্ত|সকল)\s+)?(?:এনভায়রনমেন্ট|এনভাইরনমেন্ট)\s+ভেরিয়েবল[\p{L}\p{M}]*|\bprocess\.env\b(?!\.)`),
      // The verb follows the mention in Bengali ("… ফেরত দেয়"), so the mention alone is the signal.
      handsBack: /(?:)$/,
      notTheValues: once(String.raw`${S}(?:নাম|সংখ্যা|কতগুলো)\s*$`),
    },
    destructiveBulk: {
      wipe: once(
        String.raw`${S}ফ্যাক্টরি\s+রিসেট|${S}(?:পুরো|সম্পূর্ণ|গোটা)\s+(?:[^\s।,;]+\s+){0,2}?(?:স্থায়ীভাবে\s+)?${DELETE_VERB}|${S}(?:সমস্ত|সব|সকল|যাবতীয়)\s+(?:[^\s।,;]+\s+)?(?:ডেটা|ডাটা|তথ্য)\s+(?:[^\s।,;]+\s+)?(?:স্থায়ীভাবে\s+)?${DELETE_VERB}|${S}সবকিছু\s+(?:স্থায়ীভাবে\s+)?${DELETE_VERB}`,
      ),
      // "নোটটি ও তার সব অ্যাটাচমেন্ট মুছে ফেলে": all the parts of one item ("its") go with the item, not a bulk delete.
      all: once(String.raw`(?<!${S}(?:ও|এবং|আর)\s+(?:তার|এর|এটির|সেটির|ওটার|তাদের)\s+)${S}(?:সব|সমস্ত|সকল|প্রতিটি|যাবতীয়)\s+(?:[^\s।,;]+\s+){0,3}?(?:স্থায়ীভাবে\s+)?${DELETE_VERB}`),
    },
    overlyBroad: {
      // The vague verb ends the sentence: the pattern takes the whole sentence when at most two
      // words stand before it ("নোট পরিচালনা করে।"), so nothing is left after it to count.
      vagueOpening: once(String.raw`^(?:[^\s।]+\s+){0,2}${VAGUE_VERB}(?=[।.!?]?$)`),
      vagueMaxWords: 2,
      everything: once(String.raw`${S}(?:সব|সবকিছু|সমস্ত|যেকোনো)${E}`),
      phrases: [
        global(String.raw`${S}(?:সংক্রান্ত|বিষয়ক|সম্পর্কিত|নিয়ে)\s+(?:সব|সমস্ত|যেকোনো|যাবতীয়|বিভিন্ন|নানা)\s+(?:ধরনের\s+)?(?:কাজ|অপারেশন|অনুরোধ)(?:\s+(?:করে|সামলায়))?${E}`),
        global(String.raw`${S}(?:সব|সমস্ত|যেকোনো|যাবতীয়|বিভিন্ন|নানা)\s+(?:ধরনের\s+)?(?:কাজ|অপারেশন|অনুরোধ)\s+(?:করে|সামলায়)${E}`),
        global(String.raw`${S}সবকিছু\s+(?:করে|সামলায়)${E}`),
      ],
      neutralVerbs: new Set(['দেখায়', 'ফেরত', 'সাজায়', 'ফিল্টার', 'যাচাই', 'গণনা', 'পড়ে']),
      itemStart: once(String.raw`(?:^|[,;:/]\s*|${S}(?:এবং|ও|বা|অথবা|আর|তারপর)\s+|[\p{L}\p{M}]+\s+)$`),
      nextItem: once(String.raw`^\s*(?:করে|দেয়|ফেলে)?\s*(?:,|/|${S}(?:এবং|ও|বা|অথবা)${E})\s*([\p{L}\p{M}]+)`),
      previousItem: once(String.raw`([\p{L}\p{M}]+)\s*(?:করে|দেয়|ফেলে)?\s*(?:,|/|${S}(?:এবং|ও|বা|অথবা)${E})\s*$`),
      asideHeading: /^(?:কখন\s+ব্যবহার\s+করবেন|কখন\s+ব্যবহার\s+করবেন\s+না|ব্যবহার|ফেরত\s+দেয়|ফলাফল|আউটপুট|উদাহরণ|নোট|টীকা|পরামর্শ|সম্পর্কিত|পূর্বশর্ত|ত্রুটি|সীমাবদ্ধতা|কর্মপ্রবাহ)[^:\n]{0,20}:/u,
    },
    appOpening: /অ্যাপ|অ্যাপ্লিকেশন|স্ক্রিন|ফোরগ্রাউন্ড/,
    impersonation: [
      // "তুমি এখন Gemini।", "আপনি এখন সিস্টেম।": the agent told it is someone else.
      once(String.raw`${S}(?:তুমি|আপনি|তুই)\s+(?:এখন\s+(?:থেকে\s+)?)?(?:একজন\s+)?${IDENTITY}(?=\s*(?:[।.,;:!)"'’]|$))`),
      once(String.raw`${S}(?:আমি|এটি|এটা)\s+(?:হলাম\s+|হচ্ছি\s+|হল\s+|হলো\s+)?(?:আপনার\s+)?(?:[^\s।,;]+-?(?:ের|এর)\s+)?(?:অফিসিয়াল\s+)?${IDENTITY}(?=\s*(?:[।.,;:!)"'’]|$))`),
      once(String.raw`${S}(?:নিজেকে\s+)?${IDENTITY}\s+(?:হিসেবে|হিসাবে|রূপে)\s+(?:উত্তর|জবাব|কথা|আচরণ|পরিচয়|নিজেকে|কাজ\s+করে|সাড়া)`),
      once(String.raw`${S}(?:সিস্টেম|ডেভেলপার|অ্যাডমিন|অ্যাসিস্ট্যান্ট|সহকারী)\s+(?:বার্তা|মেসেজ|প্রম্পট|নির্দেশনা|নির্দেশ|নোটিশ)\s*:`),
      once(String.raw`${S}(?:অফিসিয়াল|দাপ্তরিক)\s+(?:[^\s।]+\s+){0,2}?(?:টুল|ফাংশন|প্লাগইন|এক্সটেনশন|ইন্টিগ্রেশন|কানেক্টর)${E}`),
    ],
    valueList: {
      leadIn: once(String.raw`(?:যেকোনো\s+একটি|এর\s+একটি|:)\s*([^।.;()]+)`),
      // Words too: "মুছে ফেলা" is the value "মুছে" (delete) and a word of no family.
      separators: once(String.raw`\s*(?:,|\||/|${S}(?:বা|অথবা|ও|এবং|কিংবা)${E})\s*|\s+`),
      verbs: VALUE_VERBS,
    },

    readOnly: {
      claim: once(
        String.raw`${S}(?:শুধুমাত্র|শুধু|কেবল)[-\s]পড়ার[-\s]জন্য${E}|${S}রিড[-\s]অনলি${E}|\bread[-\s]only\b|${S}(?:কোনো|কিছুই?)\s+(?:ডেটা\s+|তথ্য\s+|কিছু\s+)?(?:পরিবর্তন|বদল|আপডেট|মুছে|লেখা)\s*(?:করে|ফেলে|হয়)?\s+না${E}|${S}কিছু\s+বদলায়\s+না${E}|${S}(?:সাইড\s+এফেক্ট|পার্শ্বপ্রতিক্রিয়া)\s+নেই${E}`,
      ),
      // The first sentence ends with a read verb ("… ফেরত দেয়।").
      opener: once(String.raw`^[^।!?]*?(?:ফেরত\s+দেয়|দেখায়|খোঁজে|খুঁজে\s+দেয়|খুঁজে\s+বের\s+করে|তালিকা\s+দেয়|পড়ে\s+শোনায়|গণনা\s+করে|জানায়)(?=\s*[।.!?]|\s*$)`),
      admitsWrite: once(String.raw`${S}(?:মুছে|মোছে|ডিলিট|তৈরি|আপডেট|সংরক্ষণ|সেভ|লেখে|চিহ্নিত|পরিবর্তন|বদলায়|সম্পাদনা|যোগ\s+কর|সরায়|রিসেট|সিঙ্ক|পাঠায়|বাতিল|আর্কাইভ|ক্যাশ)`),
    },
    appDescription: {
      filler: once(
        String.raw`^(?:(?:এই|আমাদের|আমার)\s+(?:অ্যাপ|অ্যাপ্লিকেশন)(?:টি|টা)?\s+(?:${IN_CLAUSE}{0,40}?\s)?(?:সাহায্য\s+করে|ব্যবহৃত\s+হয়|ব্যবহার\s+করা\s+হয়|করতে\s+দেয়|সুযোগ\s+দেয়)|(?:এই|আমাদের)\s+(?:অ্যাপ|অ্যাপ্লিকেশন)(?:টি|টা)?${GENITIVE}?\s+মাধ্যমে|(?:স্বাগতম|হ্যালো|নমস্কার)|${IN_CLAUSE}{0,40}?স্বাগতম|আপনি\s+(?:একজন|একটি))`,
      ),
      callOrderWords: once(String.raw`${S}(?:কল|ব্যবহার|চালান|আগে|পরে|প্রথমে|তারপর|ক্রম)${E}`),
      commandOrderWords: once(String.raw`${S}(?:কল|ব্যবহার|চালান|আগে|পরে|প্রথমে|তারপর)${E}`),
      orderOpening: once(String.raw`^(?:(?:সবসময়|সব\s+সময়)\s+)?(?:প্রথমে|আগে|সবার\s+আগে)${E}|^(?:সবসময়|সব\s+সময়)\s+${IN_CLAUSE}{0,40}?(?:কল|ব্যবহার)\s+করুন`),
      maxFirstSentenceWords: 30,
      nameWordsInLanguage: false,
      taskWords: TASK_WORDS,
      // Plural and case endings of a noun ("নোটগুলো", "বেডের", "টাস্কের"): a word is matched by its stem.
      singularRules: [[/^(.{2,}?)(?:গুলোর|গুলির|গুলোকে|গুলিকে|গুলোতে|গুলো|গুলি|টির|টার|টিকে|টাকে|টি|টা|দের|েরা|রা|কে|য়ের|য়|ের|এর|র|ে|তে)$/u, '$1']],
    },
  };
}
