import { beforeAll, describe, expect, it } from 'vitest';
import { createAnalyzer, type Analyzer } from '../../server/src/core/analyzer';
import { sourceDescription } from '../../server/src/core/model/descriptions';

/**
 * Correct Bengali descriptions, written the way an app of that locale documents its functions,
 * must get no finding from any rule that reads description prose. Each is a function of its own,
 * so a finding names the description it came from.
 */
const TEXT_RULES = new Set([
  'description-front-loaded',
  'description-verb-first',
  'no-filler',
  'no-prompt-language',
  'no-shouting',
  'no-concealment',
  'no-cross-function-references',
  'no-impersonation',
  'no-overly-broad',
  'no-sensitive-data',
  'no-destructive-bulk-action',
  'no-multipurpose-function',
  'misleading-name',
  'no-duplicate-intent',
  'app-description-quality',
]);

/** Kotlin functions: name, parameters as `name: Type` with their @param text, the KDoc's summary. */
const KOTLIN: { name: string; params: [string, string][]; ret?: [string, string]; doc: string }[] = [
  { name: 'createNote', params: [['title: String', 'নোটের শিরোনাম।']], ret: ['Note', 'তৈরি হওয়া নোট।'], doc: 'দেওয়া শিরোনাম দিয়ে একটি নতুন নোট তৈরি করে।' },
  {
    name: 'searchContacts',
    params: [['query: String', 'নাম বা ফোন নম্বরের অংশ।']],
    ret: ['List<Contact>', 'মিলে যাওয়া পরিচিতি।'],
    doc: 'নাম বা ফোন নম্বর দিয়ে পরিচিতি খোঁজে। কোনো মিল না থাকলে খালি তালিকা ফেরত দেয়।',
  },
  {
    name: 'sendMessage',
    params: [
      ['contactId: String', 'প্রাপকের পরিচিতি আইডি।'],
      ['text: String', 'মেসেজের লেখা।'],
    ],
    doc: 'নির্দিষ্ট পরিচিতিকে একটি SMS পাঠায়।',
  },
  {
    name: 'scheduleMessage',
    params: [
      ['contactId: String', 'প্রাপকের পরিচিতি আইডি।'],
      ['sendAt: LocalDateTime', 'যে সময়ে পাঠাতে হবে।'],
    ],
    doc: 'ব্যবহারকারীর বেছে নেওয়া সময়ে মেসেজ পাঠানোর ব্যবস্থা করে। অ্যাপ বন্ধ থাকলেও নির্ধারিত সময়ে পাঠায়।',
  },
  {
    name: 'updateNoteTitle',
    params: [
      ['noteId: String', 'নোটের আইডি।'],
      ['title: String', 'নতুন শিরোনাম।'],
    ],
    ret: ['Note', 'হালনাগাদ করা নোট।'],
    doc: 'একটি নোটের শিরোনাম বদলায়। নোটের অন্য কিছু অপরিবর্তিত থাকে।',
  },
  { name: 'archiveTask', params: [['taskId: String', 'টাস্কের আইডি।']], doc: 'সম্পন্ন হওয়া একটি টাস্ক আর্কাইভে সরায়, যাতে সেটি তালিকায় আর না দেখায়।' },
  {
    name: 'bookTable',
    params: [
      ['restaurantId: String', 'রেস্তোরাঁর আইডি।'],
      ['partySize: Int', 'অতিথির সংখ্যা।'],
    ],
    ret: ['Booking', 'নিশ্চিত হওয়া বুকিং।'],
    doc: 'রেস্তোরাঁয় নির্দিষ্ট সংখ্যক অতিথির জন্য টেবিল বুক করে।',
  },
  { name: 'todayForecast', params: [['city: String', 'শহরের নাম, যেমন ঢাকা।']], ret: ['Forecast', 'আজকের পূর্বাভাস।'], doc: 'কোনো শহরের আজকের আবহাওয়ার পূর্বাভাস ফেরত দেয়, তাপমাত্রা সেলসিয়াসে।' },
  { name: 'setAlarm', params: [['time: LocalTime', 'অ্যালার্মের সময়।']], doc: 'নির্দিষ্ট সময়ে একটি অ্যালার্ম সেট করে। একই সময়ের অ্যালার্ম আগে থেকে থাকলে নতুন করে যোগ করে না।' },
  { name: 'monthlyExpenses', params: [['month: String', 'মাস, যেমন 2024-05।']], ret: ['List<Expense>', 'খরচের তালিকা।'], doc: 'একটি মাসের খরচগুলো বিভাগ অনুযায়ী সাজিয়ে দেখায়।' },
];

