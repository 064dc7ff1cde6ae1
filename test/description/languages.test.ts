import { describe, expect, it } from 'vitest';
import {
  analyzeDescription,
  bengali,
  detectLanguage,
  english,
  fileDescriptionLanguage,
  japanese,
  minimalPack,
  neutral,
  packFor,
  portuguese,
  readDescriptionLanguage,
  splitSentences,
  type LanguagePack,
} from '../../server/src/core/description/index';
import { inTemporaryFolder, lint } from '../helpers/cli';

const texts = (spans: readonly { text: string }[]) => spans.map((s) => s.text);

describe('language detection', () => {
  it('reads Japanese and Bengali by their script, whatever English names they hold', () => {
    expect(detectLanguage('メモを作成します。')).toBe('ja');
    expect(detectLanguage('Google カレンダーに予定を追加します。')).toBe('ja');
    expect(detectLanguage('`listNotes` の結果から noteId を選んで、そのメモを削除します。')).toBe('ja');
    expect(detectLanguage('একটি নতুন নোট তৈরি করে।')).toBe('bn');
    expect(detectLanguage('Google Drive-এ একটি ফাইল আপলোড করে।')).toBe('bn');
  });

  it('reads Latin-script text by its words, and leaves literals out', () => {
    expect(detectLanguage('Cria uma nota na pasta informada.')).toBe('pt');
    expect(detectLanguage('Cria um evento no Google Calendar com o título informado pelo usuário.')).toBe('pt');
    expect(detectLanguage('Busca contatos pelo nome; use `searchContacts` com o parâmetro query_text.')).toBe('pt');
    expect(detectLanguage('Creates a note in the given folder and returns its id.')).toBe('en');
    expect(detectLanguage('Crea una nota nueva en la carpeta que indica el usuario.')).toBe('es');
    expect(detectLanguage('Erstellt eine neue Notiz in dem angegebenen Ordner.')).toBe('de');
    // eld's first choice by a hair (Romanian) loses to the function words of a language with a pack.
    expect(detectLanguage('Eu sou a Alexa. Toca a playlist da loja.')).toBe('pt');
    // Short Portuguese: the verb forms of the pack count.
    expect(detectLanguage('Gerencia as notas.')).toBe('pt');
  });

  it('does not guess on a name or a couple of words', () => {
    expect(detectLanguage('`getNotes`')).toBeUndefined();
    expect(detectLanguage('ID')).toBeUndefined();
    // Too short for n-grams: function words decide, and "Deletes a task." has none of another language.
    expect(['en', undefined]).toContain(detectLanguage('Deletes a task.'));
  });
});

describe('pack selection', () => {
  it('detects with auto and forces with a tag', () => {
    expect(packFor('Cria uma nota na pasta informada.')).toBe(portuguese);
    expect(packFor('メモを作成します。')).toBe(japanese);
    expect(packFor('একটি নতুন নোট তৈরি করে।')).toBe(bengali);
    expect(packFor('Creates a note.')).toBe(english);
    expect(packFor('Creates a note.', 'ja')).toBe(japanese);
    expect(packFor('Cria uma nota na pasta informada.', 'en')).toBe(english);
  });

  it('gives text in a language without a pack the neutral pack, and undecided text English', () => {
    expect(packFor('Crea una nota nueva en la carpeta que indica el usuario.')).toBe(neutral);
    expect(packFor('Deletes a task.')).toBe(english);
    expect(packFor('ID')).toBe(english);
  });

  it('reads the setting and the per-file comment', () => {
    expect(readDescriptionLanguage('pt-BR')).toBe('pt-BR');
    expect(readDescriptionLanguage('es')).toBeUndefined();
    expect(fileDescriptionLanguage('// appfunctions-description-language: ja\nfun f() {}')).toBe('ja');
    expect(fileDescriptionLanguage('/* appfunctions-description-language: pt */')).toBe('pt-BR');
    expect(fileDescriptionLanguage('// nothing here')).toBeUndefined();
  });
});

