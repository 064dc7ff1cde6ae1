import * as l10n from '@vscode/l10n';
import type { TypeRef } from '../model/declarations';
import type { RuleReport } from '../model/findings';
import type { Range } from '../model/positions';
import type { TextPiece } from '../model/text-pieces';
import { rangeInPiece } from '../text/source-text';
import { descriptionTargets } from './support/readable-text';
import { lowerWords } from './support/naming';
import { analyzeDescription, matchesOf, negatedAt, packFor, type DescriptionLanguageSetting } from '../description/index';
import { defineRule } from './rule';

type Kind = 'password' | 'pin' | 'card' | 'bank' | 'key' | 'token' | 'code' | 'id-number' | 'secret' | 'phrase' | 'credentials';

/**
 * Single words that name a secret wherever they appear in an identifier. This list and the ones
 * below are about names of code (`cardNumber`, `apiKey`), which are English whatever the language
 * of the prose; secrets named in prose are the language pack's `sensitiveText`.
 */
const SECRET_WORDS: Record<string, Kind> = {
  password: 'password',
  passwd: 'password',
  pwd: 'password',
  passphrase: 'password',
  passcode: 'password',
  pincode: 'pin',
  cvv: 'card',
  cvc: 'card',
  iban: 'bank',
  ssn: 'id-number',
  cvv2: 'card',
  otp: 'code',
  totp: 'code',
  apikey: 'key',
  jwt: 'token',
  mnemonic: 'phrase',
  credential: 'credentials',
  credentials: 'credentials',
};

/** Head nouns that are secrets only with one of these words right before them (modifier -> kind). */
const SECRET_PAIRS: Record<string, Record<string, Kind>> = {
  number: {
    card: 'card',
    credit: 'card',
    debit: 'card',
    cvv: 'card',
    pin: 'pin',
    account: 'bank',
    routing: 'bank',
    iban: 'bank',
    security: 'id-number',
    passport: 'id-number',
    tax: 'id-number',
  },
  key: fill('key', ['private', 'secret', 'api', 'encryption', 'signing', 'access', 'recovery', 'master', 'ssh', 'gpg', 'pgp', 'wallet']),
  token: fill('token', ['access', 'auth', 'refresh', 'bearer', 'session', 'id', 'api', 'oauth', 'csrf', 'security', 'login']),
  code: { ...fill('code', ['otp', 'verification', 'security', 'auth', 'authentication', 'mfa', 'totp', 'recovery', 'backup', 'sms', 'access', 'login']), pin: 'pin', cvv: 'card' },
  answer: { security: 'password' },
  phrase: fill('phrase', ['seed', 'recovery', 'pass']),
  word: { pass: 'password' },
  secret: fill('secret', ['client', 'app', 'api', 'shared', 'totp', 'otp']),
};

function fill(kind: Kind, modifiers: string[]): Record<string, Kind> {
  return Object.fromEntries(modifiers.map((m) => [m, kind]));
}

/**
 * A last word that makes the name about something else: `passwordPolicyUrl` is a link,
 * `tokenCount` a number, `apiKeyId` a reference. None of them carries the secret itself.
 */
const SAFE_HEADS = new Set([
  'url',
  'uri',
  'link',
  'policy',
  'policies',
  'length',
  'strength',
  'count',
  'enabled',
  'required',
  'rules',
  'requirements',
  'expiry',
  'expiration',
  'expires',
  'at',
  'date',
  'time',
  'age',
  'id',
  'ids',
  'label',
  'type',
  'format',
  'field',
  'screen',
  'page',
  'visible',
  'status',
  'changed',
  'hint',
  'reset',
  'manager',
  'limit',
]);

/** Verbs whose function hands its object back: `getPassword`, `revealCardNumber`, `createApiKey`. */
const RETURNING_VERBS = new Set(['get', 'fetch', 'read', 'show', 'reveal', 'export', 'copy', 'list', 'retrieve', 'load', 'find', 'lookup', 'view', 'generate', 'create', 'issue']);

