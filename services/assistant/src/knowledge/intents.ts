/**
 * The kinds of question the offline assistant recognises before it searches: attempts to get at
 * the instructions or at other people's data, greetings, thanks, a named package, the service area
 * and a place. All work on folded text (romanian.ts), so diacritics and case never matter.
 */
import { packageIds, serviceArea, type PackageId } from '@smarthome/catalog';
import { fold, stopWords, words } from './romanian.js';

/**
 * What a visitor may not get, in Romanian and English: the instructions or the prompt, passwords
 * and keys, other users' conversations, accounts or data, the site's internal systems, and requests
 * to drop the rules or play another role. Matched on folded text.
 */
const forbidden: readonly RegExp[] = [
  /\bprompt/,
  /\b(ignor\w*|uita\w*|nu mai tine cont|disregard|forget|override|bypass)\b.{0,40}\b(instructiun|regul|instruction|rule|directiv|indicati)/,
  /\b(instructiun\w*|instructions?|regulile|rules)\b.{0,30}\b(tale|voastre|your|de sistem|system|ascuns\w*|hidden|initial\w*|secret\w*|interne)\b/,
  /\b(tale|your|ascunse|hidden|secrete)\s+(instructiun|instruction|regul|rule)/,
  /\b(parol\w*|password\w*|passwd|credential\w*|api ?key\w*|cheia api|chei(le)? api|token(ul|uri)? de acces|access token|secret(ul|e|ele)?)\b/,
  /\b(conversati\w*|conversations?|mesajele|chat\w*|istoric\w*|history|datele|date personale|personal data|email\w*|adresel\w*)\b.*\b(altor|altora|celorlalt\w*|other|others|utilizator\w*|users?|clientilor|customers?)\b/,
  /\b(altor|altora|alti|celorlalt\w*|other|others)\b.*\b(utilizator\w*|users?|conversati\w*|conversations?|conturi\w*|accounts?)\b/,
  /\b(cont|contul|contului|conturi|conturile|account|accounts|login|autentificare)\b/,
  /\b(baza de date|bazei de date|database|server\w* intern\w*|sistem\w* intern\w*|internal system\w*|cod\w* sursa|source code|configuratia ta|setarile tale|logs?|loguri\w*)\b/,
  /\b(esti acum|de acum (inainte )?esti|comporta-te ca|joaca rolul|pretinde|pretend|act as|you are now|roleplay|role play|jailbreak|dan mode|developer mode|mod(ul)? dezvoltator)\b/,
  /\b(repeta|repeat|afiseaza|print|copiaza|rescrie)\w*\b.{0,40}\b(mai sus|de deasupra|above|tot ce|everything|textul de|the text)\b/,
  /\b(ce (ti|vi) s-a spus|what (were|are) you told)\b/,
  /\b(system message|mesaj\w* de sistem|mesajul sistemului|system instructions?)\b/,
];

/**
 * A visitor asking about their own sign-in ("am uitat parola", "cum îmi fac cont?", "nu mă pot
 * conecta"): the public pages for it are an answer, not a leak. Anything naming someone else's
 * account or an administrator is not this, and stays refused.
 */
export function isOwnAccountHelp(question: string): boolean {
  const text = fold(question).replace(/\s+/g, ' ');
  if (/\b(admin\w*|altor|altui|altcuiva|altora|celorlalt\w*|other|others|someone)\b/.test(text)) return false;
  return (
    /\b(am uitat|uitat\w*|resetez|resetare|reseta|schimb|recuperez|recuperare|nou[aă]?)\b.{0,30}\bparol\w*/.test(
      text,
    ) ||
    /\b(cum|vreau sa|as vrea sa|pot sa)\b.{0,30}\b(creez|fac|deschid|inregistrez|inregistra)\b.{0,20}\bcont\w*/.test(
      text,
    ) ||
    /\bnu (ma|mai) pot (conecta|autentifica|loga|intra)\b/.test(text)
  );
}

