import { beforeAll, describe, expect, it } from 'vitest';
import { createAnalyzer, type Analyzer } from '../../server/src/core/analyzer';
import { toFixtureFinding } from '../helpers/finding-json';
import { internalErrors } from '../helpers/internal-errors';

/**
 * Correct descriptions written in Japanese the way a developer of that locale writes them: polite
 * and plain endings, sentences that end in a noun of action, parameter docs that say how to pass
 * a value, conditions, negations, English identifiers and values inside the prose. None of them
 * may get a finding from any rule: each function is documented in full and its body does what
 * its description says.
 */

const KOTLIN = `package com.example.daily

import androidx.appfunctions.AppFunctionDeclaration
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint
import java.time.LocalDate
import java.time.LocalDateTime

interface DailyRepository {
    suspend fun addEvent(title: String, start: LocalDateTime): Event
    suspend fun searchContacts(query: String): List<Contact>
    suspend fun sendSms(contactId: String, text: String)
    suspend fun startTimer(minutes: Int)
    suspend fun completeTask(taskId: String): Task
    suspend fun translate(text: String, targetLanguage: String): String
    suspend fun steps(date: LocalDate): Int
    suspend fun reserve(restaurantId: String, partySize: Int, time: LocalDateTime): String
    suspend fun archive(noteId: String)
    suspend fun play(playlistId: String, shuffle: Boolean)
}

@AppFunctionServiceEntryPoint(serviceName = "DailyFunctionsService", appFunctionXmlFileName = "daily_functions.xml")
abstract class DailyFunctions : AppFunctionService() {
    protected abstract val repository: DailyRepository

    /**
     * カレンダーに予定を追加します。件名と開始日時を指定すると、作成した予定を返します。
     *
     * @param title 予定の件名。
     * @param start 予定の開始日時。
     * @return 作成した予定。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun createEvent(title: String, start: LocalDateTime): Event = repository.addEvent(title, start)

    /**
     * 名前、ふりがな、電話番号で連絡先を検索し、一致した連絡先を最大 20 件返します。
     *
     * @param query 検索する語句。名前の一部でも検索できます。
     * @return 一致した連絡先。見つからない場合は空のリスト。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun searchContacts(query: String): List<Contact> = repository.searchContacts(query)

    /**
     * 指定した連絡先に SMS を送信します。
     *
     * @param contactId 送信先の連絡先の ID。
     * @param text 送信する本文（最大 670 文字）。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun sendMessage(contactId: String, text: String) {
        repository.sendSms(contactId, text)
    }

    /**
     * 指定した分数のタイマーを開始する。
     *
     * @param minutes タイマーの長さ（分）。1 から 180 までの値を指定してください。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun startTimer(minutes: Int) {
        repository.startTimer(minutes)
    }

    /**
     * タスクを完了にします。すでに完了しているタスクはそのまま返します。
     *
     * @param taskId 完了にするタスクの ID。
     * @return 更新したタスク。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun completeTask(taskId: String): Task = repository.completeTask(taskId)

    /**
     * テキストを指定した言語に翻訳します。
     *
     * @param text 翻訳する文章。
     * @param targetLanguage 翻訳先の言語。ISO 639-1 のコード（ja、en など）で指定してください。
     * @return 翻訳した文章。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun translateText(text: String, targetLanguage: String): String = repository.translate(text, targetLanguage)

    /**
     * 指定した日の歩数を返します。記録がない日は 0 を返します。
     *
     * @param date 歩数を調べる日。
     * @return その日の歩数。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun getStepCount(date: LocalDate): Int = repository.steps(date)

    /**
     * レストランの席を予約し、予約番号を返します。人数が空席の数を超える場合は予約しません。
     *
     * @param restaurantId レストランの ID。
     * @param partySize 人数。
     * @param time 来店する日時。
     * @return 予約番号。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun reserveTable(restaurantId: String, partySize: Int, time: LocalDateTime): String = repository.reserve(restaurantId, partySize, time)

    /**
     * メモをアーカイブする。アーカイブしたメモは検索結果に表示されなくなる。
     *
     * @param noteId アーカイブするメモの ID。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun archiveNote(noteId: String) {
        repository.archive(noteId)
    }

    /**
     * プレイリストを再生します。shuffle が true の場合はシャッフル再生します。
     *
     * @param playlistId 再生するプレイリストの ID。
     * @param shuffle 曲順をシャッフルするかどうか。
     */
    @AppFunctionDeclaration(isDescribedByKDoc = true)
    suspend fun playPlaylist(playlistId: String, shuffle: Boolean) {
        repository.play(playlistId, shuffle)
    }
}
`;