/**
 * Passwords, PINs, card data, private keys and one-time codes must never pass through an agent:
 * it may log, echo or forward them. The rule reads names (split into words, so `pinned` or
 * `keyword` never match) and the descriptions of parameters, results and serializable properties.
 * Boolean values (`hasPassword`) carry no secret and are skipped.
 */
export default defineRule({
  meta: {
    id: 'no-sensitive-data',
    description: 'No passwords, PINs, card numbers, keys, tokens or one-time codes in parameters, results or properties.',
    guideline: 'Never require or return passwords, financial details, private keys or other highly sensitive data.',
    defaultSeverity: 'warning',
    languages: ['kotlin', 'typescript', 'csharp'],
    fixable: false,
    scope: 'function',
  },
  check({ file, descriptionLanguage, report }) {
    // What was reported by name, so a description does not report it again. Keyed per declaration
    // (not per id: two functions may share one), so what one function says never hides another's.
    const byName = new Set<string>();
    const declarations = new Map<object, number>();
    const keyOf = (declaration: object, name: string) => {
      let index = declarations.get(declaration);
      if (index === undefined) declarations.set(declaration, (index = declarations.size));
      return `${index}\u0000${name}`;
    };
    const flag = (key: string, range: Range, name: string, kind: Kind, returns = false) => {
      byName.add(key);
      report({ range, message: message(name, kind, returns) });
    };

    for (const fn of file.functions) {
      for (const parameter of fn.parameters) {
        if (parameter.isContext || isBoolean(parameter.type)) continue;
        const kind = secretInName(parameter.name);
        if (kind) flag(keyOf(fn, parameter.name), parameter.nameRange, parameter.name, kind);
      }
      const returned = returnedSecret(fn.name);
      if (returned && !isBoolean(fn.returnType) && fn.returnType?.name !== 'Unit') flag(keyOf(fn, '#return'), fn.nameRange, fn.name, returned, true);
    }
    for (const type of file.serializables) {
      for (const property of type.properties) {
        if (isBoolean(property.type)) continue;
        const kind = secretInName(property.name);
        if (kind) flag(keyOf(type, property.name), property.nameRange, property.name, kind);
      }
    }

    // Descriptions catch secrets behind neutral names (`value: String` "The card's CVV").
    for (const target of descriptionTargets(file)) {
      if (target.kind === 'function' && target.fn) {
        reportEnvironmentDump(target.piece, descriptionLanguage, report);
        continue;
      }
      let key: string;
      let type: TypeRef | undefined;
      if (target.kind === 'parameter' && target.fn) {
        key = keyOf(target.fn, target.name);
        type = target.fn.parameters.find((p) => p.name === target.name)?.type;
      } else if (target.kind === 'property' && target.type) {
        key = keyOf(target.type, target.name);
        type = target.type.properties.find((p) => p.name === target.name)?.type;
      } else if (target.kind === 'return' && target.fn) {
        key = keyOf(target.fn, '#return');
        type = target.fn.returnType;
        if (type?.name === 'Unit') continue;
        if (!byName.has(key)) reportEnvironmentDump(target.piece, descriptionLanguage, report);
      } else {
        continue;
      }
      if (byName.has(key) || isBoolean(type) || hasSafeHead(target.name)) continue;
      // "Do not include passwords or API keys" keeps secrets out; it does not ask for them.
      const pack = packFor(target.piece.text, descriptionLanguage);
      const matches = pack.sensitiveText.flatMap((pattern) => matchesOf(target.piece.text, pattern));
      // The analysis (for negation) only when there is something to judge.
      const analysis = matches.length > 0 ? analyzeDescription(target.piece.text, pack) : undefined;
      const match = matches.find((m) => !negatedAt(analysis!, m.start));
      if (!match) continue;
      report({
        range: rangeInPiece(target.piece, match.start, match.end),
        message: l10n.t(
          "The description of '{0}' says it carries '{1}': an agent must never see or pass on such data. Remove it and let the user enter it in your app.",
          target.name,
          match.text,
        ),
      });
    }
  },
});

