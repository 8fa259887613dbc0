import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * Whether a new password is one of the first guesses of an attacker: a very common password,
 * a dictionary word, a keyboard row, a sequence or a date, alone or in a short combination
 * (`password123`, `parola123`, `qwerty123`, `12345678`), or the person's own name or address.
 *
 * The estimate is zxcvbn's (`@zxcvbn-ts`, with its common-password, English and name lists,
 * bundled in this package: nothing is fetched at run time). A password is refused when zxcvbn
 * needs fewer than 10^6 guesses for it (score 0 or 1) *and* the cheapest way to guess it uses
 * at least one of those patterns. A short password of random characters that is merely short
 * is left to the length minimum (six characters for customers), which stays the only length rule.
 */

/** Words Romanians pick that the English and common lists do not hold (no Romanian list is published). */
export const ROMANIAN_COMMON_WORDS = [
  'parola',
  'parolamea',
  'iubire',
  'iubirea',
  'iubitul',
  'iubita',
  'dragoste',
  'romania',
  'bucuresti',
  'iasi',
  'moldova',
  'cluj',
  'timisoara',
  'constanta',
  'brasov',
  'craiova',
  'galati',
  'steaua',
  'dinamo',
  'rapid',
  'fotbal',
  'andrei',
  'alexandru',
  'mihai',
  'ionut',
  'gabriel',
  'cristina',
  'andreea',
  'elena',
  'maria',
  'ioana',
  'florin',
  'bogdan',
  'adrian',
  'catalin',
  'mama',
  'tata',
  'mamaie',
  'bunica',
  'familia',
  'copii',
  'printesa',
  'soare',
  'floare',
  'fericire',
  'noroc',
  'dumnezeu',
  'hristos',
  'casa',
  'acasa',
  'cheie',
  'secret',
  'nuamparola',
  'nustiu',
  'salut',
  'buna',
  'admin',
  'administrator',
  'smarthome',
];

let checker: ZxcvbnFactory | undefined;

/** Built at the first use: ranking the lists takes a moment nobody should wait for at start. */
function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, romanian: ROMANIAN_COMMON_WORDS },
    graphs: common.adjacencyGraphs,
    // The check runs before the rate limits (a refused password must not use up a visitor's
    // registrations), so its cost is bounded: with the defaults it grows steeply with the length
    // of the input and its look-alike characters. Past 64 characters the rest counts as random,
    // which a password that long may be taken to be.
    maxLength: 64,
    l33tMaxSubstitutions: 12,
  });
  return checker;
}

/** Below this many guesses a password falls to an online attack that respects the rate limits. */
const ENOUGH_GUESSES = 1e6;

/**
 * True when the password is too easy to guess (see above). `personal` are the account's own
 * words (e-mail, its local part, first and last name), which count as a dictionary too.
 */
export function isGuessablePassword(password: string, personal: readonly string[] = []): boolean {
  const words = personal.map((word) => word.trim().toLowerCase()).filter((word) => word.length >= 3);
  const result = zxcvbn().check(password, words);
  if (result.guesses >= ENOUGH_GUESSES) return false;
  return result.sequence.some((match) => match.pattern !== 'bruteforce');
}

/** The e-mail, its local part and the names: what a password must not be built from. */
export function personalWords(person: { email?: string; firstName?: string; lastName?: string }): string[] {
  const email = person.email ?? '';
  return [email, email.split('@')[0] ?? '', person.firstName ?? '', person.lastName ?? ''].filter(Boolean);
}

/** Staff accounts (installer, admin) open the whole back office: their passwords are longer. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const CUSTOMER_PASSWORD_MIN_LENGTH = 6;

export function minimumPasswordLength(role: string): number {
  return role === 'admin' || role === 'installer' ? STAFF_PASSWORD_MIN_LENGTH : CUSTOMER_PASSWORD_MIN_LENGTH;
}