/** MCP tools: name and description. */
const TOOLS: [string, string][] = [
  ['search_books', 'লেখক, শিরোনাম বা ISBN দিয়ে লাইব্রেরির বই খোঁজে।'],
  ['renew_loan', 'একটি বইয়ের ধারের মেয়াদ দুই সপ্তাহ বাড়ায়। আগে থেকে রিজার্ভ করা বইয়ের মেয়াদ বাড়ে না।'],
  ['train_schedule', 'দুই স্টেশনের মধ্যে আজকের ট্রেনের সময়সূচি ফেরত দেয়।'],
  ['play_playlist', 'নির্বাচিত প্লেলিস্টটি শাফল মোডে বাজায়।'],
  ['translate_text', 'বাংলা লেখা ইংরেজিতে অনুবাদ করে। লেখা ৫০০০ অক্ষরের বেশি হলে প্রথম ৫০০০ অক্ষর অনুবাদ করে।'],
  ['add_grocery_item', 'মুদি বাজারের তালিকায় একটি জিনিস যোগ করে, পরিমাণসহ।'],
  ['open_pull_requests', 'GitHub রিপোজিটরির খোলা pull request-গুলোর তালিকা ফেরত দেয়।'],
  ['cricket_score', 'চলমান ক্রিকেট ম্যাচের সর্বশেষ স্কোর দেখায়।'],
  ['upload_backup', 'ফোনের নোটগুলোর একটি ব্যাকআপ Google Drive-এ আপলোড করে।'],
  ['cancel_ride', 'চালক রওনা দেওয়ার আগে একটি রাইড বাতিল করে। বাতিলের ফি থাকলে সেটির পরিমাণ জানায়।'],
];

/**
 * Near misses among correct descriptions: a negation, "প্রথম", "আগে", "গোপন", "সাইলেন্ট", "সিস্টেম",
 * "গুরুত্বপূর্ণ", "ব্যবহারকারীকে", "সব" and "আপনার কাছে … থাকলে" used innocently.
 */
const NEAR_MISSES: [string, string][] = [
  ['save_offline', 'ইন্টারনেট না থাকলে নোট ফোনেই সংরক্ষণ করে এবং পরে সিঙ্ক করে।'],
  ['login_link', 'পাসওয়ার্ড ছাড়াই ইমেইলে একটি লগইন লিংক পাঠায়।'],
  ['first_unread', 'প্রথম না পড়া মেসেজটি খুলে দেখায়।'],
  ['remind_before', 'ইভেন্ট শুরুর ১৫ মিনিট আগে একটি রিমাইন্ডার দেখায়।'],
  ['secret_album', 'গোপন অ্যালবামের ছবিগুলো ফিঙ্গারপ্রিন্ট দিয়ে খোলার পর দেখায়।'],
  ['silent_mode', 'মিটিংয়ের সময় ফোন সাইলেন্ট মোডে রাখে এবং শেষে আবার রিংটোন চালু করে।'],
  ['system_theme', 'অ্যাপের থিম সিস্টেমের থিমের সাথে মিলিয়ে সেট করে।'],
  ['important_mail', 'গুরুত্বপূর্ণ হিসেবে চিহ্নিত ইমেইলগুলোর তালিকা দেখায়।'],
  ['ask_feedback', 'ব্যবহারকারীকে অ্যাপের রেটিং দিতে একটি নোটিফিকেশন পাঠায়।'],
  ['all_contacts', 'সব পরিচিতির নাম ও নম্বর বর্ণানুক্রমে দেখায়।'],
  ['if_you_have_ticket', 'আপনার কাছে টিকিট নম্বর থাকলে, যাত্রার বিস্তারিত তথ্য ফেরত দেয়।'],
  ['next_bill_date', 'সাবস্ক্রিপশনের পরবর্তী বিলের তারিখ জানায়; কখনো নিজে থেকে টাকা কাটে না।'],
  ['suggest_replies', 'একটি মেসেজের জন্য তিনটি ছোট উত্তর প্রস্তাব করে, যেমন "ঠিক আছে, আসছি"।'],
];

