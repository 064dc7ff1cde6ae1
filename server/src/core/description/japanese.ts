import type { LanguagePack } from './language-pack';
import { minimalPack } from './minimal-pack';

/*
 * Japanese puts the verb last and its markers after what they govern: negation (…しない, …ません),
 * the imperative (…してください), usage (…ときに使います) and call order (…を呼び出す前に) all
 * close their phrase. So the patterns here look at how a phrase ends, and nothing is anchored on
 * a word that opens the clause. Words are not separated by spaces: `\b` never helps, and a
 * pattern names the particles (を, に, は) around its words instead. Polite (します) and plain
 * (する) endings, and a sentence that ends in a noun of action (「メモを作成。」), are all ordinary
 * Japanese and never a finding by themselves.
 */

/**
 * Nouns of action (作成 + する) and verbs that tool descriptions are built around. A function's
 * action is said with one of these whatever the ending (作成します, 作成する, 作成。), so they are
 * the pack's verbs: what a list of actions counts and what a first sentence may end with.
 */
const ACTIONS = [
  '作成',
  '新規作成',
  '削除',
  '取得',
  '検索',
  '更新',
  '追加',
  '送信',
  '表示',
  '一覧表示',
  '設定',
  '変更',
  '保存',
  '登録',
  '予約',
  '確認',
  '返却',
  '共有',
  '編集',
  '移動',
  '複製',
  'コピー',
  '同期',
  '開始',
  '停止',
  '終了',
  '再生',
  '一時停止',
  '再開',
  '翻訳',
  '計算',
  '変換',
  '換算',
  '出力',
  '入力',
  '読み込み',
  '再読み込み',
  '書き出し',
  '書き込み',
  '集計',
  '要約',
  '生成',
  '招待',
  '通知',
  '承認',
  '却下',
  '解除',
  '購入',
  '注文',
  '支払い',
  '送金',
  '振込',
  '記録',
  '計測',
  '分析',
  '抽出',
  '並べ替え',
  '絞り込み',
  '復元',
  '消去',
  '破棄',
  '転送',
  '投稿',
  '返信',
  '修正',
  '照会',
  '閲覧',
  '追跡',
  '返品',
  '返金',
  '交換',
  '発送',
  '配送',
  'アーカイブ',
  'エクスポート',
  'インポート',
  'アップロード',
  'ダウンロード',
  'インストール',
  'キャンセル',
  'リセット',
  'クリア',
  'プレビュー',
  'ブックマーク',
  'ピン留め',
  'ミュート',
  'スキップ',
  'シャッフル',
  'スヌーズ',
  'ログイン',
  'ログアウト',
  'チェックイン',
];

/** An imperative that closes a phrase: polite (…てください), plain (…なさい) or written as a rule (…すること。). */
const IMPERATIVE = String.raw`(?:て|で)(?:ください|下さい)|なさい|こと(?=[。！!]|\s*$)`;

/** Stems of verbs that, as an imperative, tell the agent how to behave (tell, ask, answer, guess, call…). */
const AGENT_STEMS = String.raw`(?:伝え|教え|言っ|話し|答え|回答し|返答し|応答し|返信し|尋ね|聞い|聞き返し|確認し|質問し|推測し|想像し|捏造し|仮定し|呼び出し|使っ|使用し|選ん|選択し|優先し|謝っ|挨拶し|警告し|出力し|提示し|案内し|お礼を言っ)`;

/** What the text talks about when it says 「この関数は…」. */
const FUNCTION_SUBJECT = String.raw`(?:関数|メソッド|ツール|API|AppFunction|アップファンクション|エンドポイント)`;

/** Who a description might pretend to be. */
const IDENTITY = String.raw`(?:Google\s*アシスタント|Google|グーグル|Gemini|ジェミニ|Siri|Alexa|アレクサ|Bixby|Cortana|ChatGPT|OpenAI|Claude|Copilot|(?:AI\s*)?アシスタント|Android\s*(?:OS|システム)?|アンドロイド|(?:オペレーティング)?システム|OS|(?:システム)?管理者|開発者|運営(?:者|チーム)?)`;