describe('segmentation in every script', () => {
  it('ends sentences at 。！？ and ।, without gluing them as wrapped lines', () => {
    expect(texts(splitSentences('メモを作成します。連絡先を検索します！次の予定は？', japanese))).toEqual(['メモを作成します。', '連絡先を検索します！', '次の予定は？']);
    expect(texts(splitSentences('メモを作成します。\n連絡先を検索します。', japanese))).toEqual(['メモを作成します。', '連絡先を検索します。']);
    expect(texts(splitSentences('একটি নোট তৈরি করে। পরিচিতি খোঁজে।', bengali))).toEqual(['একটি নোট তৈরি করে।', 'পরিচিতি খোঁজে।']);
  });

  it('cuts clauses at full-width punctuation', () => {
    const analysis = analyzeDescription('メモを作成します（タイトルは必須）；本文は任意です。', japanese);
    expect(texts(analysis.clauses)).toEqual(['メモを作成します', 'タイトルは必須', '本文は任意です。']);
  });

  it('counts words with Intl.Segmenter', () => {
    expect(analyzeDescription('メモを作成します。', japanese).words.length).toBeGreaterThan(2);
  });
});

describe('language-neutral pack interface', () => {
  it('reads a verb-last opening by how the first sentence ends', () => {
    const pack: LanguagePack = { ...minimalPack('ja', 'last'), actionEnding: /(?:します|する|します)$/ };
    expect(analyzeDescription('メモを作成します。', pack).opening.kind).toBe('verb');
    const noun = analyzeDescription('メモの作成機能。詳しくは下記。', pack).opening;
    expect(noun.kind).toBe('no-action');
    expect(noun.span.text).toBe('メモの作成機能');
  });

  it('reads a conjugated verb-first opening from the pack’s suffix rules', () => {
    const pack: LanguagePack = {
      ...minimalPack('pt-BR', 'first'),
      verbs: ['mover', 'criar', 'buscar'],
      thirdPersonRules: [
        [/ar$/, 'a'],
        [/er$/, 'e'],
      ],
      imperativeRules: [
        [/car$/, 'que'],
        [/ar$/, 'e'],
        [/er$/, 'a'],
      ],
      determiners: new Set(['o', 'a', 'uma']),
    };
    const opening = (text: string) => analyzeDescription(text, pack).opening;
    expect(opening('Move uma nota para outra pasta.')).toMatchObject({ kind: 'verb', base: 'mover' });
    expect(opening('Crie uma nota.')).toMatchObject({ kind: 'verb', base: 'criar' });
    expect(opening('Busque contatos.')).toMatchObject({ kind: 'verb', base: 'buscar' });
    expect(opening('Criar uma nota.')).toMatchObject({ kind: 'verb', base: 'criar' });
    expect(opening('A nota do usuário.').kind).toBe('determiner');
  });
});

const NOTES_PT = (comment: string) => `package com.exemplo.notas
${comment}
import androidx.appfunctions.AppFunction
import androidx.appfunctions.AppFunctionService
import androidx.appfunctions.AppFunctionServiceEntryPoint

@AppFunctionServiceEntryPoint(serviceName = "NotasService", appFunctionXmlFileName = "notas.xml")
abstract class NotasFunctions : AppFunctionService() {
    /**
     * Esta função é usada para criar notas na pasta escolhida.
     *
     * @param titulo O título da nota.
     */
    @AppFunction(isDescribedByKDoc = true)
    suspend fun criarNota(titulo: String) = Unit
}
`;

describe('appfunctions-lint --description-language', () => {
  inTemporaryFolder('appfunctions-language-', {
    'Notas.kt': NOTES_PT(''),
    'NotasEmIngles.kt': NOTES_PT('// appfunctions-description-language: en').replace(/Notas/g, 'Outras'),
  });
  const fillers = (stdout: string) => (JSON.parse(stdout) as { file: string; ruleId: string }[]).filter((f) => f.ruleId === 'no-filler').map((f) => f.file);

  it('detects the language by default, and a file comment overrides it', async () => {
    const { stdout } = await lint('--format', 'json', '.');
    expect(fillers(stdout)).toEqual(['Notas.kt']);
  });

  it('reads every description in the language it names', async () => {
    const { stdout } = await lint('--format', 'json', '--description-language', 'en', '.');
    expect(fillers(stdout)).toEqual([]);
  });

  it('refuses a language without a pack', async () => {
    const { code, stderr } = await lint('--description-language', 'es', '.');
    expect(code).toBe(2);
    expect(stderr).toContain('--description-language takes one of auto, en, pt-BR, ja, bn');
  });
});