const TYPESCRIPT = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer(
  { name: 'daily-tools', version: '1.0.0' },
  { instructions: '暮らしの便利ツール。天気の確認、通貨の換算、注文の一覧、請求書の作成、Web ページの要約、会議室の予約、写真の共有、プロフィールの更新、荷物の追跡、ワークアウトの記録ができます。' },
);

const empty = async () => ({ content: [] });

server.registerTool(
  'get_weather',
  { description: '指定した都市の現在の天気と気温を返します。', inputSchema: { city: z.string().describe('都市の名前（例: 札幌）') } },
  empty,
);
server.registerTool(
  'convert_currency',
  {
    description: '金額を別の通貨に換算します。為替レートは 1 時間ごとに更新されます。',
    inputSchema: { amount: z.number().describe('換算する金額'), to: z.string().describe('換算先の通貨コード（USD、EUR など）') },
  },
  empty,
);
server.registerTool(
  'list_orders',
  { description: 'ユーザーの注文履歴を新しい順に一覧表示します。キャンセルした注文は含みません。', inputSchema: { limit: z.number().optional().describe('返す件数の上限') } },
  empty,
);
server.registerTool(
  'create_invoice',
  { description: '請求書の下書きを作成します。作成した下書きは送信しません。', inputSchema: { customerId: z.string().describe('請求先の顧客の ID') } },
  empty,
);
server.registerTool(
  'summarize_page',
  { description: 'Web ページの本文を取得し、三行で要約します。', inputSchema: { url: z.string().url().describe('要約するページの URL') } },
  empty,
);
server.registerTool(
  'book_meeting_room',
  {
    description: '会議室を予約します。指定した会議室が空いていない場合は、近くの空いている会議室を候補として返します。',
    inputSchema: { roomId: z.string().describe('会議室の ID'), start: z.string().datetime().describe('開始日時') },
  },
  empty,
);
server.registerTool(
  'share_photo',
  { description: '写真の共有リンクを作成します。リンクの有効期限は 7 日間です。', inputSchema: { photoId: z.string().describe('共有する写真の ID') } },
  empty,
);
server.registerTool(
  'update_profile',
  {
    description: 'プロフィールの表示名と自己紹介を更新します。省略した項目は元の値のままです。',
    inputSchema: { displayName: z.string().optional().describe('新しい表示名'), bio: z.string().optional().describe('新しい自己紹介') },
  },
  empty,
);
server.registerTool(
  'track_package',
  { description: '追跡番号から荷物の配達状況を調べます。', inputSchema: { trackingNumber: z.string().describe('配送業者の追跡番号') } },
  empty,
);
server.registerTool(
  'start_workout',
  {
    description: 'ランニングやサイクリングなどのワークアウトの記録を開始する。',
    inputSchema: { kind: z.enum(['running', 'cycling', 'walking']).describe('ワークアウトの種類') },
  },
  empty,
);
`;

/**
 * More descriptions written fresh, one tool each, and parameter docs that say how to pass a value:
 * conditions (…場合は), negations (…しません), order inside the function (まず…してから), 必ず and
 * すべて used descriptively, secrets named only as what the value is not (「パスワードを再設定する
 * アカウントのメールアドレス」).
 */
const FRESH: readonly [string, string][] = [
  ['mark_read', '指定したメッセージを既読にします。既読にしたメッセージは元に戻せません。'],
  ['find_nearest_station', 'ユーザーの現在地から最寄りの駅を検索します。位置情報の利用をユーザーが許可していない場合はエラーを返します。'],
  ['add_to_cart', 'カートに商品を追加します。在庫がない商品は追加しません。'],
  ['queue_track', '指定した曲をキューの先頭に追加し、すぐに再生します。'],
  ['delete_photo', '写真を削除します。削除した写真は 30 日間ゴミ箱に残り、その後完全に削除されます。'],
  ['mark_all_read', 'すべての未読メッセージを既読にします。'],
  ['zip_folder', 'フォルダー内のすべてのファイルを ZIP に圧縮して、ダウンロード用の URL を返します。'],
  ['todays_events', '今日の予定を時刻順に返します。予定がない場合は空のリストを返します。'],
  ['save_draft', 'メールの下書きを保存します。送信はしません。'],
  ['translate_text', '翻訳する前に、原文の言語を自動で判定します。'],
  ['compose_and_send', 'まず下書きを作成し、ユーザーが確認してから送信します。'],
  ['send_reset_mail', 'パスワードを忘れた場合に、再設定用のメールを送信します。'],
  ['latest_rates_note', '必ずしも最新のデータとは限りません。'],
  ['delete_with_confirm', 'ユーザーに確認のダイアログを表示してから削除します。'],
  ['update_event_quietly', '通知を送らずに予定だけを更新します。'],
  ['upload_to_drive', 'Google ドライブにファイルをアップロードします。'],
  ['set_wallpaper', 'ユーザーが選んだ写真を壁紙に設定します。'],
  ['order_if_in_stock', '在庫を確認し、在庫がある場合のみ注文します。'],
  ['read_receipt', 'レシートの画像から金額を読み取ります。'],
  ['generate_report', 'データを一切変更せずに、レポートの PDF を生成します。'],
  ['search_memos', 'メモを検索します。該当するメモがない場合は、何も返しません。'],
  ['set_alarm', 'アラームを 7 時に設定します。既に同じ時刻のアラームがある場合は何もしません。'],
  ['post_to_slack', 'Slack のチャンネルにメッセージを投稿します。'],
  ['current_profile', 'ログイン中のユーザーのプロフィールを返します。'],
  ['search_products', '検索結果は必ず 20 件以下になります。'],
  ['convert_currency', '常に最新の為替レートを使って換算します。'],
  ['cancel_order', '注文をキャンセルします。キャンセルできるのは発送前の注文だけです。'],
  ['copy_translation', '翻訳結果をクリップボードにコピーします。'],
  ['summarize_text', '選択したテキストを要約し、箇条書きで返します。'],
  ['lookup_caller', '電話番号から発信者の名前を調べます。'],
  ['get_forecast', '天気予報を取得します。'],
  ['favorite_restaurants', 'お気に入りのレストランを一覧で返す。'],
  ['remove_member', '指定したユーザーをグループから外します。'],
  ['read_contacts', 'ユーザーが許可した場合のみ、連絡先を読み取ります。'],
  ['weekly_activity', '今週の歩数と消費カロリーをまとめて返します。'],
  ['share_minutes', '会議の議事録を作成し、参加者に共有します。'],
  ['change_due_date', 'タスクの期限を変更します。期限を過ぎたタスクは変更できません。'],
  ['adjust_brightness', '画面の明るさを調整します。'],
  ['toggle_wifi', 'Wi-Fi のオン・オフを切り替えます。'],
  ['change_volume', '音量を上げる、または下げる。'],
  ['record_expense', '家計簿に支出を記録します。金額は円単位です。'],
  ['station_timetable', '指定した駅の時刻表を返します。平日と土休日で異なる時刻表を返します。'],
  ['translate_message', 'メッセージを翻訳します。翻訳できない言語の場合はエラーになります。'],
  ['request_redelivery', '荷物の再配達を依頼します。'],
  ['issue_receipt', '領収書を PDF で発行します。'],
  // In the style of Japanese MCP servers: identifiers, formats and asides in parentheses.
  ['fetch_page_markdown', '指定されたURLのWebページを取得し、Markdown形式に変換して返します。'],
  ['search_repositories', 'GitHubのリポジトリを検索します。'],
  ['list_channels', 'Slackチャンネルの一覧を取得します。'],
  ['read_file', 'ファイルを読み込みます。パスは絶対パスで指定してください。'],
  ['tokyo_weather', '東京の天気を取得'],
  ['jma_forecast', '気象庁APIを使用して天気予報を取得します。'],
  ['user_info', 'ユーザー情報の取得'],
  ['create_notion_page', 'Notionのページを作成します。親ページIDが必要です。'],
  ['web_search', '指定したキーワードでWeb検索を行い、結果を返します。'],
  ['calculate', '数式を計算します。例: 2+2'],
  ['current_time', '現在時刻を返します（JST）。'],
  ['search_results', '検索結果を返します（最大 100 件）。'],
  ['run_sql', 'データベースにSQLクエリを実行し、結果をJSONで返します。SELECT文のみ実行できます。'],
  ['add_calendar_event', 'Google カレンダーに予定を登録します。終日の予定にも対応しています。'],
  ['extract_pdf_text', 'PDF ファイルからテキストを抽出します。画像だけの PDF には対応していません。'],
  ['comment_on_issue', 'Issue にコメントを投稿します。'],
  ['latest_commit', '指定したブランチの最新のコミットを返します。'],
  ['exchange_rates', '為替レートを取得します。基準通貨は JPY です。'],
  ['lookup_address', '郵便番号から住所を検索します。'],
  ['generate_image', '画像を生成します。プロンプトは英語のほうが精度が上がります。'],
  ['update_stock', '商品の在庫数を更新します。在庫数は 0 以上の整数で指定します。'],
  ['send_chat', 'チャットにメッセージを送信します。送信後に取り消すことはできません。'],
  ['list_directory', 'ディレクトリ内のファイル一覧を返します。隠しファイルは含みません。'],
  ['complete_task_again', 'タスクを完了にします。完了済みのタスクに対して呼び出してもエラーにはなりません。'],
  ['is_holiday', '指定した日付の日本の祝日かどうかを判定します。'],
];

const FRESH_PARAMETERS: readonly [string, string][] = [
  ['email', 'パスワードを再設定するアカウントのメールアドレス'],
  ['message', 'ユーザーに表示するメッセージ'],
  ['query', '検索キーワード。空の場合はすべての商品を返します'],
  ['city', '都市名。省略すると現在地を使います'],
  ['date', '日付（yyyy-MM-dd）。省略した場合は今日'],
  ['limit', '返す件数（最大 50 件）'],
  ['note', '予約についての備考。アレルギーなどをお店に伝えるときに使います'],
  ['code', '郵便番号（ハイフンなし）'],
];

/** An MCP server with the fresh descriptions. */
function freshServer(): string {
  const tools = FRESH.map(([name, description]) => `server.registerTool('${name}', { description: ${JSON.stringify(description)}, inputSchema: {} }, empty);`);
  const parameters = FRESH_PARAMETERS.map(([name, description]) => `${name}: z.string().describe(${JSON.stringify(description)})`).join(', ');
  return [
    "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
    "import { z } from 'zod';",
    '',
    "const server = new McpServer({ name: 'fresh-tools', version: '1.0.0' }, { instructions: '暮らしの便利ツール集。' });",
    'const empty = async () => ({ content: [] });',
    ...tools,
    `server.registerTool('book_table', { description: 'レストランの席を予約します。', inputSchema: { ${parameters} } }, empty);`,
    '',
  ].join('\n');
}

/** Rules that judge the app description as a whole: the fresh tools span many domains on purpose. */
const APP_LEVEL = new Set(['app-description-quality']);

let analyzer: Analyzer;
beforeAll(async () => {
  analyzer = await createAnalyzer();
});

describe('correct Japanese descriptions', () => {
  for (const [file, text] of [
    ['/ja/app/src/main/java/com/example/daily/DailyFunctions.kt', KOTLIN],
    ['/ja/tools/daily-tools.ts', TYPESCRIPT],
  ] as const) {
    it(`get no finding in ${file.split('/').at(-1)}`, () => {
      for (const uri of analyzer.registry.uris()) analyzer.registry.remove(uri);
      analyzer.internalErrors.clear();
      analyzer.registry.update(file, text);
      const findings = analyzer.findings(file).map((f) => ({ rule: f.ruleId, ...toFixtureFinding(f) }));
      expect(internalErrors(analyzer)).toEqual([]);
      expect(findings).toEqual([]);
    });
  }

  it(`get no finding in ${FRESH.length} more tools and their parameters`, () => {
    for (const uri of analyzer.registry.uris()) analyzer.registry.remove(uri);
    analyzer.internalErrors.clear();
    const file = '/ja/tools/fresh-tools.ts';
    analyzer.registry.update(file, freshServer());
    const findings = analyzer
      .findings(file)
      .filter((f) => !APP_LEVEL.has(f.ruleId))
      .map((f) => ({ rule: f.ruleId, ...toFixtureFinding(f) }));
    expect(internalErrors(analyzer)).toEqual([]);
    expect(findings).toEqual([]);
  });
});