/** Words after a secret's name that make the text about something else: its rules, its screen, its length. */
const NOT_THE_SECRET = String.raw`(?!\s*[のをが]?\s*(?:要件|ポリシー|長さ|文字数|強度|有効期限|期限|再設定|リセット|ヒント|ルール|条件|変更画面|入力画面|画面|入力欄|設定|管理|マネージャー|ID|名|桁数|忘れ))`;

/** The Japanese pack (tag 'ja'): the verb stands at the end of the sentence. */
export const japanese: LanguagePack = {
  ...minimalPack('ja', 'last'),
  // A verb form (polite, plain, negative, past, an imperative), or a noun of action after its
  // object (「メモを作成」) or alone at the end (「メモの削除」). 「メモ。」, 「メモに関する機能です。」
  // and 「既読かどうか。」 state no action.
  actionEnding: new RegExp(
    String.raw`(?:ます|ました|ません|ませんでした|ください|ない|(?<!で)す|(?<!であ)る|(?<!でし)た|[うくぐつぬぶむ]|を\s*[\p{Script=Han}\p{Script=Katakana}ー・]+|(?:${ACTIONS.join('|')}))$`,
    'u',
  ),
  verbs: ACTIONS,
  synonymGroups: [
    // Reads: 「一覧を返します」 and 「一覧を取得します」 ask for the same thing.
    ['取得', '返し', '返す', '返却', '提供'],
    ['同期', '更新', '再読み込み', '取得', '読み込み', 'ダウンロード'],
    ['作成', '新規作成', '追加', '登録'],
    ['削除', '消去', '破棄', 'クリア'],
    ['編集', '変更', '更新', '修正', '設定'],
    ['検索', '照会', '一覧表示', '絞り込み', '取得', '閲覧'],
    ['再生', '再開', '開始'],
    ['停止', '一時停止', '終了'],
    ['表示', '閲覧', 'プレビュー', '一覧表示'],
    ['送信', '共有', '投稿', '転送'],
  ],
  // Negation closes what it negates: 「パスワードは含めない」, 「すべて削除するわけではありません」,
  // 「暗証番号は不要です」. Not the ず of 必ず or まず, nor the ない of 少ない.
  negators: /(?<!少)ない|ません|(?<![必まわ]|少し)ず(?![っつ])|(?<!まも)なく|不要/g,
  negationScope: 'before',
  // A comma after a verb in its joining form (…し、 …して、 …ので、) closes a clause; a comma
  // between nouns (作成、編集、削除) does not.
  clauseBreakBefore: /(?:[しって]|ので|から|けど|けれど|ながら|たら|れば|ずに|ないで|場合は|ときは)$/,
  // Capitals in Japanese prose are values and names (HIGH、MEDIUM、LOW), except the English emphasis words.
  shoutWords: new Set(['CRITICAL', 'IMPORTANT', 'MUST', 'NEVER', 'ALWAYS', 'WARNING', 'URGENT', 'REQUIRED', 'MANDATORY', 'ATTENTION', 'CAUTION', 'ABSOLUTELY']),
  valueLeadIns: /(?:[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー、。（「：=(,|/[{<]|^)\s*["'`]?$/u,
  literalWords: new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'UTC', 'ISO', 'YYYY', 'MM', 'DD', 'HH']),
  functionNouns: /^(?:関数|メソッド|ツール|API|AppFunction|機能|エンドポイント|コマンド)$/,

  usage: [
    // 「ユーザーが本を借りたいときに使います」, 「返却する場合に使用します」
    /^[^。！？]*?(?:とき|時|際|場合)(?:に|には|は)(?:この(?:関数|ツール|機能)を)?(?:使い|使用し|利用し|呼び出し|使っ|使え)(?:ます|てください|る)/,
    // 「旅行の計画に便利です」
    /^[^。！？]*?(?:に|の際に)(?:便利|最適|適して|向いて)(?:です|います)/,
  ],
  commands: [
    // 「必ず予約番号を伝えてください」, 「常に日本語で返してください」, 「絶対に削除しないでください」 (not
    // 「絶対パスで指定してください」: an absolute path)
    { regex: new RegExp(String.raw`(?:必ず|絶対に|常に|決して)[^。！？!?\n]{0,40}?(?:${IMPERATIVE}|ように(?:して)?ください)`, 'g') },
    // 「ユーザーに尋ねてください」, 「ユーザーには敬語で話してください」
    { regex: new RegExp(String.raw`ユーザー(?:に|へ|には)[^。！？\n]{0,30}?${AGENT_STEMS}(?:てください|でください|なさい)`, 'g') },
    { regex: new RegExp(String.raw`${AGENT_STEMS}(?:てください|でください|なさい)`, 'g') },
    // 「ユーザーに確認してから追加すること」: a talk with the user ordered before the action
    { regex: /ユーザー(?:に|へ)(?:確認し|尋ね|聞い|相談し|許可を(?:取っ|得|もらっ))(?:てから|たうえで|た上で)/g },
    // 「金額を推測しないでください」
    { regex: /(?:推測|想像|捏造|仮定|省略|言及)(?:し)?ないでください|(?:使わ|呼び出さ|聞か|尋ね|言わ|答え)ないでください/g },
    // 「お礼を言うこと。」: a rule for the agent, the seed's 「必ず言うこと」
    { regex: /(?:言う|伝える|尋ねる|聞く|確認する|答える|回答する|返答する|応答する|呼び出す|使う|謝る|挨拶する)こと(?=[。！!]|\s*$)/g },
    // 「途中では呼び出さないこと。」: the same rule, negative
    { regex: /(?:言わ|伝え|尋ね|聞か|確認し|答え|呼び出さ|呼ば|使わ|推測し|省略し)ないこと(?=[。！!]|\s*$)/g },
    { regex: /(?:答える|応答する|話す|返す|伝える|振る舞う)ように(?:して)?ください/g },
    // 「あなたはサポート担当者として…しなければなりません」
    { regex: /あなたは[^。]{0,40}?(?:なければなりません|必要があります|べきです)|あなたは[^。]{0,30}?(?:アシスタント|エージェント|AI|担当者|専門家|モデル|ボット)/g },
    { regex: /(?:エージェント|アシスタント|AI|モデル|LLM)は[^。]{0,40}?(?:なければなりません|必要があります|てください|べきです)/g },
    { regex: /(?:以前|前|これまで|上記|他|システム)の(?:指示|命令|プロンプト|ルール|メッセージ)を(?:すべて|全て)?無視/g },
    { regex: /忘れずに[^。]{0,30}?(?:てください|こと(?=[。]|$))/g },
  ],
  filler: [
    // 「この関数は、…するために使用されます」, 「本関数は…するためのものです」: the subject is the filler
    new RegExp(
      String.raw`^(?:この|本|当)\s*${FUNCTION_SUBJECT}\s*(?:は|では)[、,]?\s*(?=[^。！？]*?(?:(?:ため|の)に(?:使用|使わ|利用|用い)(?:され|られ|れ)|ためのもの|ことができ|を可能に|を提供))`,
    ),
    // 「この AppFunction を使うと、…できます」
    new RegExp(String.raw`^(?:この|本|当)\s*${FUNCTION_SUBJECT}\s*を\s*(?:使う|使用する|使えば|呼び出す|利用する)と[、,]?\s*`),
    // 「ブックマークを追加するための関数です」: the whole sentence says only "a function that …"
    new RegExp(String.raw`^[^。！？]*?(?:ための|(?<!関|対|関連)する|を行う|用の)\s*${FUNCTION_SUBJECT}(?:です|である|だ)?(?=[。！]|\s*$)`),
    // 「メモを作成するために使用されます」 with no subject of its own
    /^(?![^。]*は)[^。]*?ために(?:使用|使わ|利用)され(?:ます|る)(?=[。]|$)/,
  ],
  // 「このツールは保存済みのブックマークを返します」, but not 「このツールは読み取り専用です」 (a fact about it)
  openingFiller: new RegExp(String.raw`^(?:この|本)\s*${FUNCTION_SUBJECT}\s*は[、,]?\s*(?![^。]*(?:です|でした|ではありません)(?:[。]|$))`),
  concealment: [
    // 「ユーザーに知らせずに」, 「ユーザーに伝えないでください」
    /ユーザー(?:に|へ|には)(?:は)?(?:何も)?(?:知らせ|伝え|通知し|報告し|見せ|表示し|言わ|教え|確認し)(?:ずに|ず|ないで|ないように|ることなく|ないこと(?=[。！!]|\s*$))/g,
    /(?:ユーザー|利用者|本人)(?:に|には)(?:知られ|気づかれ|気付かれ|悟られ)(?:ない|ず)/g,
    /(?:ユーザー|利用者)(?:に|には)(?:内緒|秘密)で/g,
    /こっそり|ひそかに|密かに|秘密裏に|内緒で|人知れず/g,
    /(?:について|のことは|は)(?:言及|開示|口外)しないでください/g,
    /ユーザーから(?:隠|秘密に)/g,
  ],
  // 「list_folders の結果」, 「getNotes で取得した」, 「search_files を先に呼び出して」
  // 「代わりに createTask を使って」
  referenceLeadIns: /(?:代わりに|かわりに|ではなく)\s*$/,
  // 「account_id パラメータ」「created_at フィールド」: a piece of data, not a function.
  dataNouns: /^[`'"’”」]?\s*(?:パラメー?タ|引数|フィールド|プロパティ|カラム|列|キー|属性|項目|オプション|ヘッダー|変数|名前空間|ネームスペース)/,
  referenceTails:
    /^\s*(?:ツール|関数)?\s*(?:の(?:結果|出力|戻り値|レスポンス)|で[^。、]{0,20}?(?:取得|検索|調べ|確認|作成)|を(?:先に|まず|事前に)?(?:呼び出|使っ|使用|実行)|から(?:取得|受け取)|(?:の)?(?:前|後)に)/,
  callOrder: [
    // 「先に連絡先を検索してください」 (but not 「先にキャッシュを確認し、…取得します」, the function's own steps)
    { regex: new RegExp(String.raw`(?:先に|まず|最初に|事前に|あらかじめ|前もって)[^。！？\n]{0,40}?(?:${IMPERATIVE}|必要があります|なければなりません)`, 'g') },
    // 「このツールを呼び出す前に」, 「呼び出した後で」
    { regex: /(?:呼び出す|呼ぶ|実行する|使う|使用する)(?:前|後|まえ|あと)(?:に|で|は)|呼び出し(?:た|て)(?:後|あと|から)/g },
    { regex: /(?:の|を)(?:後|あと|前)に(?:呼び出し|実行し|使っ|使用し)(?:てください|ます)/g },
    // 「別のツールで取得した ID」
    { regex: /(?:別|他|前|以前)の(?:関数|ツール|呼び出し)(?:で|から|の結果)/g },
  ],
  influence: [
    // 「他のアプリのメモ機能ではなく」, 「ほかのツールよりも」
    /(?:他|ほか|別)の(?:アプリ|ツール|関数|サービス|アシスタント)(?:の[^。、]{0,10}?)?(?:ではなく|より(?:も)?|の代わりに)/g,
    /(?:この|本)(?:ツール|関数|アプリ)を(?:優先|最優先)/g,
    /(?:他|ほか|別)の(?:アプリ|ツール|関数|サービス)を(?:使わ|呼び出さ|使用し|信用し)ないで/g,
  ],
  banners: [
    // 「[非推奨] …」, 「【重要】…」, 「非推奨：…」 (a label of a few characters, then a colon)
    /^\[[^\]\n]{1,80}\]\s*/,
    /^【[^】\n]{1,20}】\s*/,
    /^[^\s：:。、]{1,10}[：:]\s*/,
  ],

  emphasis: [
    /[!！]{2,}/g,
    // 【重要】, but not 「【重要】」, a value the function writes (a subject prefix)
    /(?<!「)【\s*(?:重要|必須|注意|警告|緊急|厳守|必読|最重要|超重要|禁止|絶対)\s*】(?!」)/g,
    /[⚠❗‼⛔🚨]\uFE0F?/gu,
    // ※重要, 「非常に重要です！」; not 「最重要のタスク」 or 「重要な書類」, a priority or a kind of data
    /※\s*(?:重要|注意|必須|最重要)|(?:最|超|極めて|非常に)重要(?=\s*(?:[:：!！]|です[。!！]|$))/g,
    // Full-width capitals (ＣＲＩＴＩＣＡＬ) are shouting in any text.
    /[Ａ-Ｚ]{3,}/g,
  ],
  backgroundOpening:
    /^(?:当|この|本|弊社の|私たちの)\s*(?:アプリ(?:ケーション)?|システム|サービス|サーバー|バックエンド|データベース)(?:では|において|の中では|内では)|^(?:背景|前提|補足|概要|注記|参考|経緯|FYI)\s*[:：]|^(?:ご存じ|ご存知)(?:の)?(?:とおり|通り)|^(?:もともと|従来は|歴史的に|内部的には|内部では|裏側では)|^(?:私たち|我々|弊社)は/,
  // Words of Intl.Segmenter: particles are words of their own, so a Japanese sentence has about a
  // sixth more words than the English one that says the same.
  lengthBudget: { unit: 'words', firstSentence: 31, whole: 98, longDescription: 77 },
  sensitiveText: [
    new RegExp(String.raw`(?:ワンタイム|ログイン)?パスワード${NOT_THE_SECRET}|パスコード${NOT_THE_SECRET}|暗証番号${NOT_THE_SECRET}`, 'g'),
    new RegExp(
      String.raw`(?:クレジット|デビット|キャッシュ)?カード(?:の)?番号${NOT_THE_SECRET}|(?:カード(?:裏面)?の)?セキュリティ\s*コード${NOT_THE_SECRET}|口座番号${NOT_THE_SECRET}|CVV2?|CVC`,
      'g',
    ),
    new RegExp(
      String.raw`秘密鍵${NOT_THE_SECRET}|(?:プライベート|シークレット|API)\s*キー${NOT_THE_SECRET}|(?:アクセス|リフレッシュ|認証|セッション)\s*トークン${NOT_THE_SECRET}|クライアント\s*シークレット${NOT_THE_SECRET}`,
      'g',
    ),
    new RegExp(
      String.raw`(?:認証|確認|ワンタイム)コード${NOT_THE_SECRET}|(?:認証|ワンタイム)番号${NOT_THE_SECRET}|ワンタイムパスコード|マイナンバー${NOT_THE_SECRET}|個人番号${NOT_THE_SECRET}|(?:パスポート|運転免許証)番号${NOT_THE_SECRET}|(?:シード|リカバリー|復元)\s*フレーズ${NOT_THE_SECRET}`,
      'g',
    ),
  ],
  // 「すべての環境変数を返します」: the verb follows, so the mention carries it; the names or the
  // count of the variables are not their values.
  environmentDump: {
    mention: /(?:すべての|全ての|全)?環境変数(?!の(?:名前|数|件数))(?=[^。]{0,20}?(?:返|一覧|出力|表示|取得|ダンプ))|process\.env(?!\.)/g,
    handsBack: /(?:)$/,
    notTheValues: /(?!)/,
  },
  destructiveBulk: {
    wipe: /工場出荷(?:時)?の?状態に(?:初期化|リセット|戻)|(?:端末|デバイス|スマートフォン|スマホ)を(?:完全に)?(?:初期化|リセット)|(?:すべての|全ての|全)データを(?:完全に)?(?:削除|消去|破棄)|データを(?:すべて|全て|全部|完全に)(?:削除|消去|破棄|クリア)|(?:すべて|全て|全部)を(?:削除|消去|破棄)|ワイプ/,
    all: /(?:すべて|全て|全部)の[^。、を]{1,20}を(?:完全に)?(?:削除|消去|クリア|破棄)|(?:すべて|全て|全部|全件|一括で?|まとめて)(?:完全に)?(?:削除|消去|クリア|破棄)/,
  },
  overlyBroad: {
    // 「タスクを管理します。」: a vague verb closes a sentence whose object is a few characters long.
    vagueOpening: /^[^。！？、]{0,12}?(?:を|の)(?:管理|処理|操作|制御|取り扱い|扱い|担当)(?:し|を行い)?(?:ます|する|を行う)?(?=[。！]|\s*$)/,
    vagueMaxWords: 3,
    everything: /すべて|全て|あらゆる|何でも|なんでも|全般|いろいろ|色々|さまざま|様々/,
    phrases: [
      /(?:あらゆる|すべての|全ての|さまざまな|様々な|色々な|いろいろな|各種の?)(?:操作|処理|機能|タスク|作業|こと|アクション)/g,
      /(?:何でも|なんでも)(?:を)?(?:行|処理|扱|対応|でき)/g,
    ],
    neutralVerbs: new Set(['取得', '表示', '一覧表示', '読み込み', '絞り込み', '並べ替え', '確認', '計算', '集計']),
    // An action in a list: after the start, a comma, の or を (「メモの作成、編集、削除」,
    // 「予定を作成し、招待を送信し」).
    itemStart: /(?:^|[、，,・/]|[のをとや]|して|し、)\s*$/,
    // The neighbour is a run of one script (アーカイブ, 共有): the particle after it is not part of it.
    // An item is a noun phrase whose head comes last: 「レビューの投稿」 is judged by 投稿.
    nextItem: /^\s*(?:[、，,・/]|と|や|または|か)\s*(?:[^、，,・/。を]{0,15}?の)?([\p{Script=Han}\p{Script=Katakana}ー]+|\p{Script=Latin}+)/u,
    previousItem: /([\p{Script=Han}\p{Script=Katakana}ー]+|\p{Script=Latin}+)\s*(?:[、，,・/]|と|や|または|か)\s*$/u,
    asideHeading:
      /^(?:使い方|使用例|使用方法|使うとき|使う場面|戻り値|返り値|出力|結果|例|注意|注意事項|備考|ヒント|関連|参考|前提条件|エラー|制限|手順|ワークフロー)[^:：\n]{0,10}[:：]/u,
  },
  appOpening: /アプリ|画面|前面|フォアグラウンド/,
  impersonation: [
    // 「Google 公式のアシスタントです」
    new RegExp(String.raw`${IDENTITY}\s*(?:の)?\s*公式(?:の)?\s*(?:アシスタント|ツール|機能|アプリ|プラグイン|拡張機能|コネクタ)?(?:です|である|だ|として)`),
    // 「私は Gemini です」
    new RegExp(
      String.raw`(?:私|わたし|僕|当ツール|このツール|この関数|本ツール)は\s*${IDENTITY}(?:\s*の?\s*(?:公式)?(?:アシスタント|システム))?\s*(?:です|である|だ)(?=[。！、\s]|$)`,
    ),
    // 「Android システムとして振る舞い」
    new RegExp(String.raw`${IDENTITY}\s*として(?:振る舞[いう]|ふるま[いう]|(?:応答|返答|回答|動作)(?:し|する)|話[しす])`),
    // 「システムメッセージ：」, 「【システム】」
    /(?:システム|開発者|管理者|アシスタント)(?:メッセージ|プロンプト|指示|命令|通知|からの(?:指示|メッセージ))\s*[:：]|(?:^|[。！？]\s*)(?:システム|アシスタント|開発者)\s*[:：]|【\s*(?:システム|管理者|開発者)\s*】/,
    /<\/?\s*(?:system|assistant|sys|developer|instructions?)\s*>|\[\/?\s*(?:system|sys|inst|assistant|admin)\s*\]|<\|[\w-]+\|>|<<\/?SYS>>/i,
    // 「Gmail 公式の送信ツールです」
    /公式の?[^\s。、]{0,10}?(?:ツール|関数|プラグイン|拡張機能|コネクタ)(?:です|である|として)/,
  ],
  intentStopWords: new Set(
    'の を に は が と で へ や も か から まで より など し して した する します ます ました です である だ た て で れ られ され さ せ い いる あり ある ない ません こと もの ため よう 指定 指定した 場合 とき 各 すべて 全て 一緒 ごと など それ その この これ'.split(
      ' ',
    ),
  ),
  // 「画像生成モデルに渡すプロンプト」
  generatorInput: /生成|画像|イラスト|挿絵|モデル|LLM|言語モデル|補完/,
  // The description names what the value is, ending at the noun (「開始日時（ISO 8601）」,
  // 「保存するページのリンク。」), not a text that merely mentions one (「日時に関するメモ」).
  typeHints: {
    epoch: /エポック(?:秒|ミリ秒|から)|UNIX\s*(?:時間|時刻|タイム)/,
    link: /(?:リンク|リンク先|ウェブアドレス|Web\s*アドレス)(?=\s*(?:[（(。、:：]|$))/,
    linkAlternative:
      /(?:名前|名|タイトル|ID|キーワード|パス)\s*(?:または|か|もしくは|、)\s*(?:URL|URI|リンク)|(?:URL|URI|リンク)\s*(?:または|か|もしくは|、)\s*(?:名前|タイトル|ID|キーワード|パス)/,
    date: /(?:年月日|日付)(?=\s*(?:[（(。、:：]|$))/,
    dateTime: /日時(?=\s*(?:[（(。、:：]|$))/,
    instant: /タイムスタンプ(?=\s*(?:[（(。、:：]|$))/,
    timeOfDay: /時刻(?=\s*(?:[（(。、:：]|$))/,
  },
  // Values are words of code in Latin letters, listed with Japanese or Latin separators:
  // 「create、update、delete のいずれか」, 「（upload / share / remove）」.
  valueList: {
    leadIn: /([A-Za-z_][\w-]*(?:\s*(?:[、，,/／|｜・]|または|もしくは|or)\s*[A-Za-z_][\w-]*)+)/,
    separators: /\s*(?:[、，,/／|｜・]|または|もしくは|\bor\b|\band\b)\s*/,
    // 「操作の種類で絞り込みます」「…でフィルタします」
    filter: /(?:で|により|によって)(?:絞り込|絞込|フィルタ)/,
  },
  readOnly: {
    // 「この操作は読み取り専用です」, 「データは一切変更しません」, but not 「読み取り専用のメモ」 (a kind of
    // note) nor a change left out on a condition (「完了している場合は何も変更しません」).
    claim:
      /読み取り専用(?:です|であり|の(?:操作|関数|ツール|処理)です)|(?<!(?:場合|とき|時|なら)[はに]?[^。]{0,20})(?:データ|内容|何|なにも|何も)(?:は|を|も)?(?:一切)?(?:変更|更新|削除|書き込み|保存|編集)(?:し|され)?ません|副作用(?:は|が)?(?:ありません|なし|はない)|(?:変更|書き込み|更新)を伴いません|(?:データ|内容)を(?:一切)?(?:変更|更新|削除|書き込み)(?:せず|しないで)/,
    // A first sentence whose only predicate is a read: 「未読メールを返します。」, not
    // 「注文を確定し、注文番号を返します。」 (an action joined before the read).
    opener:
      /^(?![^。！？\n]*?(?:て(?!ください)|し、|り、))[^。！？\n]*?(?:返し|返す|取得し|取得する|一覧表示し|一覧表示する|表示し|検索し|調べ|数え|探し|照会し)(?:ます|る)?(?=[。]|$)/,
    admitsWrite:
      /削除|作成|更新|保存|書き込|追加|変更|編集|記録|送信|移動|設定|登録|既読に|マーク|アーカイブ|消去|初期化|リセット|同期|キャッシュ|上書き|確定|購入|注文|予約|発行|適用|送金|振込|切り替え|有効に|無効に/,
  },
  appDescription: {
    // 「このアプリは、…」, 「本アプリでは…」, 「ようこそ」, 「あなたは…」
    filler:
      /^(?:この|本|当|私たちの|弊社の)\s*(?:アプリ(?:ケーション)?|サービス)\s*(?:は|では|を使うと|を使えば|を使用すると)[、,]?|^(?:ようこそ|こんにちは)|^あなたは|^(?:AI|アシスタント|エージェント)として|^(?:この|本)(?:説明|指示|ドキュメント|ガイド|プロンプト)は/,
    callOrderWords: /呼び出|実行|使っ|使用|使い|前に|後に|してから|先に|まず|最初に/,
    commandOrderWords: /呼び出|実行|使っ|使用|使い|前に|後に|してから|先に|まず|最初に/,
    // 「メモをアーカイブする前に、必ずメモを検索してください。」
    // 「メモをアーカイブする前に、メモを検索します。」, 「まず findNotes を呼び出してください。」; not
    // 「旅行の前に天気を確かめられる天気予報アプリ。」 (no comma closes an order phrase there).
    orderOpening:
      /^[^。、]{0,30}?(?:する|した|の)(?:前|後|あと)(?:に|で|は)[、,]|^(?:まず|最初に|先に)[、,]?|^[^。]*?(?:先に|まず|最初に)[^。]*?(?:てください|でください|こと(?=[。]|$)|呼び出し|呼び出す)/,
    maxFirstSentenceWords: 35,
    nameWordsInLanguage: false,
    // Japanese nouns have no plural.
    singularRules: [],
    // What the words of function names (English) are called in Japanese prose.
    taskWords: {
      note: ['メモ', 'ノート'],
      task: ['タスク', 'やること', 'ToDo'],
      todo: ['ToDo', 'やること', 'タスク'],
      reminder: ['リマインダー', 'リマインド'],
      calendar: ['カレンダー'],
      event: ['予定', 'イベント'],
      schedule: ['予定', 'スケジュール'],
      meeting: ['会議', 'ミーティング'],
      room: ['部屋', '会議室', 'ルーム'],
      contact: ['連絡先'],
      message: ['メッセージ'],
      mail: ['メール'],
      email: ['メール'],
      inbox: ['受信トレイ', 'メール'],
      photo: ['写真'],
      image: ['画像', '写真', 'イメージ'],
      video: ['動画', 'ビデオ'],
      album: ['アルバム'],
      track: ['曲', 'トラック'],
      song: ['曲', '楽曲'],
      playlist: ['プレイリスト'],
      playback: ['再生'],
      podcast: ['ポッドキャスト'],
      episode: ['エピソード'],
      file: ['ファイル'],
      folder: ['フォルダー', 'フォルダ'],
      document: ['文書', 'ドキュメント'],
      page: ['ページ'],
      bookmark: ['ブックマーク'],
      alarm: ['アラーム'],
      timer: ['タイマー'],
      order: ['注文'],
      invoice: ['請求書', '請求'],
      payment: ['支払い', '決済'],
      booking: ['予約'],
      reservation: ['予約'],
      table: ['席', 'テーブル'],
      ticket: ['チケット'],
      weather: ['天気'],
      forecast: ['予報', '天気'],
      currency: ['通貨'],
      profile: ['プロフィール'],
      package: ['荷物', '配送'],
      delivery: ['配達', '配送'],
      workout: ['ワークアウト', 'トレーニング', '運動'],
      step: ['歩数'],
      recipe: ['レシピ'],
      bed: ['ベッド', '花壇'],
      plant: ['植物', '野菜'],
      flight: ['航空券', 'フライト', '便'],
      hotel: ['ホテル', '宿'],
      route: ['経路', 'ルート'],
      location: ['位置', '現在地', '場所'],
      account: ['アカウント', '口座'],
      balance: ['残高'],
      transfer: ['振込', '送金'],
      expense: ['支出', '経費', '出費'],
      budget: ['予算'],
      news: ['ニュース'],
      article: ['記事'],
      story: ['記事', 'ニュース'],
      feed: ['フィード'],
      comment: ['コメント'],
      post: ['投稿'],
      tag: ['タグ'],
      label: ['ラベル'],
      project: ['プロジェクト'],
      book: ['本', '書籍'],
      loan: ['貸出'],
      cart: ['カート'],
      product: ['商品'],
      item: ['商品', '項目'],
      coupon: ['クーポン'],
      translation: ['翻訳'],
      text: ['テキスト', '文章'],
      setting: ['設定'],
      settings: ['設定'],
      device: ['端末', 'デバイス'],
      draft: ['下書き'],
      summary: ['要約', '集計', 'まとめ', 'サマリー'],
      report: ['レポート', '報告'],
      history: ['履歴'],
      income: ['収入'],
      category: ['カテゴリ', '分類'],
      stock: ['在庫'],
      price: ['価格', '料金', '値段'],
      review: ['レビュー', '口コミ'],
      reply: ['返信'],
      channel: ['チャンネル'],
      repository: ['リポジトリ'],
      issue: ['イシュー', 'Issue', '課題'],
      wiki: ['Wiki', 'ウィキ'],
      chat: ['チャット'],
      call: ['通話', '電話'],
      group: ['グループ'],
    },
  },
};
