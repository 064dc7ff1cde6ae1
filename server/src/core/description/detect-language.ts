import { verbsOf } from './analysis';
import { english } from './english';
import { loadNgramDetector } from './ngram-detector';
import { portuguese } from './portuguese';

/*
 * The language of one piece of description text, as an ISO 639-1 code ('en', 'pt', 'ja', 'bn',
 * 'es', …) or undefined when the text does not say. Scripts decide Japanese (kana, or Han next to
 * kana) and Bengali at once. Latin-script text of a few words is judged by function words and the
 * verb forms of the packs; longer text goes to the eld detector (its smallest n-gram set), with
 * the function words deciding when eld is unsure or its first choice wins by a hair over a
 * language with a pack (see ARCHITECTURE.md, Decisions: the measurement behind this choice).
 * Literals (code spans, quotes, identifiers, URLs, placeholders, names in capitals) are removed
 * first, so an English identifier or product name inside Japanese or Portuguese prose does not
 * change the answer.
 */

/** Latin-script languages the scorer knows; only 'en' and 'pt' have a pack, the rest keep text away from them. */
export type LatinLanguage = 'en' | 'pt' | 'es' | 'fr' | 'de' | 'it';

/**
 * Spans that are not the author's prose, whatever the language: code, quotes, URLs, placeholders,
 * identifiers (snake_case, camelCase, dotted calls) and names in capitals (DATABASE_URL, GET).
 */