/**
 * The calculator's own message ("…am obținut un total estimat de 2.345 lei… Mă puteți ajuta cu o
 * ofertă?"): the visitor has an estimate and wants the next step.
 */
export const isEstimateRequest = (question: string): boolean =>
  /\b(calculator\w*|total\w* estimat|cost\w* estimativ|estimare\w*)\b/.test(fold(question)) &&
  /\b(ofert\w*|ajut\w*|pas\w*|continu\w*)\b/.test(fold(question));

/** A question that tries to reach past the public facts. */
export const isForbiddenRequest = (question: string): boolean => {
  const text = fold(question).replace(/\s+/g, ' ');
  return forbidden.some((pattern) => pattern.test(text));
};

const greetingWords = new Set([
  'buna',
  'ziua',
  'seara',
  'dimineata',
  'salut',
  'salutare',
  'salutari',
  'hei',
  'hey',
  'hello',
  'hi',
  'servus',
  'neata',
  'noroc',
  'good',
  'morning',
  'afternoon',
  'evening',
]);
const thanksWords = new Set([
  'multumesc',
  'multumim',
  'mersi',
  'merci',
  'thanks',
  'thank',
  'ms',
  'mc',
  'multam',
]);
const politeWords = new Set([
  'mult',
  'frumos',
  'foarte',
  'you',
  'va',
  'iti',
  'tie',
  'voua',
  'ok',
  'bine',
  'super',
]);

/** Only a greeting ("Bună ziua!", "salut"), nothing asked yet. */
export function isGreetingOnly(question: string): boolean {
  const list = words(question);
  return (
    list.some((word) => greetingWords.has(word)) &&
    list.every((word) => greetingWords.has(word) || stopWords.has(word))
  );
}

/** Only thanks ("Mulțumesc frumos!"). */
export function isThanksOnly(question: string): boolean {
  const list = words(question);
  return (
    list.some((word) => thanksWords.has(word)) &&
    list.every(
      (word) =>
        thanksWords.has(word) || politeWords.has(word) || greetingWords.has(word) || stopWords.has(word),
    )
  );
}

/** "Ce poți face?", "cu ce mă poți ajuta?", "help". */
export function isHelpRequest(question: string): boolean {
  const text = fold(question);
  return (
    /\b(ce (poti|puteti|stii|stiti) (face|sa faci|sa faceti)|cu ce (ma|ne) (poti|puteti) ajuta|la ce (esti|te pricepi)|ce intrebari)\b/.test(
      text,
    ) || /^\s*(ajutor|help|meniu|start)\W*$/.test(text)
  );
}

/** "Cine sunteți?", "ce faceți?", "ce oferiți?": about the service itself. */
export const isAboutQuestion = (question: string): boolean =>
  /^\W*(cine (sunteti|esti)|ce (faceti|faci|oferiti|oferi)|cu ce va ocupati|despre (voi|tine))\W*$/.test(
    fold(question),
  );

/** Names that always mean a package, and the descriptions that do only next to "pachet". */
const packageNames: Record<PackageId, { names: RegExp; described: RegExp }> = {
  basic: { names: /\bbasic\w*\b/, described: /\b(de baza|baza|cel mai ieftin|ieftin|simplu|mic|primul)\b/ },
  advanced: { names: /\b(advanced|avansat\w*)\b/, described: /\b(mediu|mijlociu|intermediar|al doilea)\b/ },
  premium: {
    names: /\bpremium\w*\b/,
    described: /\b(cel mai scump|scump|complet|cel mai mare|al treilea)\b/,
  },
};

/** The packages a question names, in catalog order; "pachetul de bază" counts only when `aboutPackages`. */
export function mentionedPackages(question: string, aboutPackages: boolean): PackageId[] {
  const text = fold(question);
  return packageIds.filter(
    (id) => packageNames[id].names.test(text) || (aboutPackages && packageNames[id].described.test(text)),
  );
}

