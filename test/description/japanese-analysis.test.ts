import { describe, expect, it } from 'vitest';
import { analyzeDescription, japanese, negatedAt } from '../../server/src/core/description/index';

const analyze = (text: string) => analyzeDescription(text, japanese);
const texts = (spans: readonly { text: string }[]) => spans.map((s) => s.text);

describe('the description analysis of Japanese', () => {
  it('reads polite, plain and noun-of-action endings as actions, and nouns, copulas and questions as none', () => {
    const kind = (text: string) => analyze(text).opening.kind;
    for (const text of [
      'メモを作成します。',
      'メモをアーカイブする。',
      'メモを複製。',
      'メモの削除。',
      'メールが既読かどうかを返します。',
      '指定した時刻にメールを送信できます。',
    ]) {
      expect(kind(text), text).toBe('verb');
    }
    for (const text of ['メモ。', '指定したフォルダーのメモ一覧。', '連絡先に関する機能です。', 'メールが既読かどうか。']) expect(kind(text), text).toBe('no-action');
    // An aside in parentheses after the verb does not end the sentence.
    expect(kind('検索結果を返します（最大 100 件）。')).toBe('verb');
    expect(kind('利用者が本を借りたいときに使います。')).toBe('usage');
    expect(kind('この関数は、メモを作成するために使用されます。')).toBe('filler');
    expect(kind('[非推奨] メールを送信します。')).toBe('banner');
  });

  it('scopes a negation back to the start of its clause, which a joining verb form before a comma ends', () => {
    const text = 'パスワードを含む設定を保存し、ログは残しません。';
    const analysis = analyze(text);
    expect(texts(analysis.clauses)).toEqual(['パスワードを含む設定を保存し', 'ログは残しません。']);
    expect(negatedAt(analysis, text.indexOf('パスワード'))).toBe(false);
    expect(negatedAt(analysis, text.indexOf('ログ'))).toBe(true);
    // A comma between nouns cuts nothing.
    expect(texts(analyze('メモの作成、編集、削除はできません。').clauses)).toEqual(['メモの作成、編集、削除はできません。']);
  });

  it('keeps a wrapped comment line inside its clause: the script has no capital to start a new one', () => {
    const text = '問い合わせの本文。パスワードや\nカード番号は含めないでください。';
    const analysis = analyze(text);
    expect(texts(analysis.clauses)).toEqual(['問い合わせの本文。', 'パスワードや\nカード番号は含めないでください。']);
    expect(negatedAt(analysis, text.indexOf('パスワード'))).toBe(true);
  });

  it('does not read 必ず, まず or 少ない as negations', () => {
    for (const text of ['戻り値には必ず予約番号が含まれます。', 'まず要約を返します。', '在庫が少ない商品を返します。']) expect(analyze(text).negations, text).toEqual([]);
  });

  it('tells commands to the agent from parameter guidance and descriptions of behaviour', () => {
    const commands = (text: string) => texts(analyze(text).commands);
    expect(commands('予約後は必ず予約番号をユーザーに伝えてください。')).toEqual(['必ず予約番号をユーザーに伝えてください']);
    expect(commands('金額を推測しないでください。')).toEqual(['推測しないでください']);
    expect(commands('日付は yyyy-MM-dd 形式で指定してください。')).toEqual([]);
    expect(commands('パスは絶対パスで指定してください。')).toEqual([]);
    expect(commands('ユーザーに予約確認のメールを送信します。')).toEqual([]);
    expect(commands('戻り値には必ず気温が含まれます。')).toEqual([]);
  });

  it('finds call order addressed to the agent, not the order of the function’s own steps', () => {
    const order = (text: string) => texts(analyze(text).callOrder);
    expect(order('送信する前に、先に連絡先を検索してください。')).toEqual(['先に連絡先を検索してください']);
    expect(order('このツールを呼び出す前にフォルダーを選びます。')).toEqual(['呼び出す前に']);
    expect(order('先にキャッシュを確認し、見つからない場合はサーバーから取得します。')).toEqual([]);
  });
});
