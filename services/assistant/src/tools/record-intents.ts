/**
 * The questions about the caller's own installations and issues the offline assistant recognises,
 * on folded text (no case, no diacritics): when an installation is planned, where installations
 * and issues stand, how many issues are open, and a problem being described (which leads to a
 * proposal to report it).
 */
import { fold, stopWords, words } from '../knowledge/romanian.js';

export type RecordTopic =
  'schedule' | 'installation_status' | 'issue_status' | 'issue_count' | 'report_problem';

const ISSUE_WORDS = /\b(problem\w*|tichet\w*|sesizar\w*|reclamati\w*|issue\w*)\b/;
const INSTALLATION_WORDS =
  /\b(instalar\w*|instalat|instalata|instalate|instalator\w*|montaj\w*|montat\w*|lucrar\w*)\b/;
const COUNT_WORDS = /\b(cate|cati|numarul|cat de multe)\b/;
const STATUS_WORDS =
  /\b(status\w*|stadi\w*|stare\w*|s-a intamplat|se intampla|ce mai e|rezolvat\w*|progres\w*|unde a ajuns|ce noutati|noutati|cum merge|cum sta)\b/;
const WHEN_WORDS = /\b(cand|ce zi|ce data|in ce zi|data|ziua)\b/;
const SCHEDULE_WORDS = /\b(vine|veniti|vin|programat\w*|planificat\w*|incepe|incepeti)\b/;
const MINE = /\b(mea|meu|mele|mei|noastra|nostru|noastre|am|avem)\b/;
const HARDWARE_WORDS = /\b(hardware|echipament\w*|produs\w*|dispozitiv\w*|cost\w*|total\w*|pret\w*)\b/;
/**
 * The caller's own package or devices, without naming the installation: "ce pachet am", "pachetul
 * meu", "ce dispozitive avem în casă" (but not "de ce pachet am nevoie", a question for the site).
 */
const OWN_SETUP =
  /\b((pachet\w*|dispozitiv\w*|echipament\w*|hardware\w*|senzori\w*) (am|avem)\b(?! nevoie)|(pachetul|dispozitivele|echipamentele|senzorii) (meu|mele|mei|nostru|noastre|nostri))/;
/** A problem described: "am o problemă cu…", "senzorul nu mai răspunde", "s-a stricat…". */
const PROBLEM_WORDS =
  /\b(am (o )?problem\w*|avem (o )?problem\w*|am probleme|nu (mai )?(merge|functioneaza|raspunde|porneste|pornesc|se aprinde|se aprind|se conecteaza|se deschide|se inchide|detecteaza|reactioneaza|comunica|apare|apar|primesc|primim|raporteaza)|s-a (stricat|defectat|blocat|deconectat|oprit)|s-au (stricat|defectat|blocat|deconectat|oprit)|e (stricat|defect|offline)|este (stricat|defect|offline))\b/;

/** What the question asks of the caller's records, or null when it is not about them. */
export function recordTopic(question: string): RecordTopic | null {
  const text = fold(question).replace(/\s+/g, ' ');
  const aboutIssues = ISSUE_WORDS.test(text);
  const aboutInstallations = INSTALLATION_WORDS.test(text);
  if (aboutIssues && COUNT_WORDS.test(text)) return 'issue_count';
  if (aboutIssues && STATUS_WORDS.test(text)) return 'issue_status';
  if (/\b(problemele|problema) (mele|mea)\b/.test(text) && !PROBLEM_WORDS.test(text)) return 'issue_status';
  if ((aboutInstallations || SCHEDULE_WORDS.test(text)) && WHEN_WORDS.test(text)) return 'schedule';
  if (aboutInstallations && SCHEDULE_WORDS.test(text)) return 'schedule';
  const details = HARDWARE_WORDS.test(text) || /\badresa\b/.test(text);
  if (aboutInstallations && (STATUS_WORDS.test(text) || details || MINE.test(text)))
    return 'installation_status';
  if (OWN_SETUP.test(text)) return 'installation_status';
  if (PROBLEM_WORDS.test(text)) return 'report_problem';
  return null;
}

/** Whether the question asks about hardware, its prices or totals (the list is then written out). */
export const asksAboutHardware = (question: string): boolean => HARDWARE_WORDS.test(fold(question));

/** A number the question points at: "instalarea 7", "problema #12", "nr. 3". */
export function mentionedNumber(question: string): string | null {
  const match =
    /(?:#|\bnr\.?\s*|\bnumarul\s+|\b(?:instalar\w*|problem\w*|tichet\w*)\s+(?:nr\.?\s*)?)(\d{1,9})\b/.exec(
      fold(question),
    );
  return match?.[1] ?? null;
}

/** Kinds of home: a name's word that says only this tells no home apart from another. */
const HOME_KINDS = new Set(['casa', 'apartament', 'vila', 'bloc']);

/**
 * The one item whose name the question mentions best (most of the name's telling words present);
 * undefined when none is mentioned or two are mentioned as much.
 */
export function mentionedByName<T extends { name: string }>(
  question: string,
  items: readonly T[],
): T | undefined {
  const asked = new Set(words(question));
  let best: T | undefined;
  let bestScore = 0;
  let tie = false;
  for (const item of items) {
    const score = words(item.name).filter(
      (word) => word.length > 2 && !stopWords.has(word) && !HOME_KINDS.has(word) && asked.has(word),
    ).length;
    if (score > bestScore) {
      best = item;
      bestScore = score;
      tie = false;
    } else if (score === bestScore && score > 0) tie = true;
  }
  return bestScore > 0 && !tie ? best : undefined;
}

/**
 * A title for the issue from what the caller wrote: the first sentence, without the greeting and
 * the "I have a problem with" that opens it, capitalised, at most 80 characters on a word boundary.
 */
export function issueTitleFrom(description: string): string {
  let title = description
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(bun[aă] ziua|bun[aă] seara|salut(are)?|hei|hello)[,.!\s]*/i, '')
    .replace(/^(am|avem)\s+(o\s+)?problem[aăe]\s+(cu|la)\s+/i, '')
    .replace(/^(am|avem)\s+(o\s+)?problem[aăe][:,.\s-]*/i, '');
  const sentenceEnd = title.search(/[.!?](\s|$)/);
  if (sentenceEnd > 0) title = title.slice(0, sentenceEnd);
  if (title.length > 80) title = `${title.slice(0, 80).replace(/\s+\S*$/, '')}…`;
  title = title.trim() || 'Problemă raportată prin asistent';
  return title.charAt(0).toLocaleUpperCase('ro-RO') + title.slice(1);
}