function kotlinSource(): string {
  const functions = KOTLIN.map(({ name, params, ret, doc }) => {
    const tags = [...params.map(([p, d]) => `     * @param ${p.split(':')[0]} ${d}`), ...(ret ? [`     * @return ${ret[1]}`] : [])];
    const signature = params.map(([p]) => p).join(', ');
    const args = params.map(([p]) => p.split(':')[0]).join(', ');
    const head = ret
      ? `suspend fun ${name}(${signature}): ${ret[0]} = repository.${name}(${args})`
      : `suspend fun ${name}(${signature}) {\n        repository.${name}(${args})\n    }`;
    return `    /**\n     * ${doc}\n     *\n${tags.join('\n')}\n     */\n    @AppFunctionDeclaration(isDescribedByKDoc = true)\n    ${head}\n`;
  });
  return [
    'package com.example.everyday',
    '',
    'import androidx.appfunctions.AppFunctionDeclaration',
    'import androidx.appfunctions.AppFunctionService',
    'import androidx.appfunctions.AppFunctionServiceEntryPoint',
    'import java.time.LocalDateTime',
    'import java.time.LocalTime',
    '',
    '@AppFunctionServiceEntryPoint(serviceName = "EverydayFunctionsService", appFunctionXmlFileName = "everyday_functions.xml")',
    'abstract class EverydayFunctions : AppFunctionService() {',
    '    protected abstract val repository: EverydayRepository',
    '',
    functions.join('\n'),
    '}',
    '',
  ].join('\n');
}

function typescriptSource(): string {
  const tools = [...TOOLS, ...NEAR_MISSES].map(
    ([name, description]) => `server.registerTool(${JSON.stringify(name)}, { description: ${JSON.stringify(description)}, inputSchema: {} }, async () => ({ content: [] }));`,
  );
  return [
    "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
    '',
    "const server = new McpServer({ name: 'everyday', version: '1.0.0' });",
    '',
    ...tools,
    '',
  ].join('\n');
}

let analyzer: Analyzer;
beforeAll(async () => {
  analyzer = await createAnalyzer();
});

describe('correct Bengali descriptions', () => {
  for (const [uri, source] of [
    ['/bengali/EverydayFunctions.kt', kotlinSource],
    ['/bengali/everyday.ts', typescriptSource],
  ] as const) {
    it(`get no finding from the description rules (${uri.split('.').at(-1)})`, () => {
      for (const known of analyzer.registry.uris()) analyzer.registry.remove(known);
      const model = analyzer.registry.update(uri, source());
      // Every description was read: a parse that lost functions would pass for the wrong reason.
      expect(model?.functions.map((fn) => sourceDescription(fn)?.text.length ?? 0).filter((n) => n > 0)).toHaveLength(
        uri.endsWith('.kt') ? KOTLIN.length : TOOLS.length + NEAR_MISSES.length,
      );
      const findings = analyzer
        .findings(uri)
        .filter((f) => TEXT_RULES.has(f.ruleId))
        .map((f) => `${f.ruleId} (line ${f.range.start.line + 1}): ${f.message}`);
      expect(findings).toEqual([]);
    });
  }

  // The same file with one bad description: the silence above is the Bengali pack's, not a
  // description left unread.
  it('differ from a bad one in the same file', () => {
    const uri = '/bengali/everyday-bad.ts';
    for (const known of analyzer.registry.uris()) analyzer.registry.remove(known);
    analyzer.registry.update(uri, typescriptSource().replace(TOOLS[0]![1], 'বই পরিচালনা করে।'));
    expect(
      analyzer
        .findings(uri)
        .filter((f) => TEXT_RULES.has(f.ruleId))
        .map((f) => f.ruleId),
    ).toEqual(['no-overly-broad']);
  });
});