export const mentionsPackageWord = (question: string): boolean => /\bpachet\w*/.test(fold(question));

/** Verbs and nouns of "where do you work": "lucrați în…", "veniți la…", "în ce zone…". */
const areaWords =
  /\b(unde (sunteti|esti|va aflati|te afli|activati)|lucrati|lucrezi|lucreaza|lucrez|lucram|veniti|vii|ajungeti|ajungi|deserviti|deservesti|deservire|deplasati|deplasezi|deplasare|acoperiti|zona|zone|zonele|zonei|localitat\w*|instalati|instalezi|montati|faceti instalari|faci instalari|activati|operati)\b/;
/** A question about the hours ("lucrați sâmbăta?") is not one about the area. */
const scheduleWords =
  /\b(program\w*|orar\w*|ore|ora|weekend\w*|sambat\w*|duminic\w*|luni|vineri|cand|noapte\w*|seara)\b/;

/** The service area's places as a visitor writes them: "Municipiul Iași" is "Iași". */
const areaPlaces = serviceArea.map((place) => ({ place, key: fold(place).replace(/^municipiul /, '') }));

/** Place names outside the catalog's words that are still not places. */
const notPlaces = new Set([
  'weekend',
  'strainatate',
  'afara',
  'general',
  'rest',
  'restul',
  'toata',
  'tot',
  'toate',
  'timpul',
  'noaptea',
  'apropiere',
  'imprejurimi',
  'preajma',
]);
/** Words that may stand before a place's name: "în zona Pașcani", "în orașul Vaslui". */
const placeNouns = new Set([
  'zona',
  'orasul',
  'oras',
  'comuna',
  'satul',
  'sat',
  'localitatea',
  'judetul',
  'judet',
  'jud',
  'municipiul',
]);

export interface AreaQuestion {
  /** The listed place the question names, as the catalog writes it. */
  listed: string | null;
  /** A place the question names that is not in the service area, as the visitor wrote it (capitalised). */
  elsewhere: string | null;
}

const capitalise = (name: string): string =>
  name.replace(
    /(^|[\s-])(\p{L})/gu,
    (_match, before: string, letter: string) => before + letter.toUpperCase(),
  );

/**
 * Whether the question is about where installations are done, and which place it names.
 * `known(word)` tells the facts' own words, which are never a place (a listed place is matched
 * before that).
 */
export function areaQuestion(question: string, known: (foldedWord: string) => boolean): AreaQuestion | null {
  const text = fold(question);
  const listed = areaPlaces.find(({ key }) => new RegExp(`\\b${key}\\b`).test(text));
  const asksArea = areaWords.test(text) && !scheduleWords.test(text);
  // "Iași" alone is the site's own name; the other listed places are reason enough.
  if (!asksArea && !(listed && listed.key !== 'iasi')) return null;
  return { listed: listed?.place ?? null, elsewhere: listed ? null : placeAfterPreposition(question, known) };
}

/** The name after "în", "la", "din"…: "lucrați în Piatra Neamț?" → "Piatra Neamț". */
function placeAfterPreposition(question: string, known: (foldedWord: string) => boolean): string | null {
  const pattern =
    /(?:^|[^\p{L}])(?:în|in|la|din|prin|spre|către|catre|pana la|până la)\s+([\p{L}][\p{L}\s-]*)/giu;
  for (const match of question.matchAll(pattern)) {
    const name: string[] = [];
    for (const word of (match[1] ?? '').split(/\s+/)) {
      const folded = fold(word);
      if (name.length === 0 && placeNouns.has(folded)) continue;
      if (!folded || stopWords.has(folded) || notPlaces.has(folded) || known(folded) || name.length === 3)
        break;
      name.push(word);
    }
    if (name.length > 0) return capitalise(name.join(' '));
  }
  return null;
}