/**
 * A function whose description says it hands back the whole environment: secrets from every
 * variable reach the agent (it is the function's result, not one named value).
 */
function reportEnvironmentDump(piece: TextPiece, descriptionLanguage: DescriptionLanguageSetting, report: (report: RuleReport) => void): void {
  const pack = packFor(piece.text, descriptionLanguage);
  const { mention, handsBack, notTheValues } = pack.environmentDump;
  for (const match of matchesOf(piece.text, mention)) {
    const before = piece.text.slice(0, match.start);
    if (negatedAt(analyzeDescription(piece.text, pack), match.start) || !handsBack.test(before) || notTheValues.test(before)) continue;
    report({
      range: rangeInPiece(piece, match.start, match.end),
      message: l10n.t("The function hands '{0}' to the agent: API keys and tokens live there. Return only the values the agent needs.", match.text),
    });
    return;
  }
}

/** The kind of secret an identifier names, if any. */
export function secretInName(name: string): Kind | undefined {
  const words = lowerWords(name);
  if (words.length === 0 || hasSafeHead(name)) return undefined;
  for (const [i, word] of words.entries()) {
    // Own properties only: a word such as `constructor` must not hit Object.prototype.
    if (Object.hasOwn(SECRET_WORDS, word)) return SECRET_WORDS[word];
    const modifiers = Object.hasOwn(SECRET_PAIRS, word) ? SECRET_PAIRS[word] : undefined;
    const previous = words[i - 1];
    if (modifiers && previous !== undefined && Object.hasOwn(modifiers, previous)) return modifiers[previous];
  }
  if (words.some((w, i) => w === 'one' && words[i + 1] === 'time' && ['code', 'key', 'token'].includes(words[i + 2] ?? ''))) return 'code';
  // `pin` alone or as the head (`newPin`, `cardPin`); `pinned`, `spinner` are other words.
  if (words.at(-1) === 'pin') return 'pin';
  // A bare `secret` is one; `secretNote` is just a note.
  if (words.at(-1) === 'secret') return 'secret';
  return undefined;
}

/** The secret a function hands back, judged by its name (`getApiKey`, `revealPin`). */
function returnedSecret(name: string): Kind | undefined {
  const [verb, ...rest] = lowerWords(name);
  if (!verb || !RETURNING_VERBS.has(verb) || rest.length === 0) return undefined;
  return secretInName(rest.join('_'));
}

function hasSafeHead(name: string): boolean {
  return SAFE_HEADS.has(lowerWords(name).at(-1) ?? '');
}

function isBoolean(type: TypeRef | undefined): boolean {
  return !!type && /^(?:kotlin\.|System\.)?(?:Boolean|boolean|bool)$/.test(type.name);
}

function message(name: string, kind: Kind, returns: boolean): string {
  const what: Record<Kind, string> = {
    password: l10n.t('a password'),
    pin: l10n.t('a PIN'),
    card: l10n.t('payment card data'),
    bank: l10n.t('bank account details'),
    key: l10n.t('a secret key'),
    token: l10n.t('an authentication token'),
    code: l10n.t('a one-time or security code'),
    'id-number': l10n.t('a national identity number'),
    secret: l10n.t('a secret'),
    phrase: l10n.t('a recovery phrase'),
    credentials: l10n.t('login credentials'),
  };
  if (returns) {
    return l10n.t("'{0}' hands {1} to the agent, which must never see such data. Keep it inside your app.", name, what[kind]);
  }
  return l10n.t("'{0}' looks like {1}: an agent must never see or pass on such data. Remove it and let the user enter it in your app.", name, what[kind]);
}