const NOT_PROSE =
  /```[\s\S]*?```|`[^`\n]+`|\b(?:https?|ftp|file|content|intent):\/\/\S+|\bwww\.\S+|"[^"\n]{1,80}"|“[^”\n]{1,80}”|「[^」\n]{0,80}」|『[^』\n]{0,80}』|\{[\w.-]{1,40}\}|<[\w.-]{1,40}>|\$\{?[A-Za-z_]\w*\}?|(?<![\w$])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w$])|(?<![\w$])[a-z]{2,}[A-Z][A-Za-z0-9]*(?![\w$])|\b\w+(?:\.\w+)+(?:\(\))?|\b[A-Z][A-Z0-9_]+\b/g;

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}ー]/u;
const HAN = /\p{Script=Han}/u;
const BENGALI = /\p{Script=Bengali}/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * How many characters of each script a text has, in one pass: ASCII letters are counted as Latin
 * directly, and only other characters are tested against the script properties (a global regex
 * per script made one match object per letter, most of the detector's time).
 */
function scriptCounts(text: string): { kana: number; han: number; bengali: number; latin: number } {
  let kana = 0;
  let han = 0;
  let bengali = 0;
  let latin = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) {
      if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) latin++;
      continue;
    }
    const point = text.codePointAt(i)!;
    const character = String.fromCodePoint(point);
    if (point > 0xffff) i++;
    if (LATIN.test(character)) latin++;
    else if (KANA.test(character)) kana++;
    else if (HAN.test(character)) han++;
    else if (BENGALI.test(character)) bengali++;
  }
  return { kana, han, bengali, latin };
}

/**
 * Function words and short forms that are frequent in one language's descriptions and rare in the
 * others'. Words two languages share ("a", "de", "la", "que") are left out, or weigh less by being
 * listed for both. Lower case, without the apostrophe forms.
 */
const WORDS: Record<LatinLanguage, ReadonlySet<string>> = {
  en: new Set(
    'the of and to in for with by from on an is are this that these it its or be as at all any each when if not no returns creates gets lists sets adds finds shows sends deletes updates your you their which will can new given current into'.split(
      ' ',
    ),
  ),
  pt: new Set(
    'o os as um uma uns umas do da dos das no na nos nas ao aos à às pelo pela pelos pelas para com em é são não ou e se seu sua seus suas este esta isso essa esse que quando como mais já também pasta usuário função informado informada atual próximo próxima cria retorna busca lista exclui envia obtém adiciona atualiza define abre mostra você então também até ainda isso isto nenhum nenhuma contato contatos usuário usuários mensagem mensagens tarefa tarefas arquivo arquivos lembrete senha dados título horário primeiro depois procure pesquise busque crie envie exclua obtenha chame informe pergunte peça diga avise'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el los las un una unos unas del al en con por para es son no o y si su sus este esta que cuando como más ya también carpeta usuario función indicado indicada actual siguiente crea devuelve busca elimina envía obtiene añade actualiza abre muestra usted entonces también hasta todavía contacto contactos usuario usuarios mensaje mensajes tarea tareas archivo archivos contraseña datos título primero después'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le la les un une des du au aux en dans avec par pour est sont ne pas ou et si son sa ses ce cette qui que quand comme plus déjà aussi dossier utilisateur fonction indiqué actuel crée renvoie recherche supprime envoie ajoute met ouvre affiche partage'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der die das den dem des ein eine einen einem einer und oder mit von zu im in für ist sind nicht kein keine wenn wie auch bereits ordner benutzer funktion angegebenen aktuelle erstellt gibt sucht löscht sendet fügt aktualisiert öffnet zeigt teilt zurück hinzu'.split(
      ' ',
    ),
  ),
  it: new Set(
    'il lo la i gli le un una uno del della dei delle degli al alla ai alle nel nella nei con per è sono non o e se suo sua questo questa che quando come più già anche cartella utente funzione indicato indicata attuale crea restituisce cerca elimina invia aggiunge aggiorna apre mostra condivide contatto contatti utenti messaggio messaggi attività file dati titolo prima dopo'.split(
      ' ',
    ),
  ),
};

/** Letters and letter pairs only some of the languages write. */
const MARKS: Record<LatinLanguage, RegExp> = {
  en: /(?:th|wh|sh)(?=[a-z])|(?:ing|tion|ness)\b|\b\w+'s\b/g,
  pt: /[ãõçêô]|ções?\b|(?<=\p{L})(?:nh|lh)(?=[aeiou])/gu,
  es: /[ñ¿¡]|(?:ción|ciones)\b/g,
  fr: /[èùœ]|ê(?!s)|\b[ldjnmcqs][’']|(?:eau|eux|oi)\b/g,
  de: /[äöüß]|(?:ung|keit|heit)\b/g,
  it: /zion[ei]\b|[ìò]|(?<=\p{L})gn(?=[aeiou])|\bgli\b/gu,
};

const LATIN_LANGUAGES = Object.keys(WORDS) as LatinLanguage[];

/** The verb forms of the Latin-script languages with a pack. */
const VERBS_OF: Partial<Record<LatinLanguage, ReturnType<typeof verbsOf>>> = { en: verbsOf(english), pt: verbsOf(portuguese) };

/** How much of a text its language is told from: far more than a description needs. */
export const DETECTION_SAMPLE_CHARS = 10_000;

/**
 * The language of `text`: 'ja', 'bn', one of {@link LatinLanguage}, 'zh' for Han without kana, or
 * undefined when there is too little prose to tell (a name, a number, one word).
 */
export function detectLanguage(text: string): string | undefined {
  return detectLanguageWith(text, ELD);
}

/** What an n-gram detector says of a Latin-script text: its first choice ('' for none) and whether it calls that reliable. */
export interface NgramAnswer {
  language: string;
  reliable: boolean;
}

let eldDetector: ((prose: string) => NgramAnswer) | undefined;
/** eld's answer (the detector the project ships), loaded on the first text that needs it. */
const ELD = (prose: string): NgramAnswer => (eldDetector ??= loadNgramDetector())(prose);

/**
 * {@link detectLanguage} with another n-gram detector for Latin-script text of six words or more
 * (the language detection measurement compares detectors with it).
 */
export function detectLanguageWith(text: string, ngrams: (prose: string) => NgramAnswer): string | undefined {
  // The opening tells the language; a megabyte pasted after it took half a second of counting.
  const sample = text.length > DETECTION_SAMPLE_CHARS ? text.slice(0, DETECTION_SAMPLE_CHARS) : text;
  const prose = sample.replace(NOT_PROSE, ' ');
  const { kana, han, bengali, latin } = scriptCounts(prose);
  // A character of Japanese or Bengali carries about a syllable, a Latin letter a sound: weigh them
  // so that an English product name inside Japanese prose does not outvote the sentence.
  const ja = kana + han;
  if (ja > 0 && ja * 3 >= latin) return kana > 0 ? 'ja' : 'zh';
  if (bengali > 0 && bengali * 2 >= latin) return 'bn';
  // Fewer letters than a short word say nothing about a language.
  if (latin < 4) return undefined;
  // On a few words an n-gram detector guesses ("Deletes a task." came out Hungarian, "Renames a
  // note." Portuguese): there the function words decide, or nothing does.
  const words = prose.match(/\p{L}+/gu)?.length ?? 0;
  const byWords = detectLatin(prose);
  // Function words that name a language with a pack settle it (eld called "Eu sou a Alexa. Toca a
  // playlist da loja." Romanian, 0.64 against Portuguese at 0.63): most descriptions never need
  // the n-gram detector, nor its load.
  if (words < SHORT_TEXT_WORDS || byWords === 'en' || byWords === 'pt') return byWords;
  const result = ngrams(prose);
  if (result.language && result.reliable) return result.language;
  return byWords;
}

/** Below this many words, Latin-script text is judged by its function words alone. */
const SHORT_TEXT_WORDS = 6;

/**
 * Scores Latin-script prose: two points per function word of a language, one per letter mark.
 * Undefined when no language wins by a clear margin: precision first, a text that might be
 * Spanish is not read with the English or Portuguese pack.
 */
export function detectLatin(prose: string): LatinLanguage | undefined {
  return pick(scoreLatin(prose));
}

/**
 * What one lower-case word adds to each language's score (in {@link LATIN_LANGUAGES} order): two
 * points for a function word of the language, two for a verb form its pack knows ("gerencia",
 * "exclua", "renames"). Built on first use; a word in none of them is not in the map.
 */
let wordScores: Map<string, readonly number[]> | undefined;
function wordScoresOf(): Map<string, readonly number[]> {
  if (wordScores) return wordScores;
  const scores = new Map<string, number[]>();
  const add = (word: string, index: number) => {
    let row = scores.get(word);
    if (!row) scores.set(word, (row = LATIN_LANGUAGES.map(() => 0)));
    row[index]! += 2;
  };
  LATIN_LANGUAGES.forEach((language, index) => {
    for (const word of WORDS[language]) add(word, index);
    for (const form of VERBS_OF[language]?.knownForms() ?? []) add(form, index);
  });
  return (wordScores = scores);
}

/** The scores of {@link detectLatin}, best first (empty for text without letters). */
function scoreLatin(prose: string): { language: LatinLanguage; score: number }[] {
  const lower = prose.toLowerCase();
  const words = lower.match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return [];
  const totals = LATIN_LANGUAGES.map(() => 0);
  const table = wordScoresOf();
  for (const word of words) {
    const row = table.get(word);
    if (row) for (let i = 0; i < totals.length; i++) totals[i]! += row[i]!;
  }
  return LATIN_LANGUAGES.map((language, i) => ({ language, score: totals[i]! + count(lower, MARKS[language]) })).sort((a, b) => b.score - a.score);
}

/** The winner of the scores, or undefined without a clear margin. */
function pick(scores: readonly { language: LatinLanguage; score: number }[]): LatinLanguage | undefined {
  const [best, second] = scores;
  // One letter mark alone ("nh" in "inherits") is no evidence.
  if (!best || best.score < 2) return undefined;
  if (second && best.score - second.score < 2 && best.score < second.score * 1.5) return undefined;
  return best.language;
}

function count(text: string, regex: RegExp): number {
  regex.lastIndex = 0;
  let n = 0;
  while (regex.exec(text)) n++;
  regex.lastIndex = 0;
  return n;
}
