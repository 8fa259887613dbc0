/**
 * The offline assistant's answers about the caller's own installations and issues, written from
 * what the tools read with the caller's rights. Texts people wrote (titles, comments) are quoted
 * as data; nothing in them is ever acted on.
 */
import type { ChatTurn } from '../knowledge/index.js';
import { markdownLink } from '../knowledge/format.js';
import type { CallerTools } from './caller-tools.js';
import { countByStatus, type InstallationView, type IssueView } from './record-views.js';
import {
  asksAboutHardware,
  issueTitleFrom,
  mentionedByName,
  mentionedNumber,
  recordTopic,
} from './record-intents.js';

const INSTALLATIONS_LINK = markdownLink({ label: 'Instalările mele', path: '/dashboard/installations' });
const ISSUES_LINK = markdownLink({ label: 'Probleme', path: '/dashboard/issues' });
/** Asked when a problem is described and the caller has several installations; its answer names one. */
export const WHICH_INSTALLATION = 'Pe care instalare este problema?';
const COMMENT_QUOTE_MAX = 300;
const LISTED_MAX = 5;

export const RECORDS_UNAVAILABLE =
  'Nu pot citi acum datele instalărilor dumneavoastră. Încercați din nou în câteva minute sau deschideți ' +
  `${INSTALLATIONS_LINK}.`;

/** "1 problemă deschisă", "2 probleme deschise", "20 de probleme deschise", "nicio problemă deschisă". */
export function countOf(count: number, one: string, many: string, none: string): string {
  if (count === 0) return none;
  if (count === 1) return `1 ${one}`;
  const lastTwo = count % 100;
  return lastTwo >= 20 || lastTwo === 0 ? `${count} de ${many}` : `${count} ${many}`;
}

const quoted = (text: string): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return `„${line.length > COMMENT_QUOTE_MAX ? `${line.slice(0, COMMENT_QUOTE_MAX)}…` : line}”`;
};

/** The installations the question points at (by number or name), else all of them. */
function pickInstallations(question: string, all: InstallationView[]): InstallationView[] | 'unknown' {
  const number = mentionedNumber(question);
  if (number !== null) {
    const one = all.find((item) => item.id === number);
    return one ? [one] : 'unknown';
  }
  const named = mentionedByName(question, all);
  return named ? [named] : all;
}

const unknownInstallation = (question: string): string =>
  `Nu găsesc instalarea ${mentionedNumber(question) ?? ''} printre instalările pe care le puteți vedea. ` +
  `Lista lor este în ${INSTALLATIONS_LINK}.`;

function scheduleLine(item: InstallationView): string {
  const name = `„${item.name}” (pachetul ${item.package})`;
  if (item.status === 'completed')
    return item.installedDay
      ? `${name} a fost instalată pe ${item.installedDay}.`
      : `${name} este finalizată.`;
  if (item.status === 'in_progress')
    return item.installedDay
      ? `La ${name} lucrările au început pe ${item.installedDay} și sunt în desfășurare.`
      : `La ${name} lucrările sunt în desfășurare${item.plannedDay ? ` (programate pe ${item.plannedDay})` : ''}.`;
  return item.plannedDay
    ? `Instalarea ${name} este programată pe ${item.plannedDay}, la adresa ${item.address}.`
    : `Instalarea ${name} nu are încă o zi programată; vă contactăm pentru programare.`;
}

function scheduleAnswer(question: string, all: InstallationView[], staff: boolean): string {
  if (all.length === 0) return noInstallations();
  const picked = pickInstallations(question, all);
  if (picked === 'unknown') return unknownInstallation(question);
  // Staff asking in general want what comes next; a customer, each of their homes not yet done.
  const upcoming = picked.filter((item) => item.status !== 'completed');
  const shown = picked.length === 1 ? picked : upcoming.length > 0 ? upcoming : picked;
  const lines = (staff ? shown.slice(0, LISTED_MAX) : shown).map(scheduleLine);
  return `${lines.join('\n')}\n\nDetaliile sunt în ${INSTALLATIONS_LINK}.`;
}

function statusLine(item: InstallationView, details: boolean): string {
  const when = item.installedDay
    ? `, instalată pe ${item.installedDay}`
    : item.plannedDay
      ? `, programată pe ${item.plannedDay}`
      : '';
  const head = `„${item.name}” (pachetul ${item.package}): ${item.statusLabel}${when}.`;
  if (!details || item.hardware.length === 0) return head;
  const items = item.hardware.map((line) => `- ${line.quantity} × ${line.name} (${line.unitPrice} / buc.)`);
  return `${head}\nHardware:\n${items.join('\n')}\nTotal hardware: ${item.hardwareTotal}.`;
}

function installationStatusAnswer(question: string, all: InstallationView[]): string {
  if (all.length === 0) return noInstallations();
  const picked = pickInstallations(question, all);
  if (picked === 'unknown') return unknownInstallation(question);
  const details = picked.length === 1 || asksAboutHardware(question);
  return `${picked
    .slice(0, LISTED_MAX)
    .map((item) => statusLine(item, details))
    .join('\n\n')}\n\nDetaliile sunt în ${INSTALLATIONS_LINK}.`;
}

function issueLine(issue: IssueView): string {
  const head = `Problema #${issue.id} ${quoted(issue.title)} (${issue.installationName}): ${issue.statusLabel}.`;
  const last = issue.lastComment;
  if (!last) return `${head} Nu are încă niciun comentariu.`;
  const by = last.by === 'echipa' ? 'de la echipă' : 'al dumneavoastră';
  return `${head} Ultimul comentariu, ${by}, pe ${last.day}: ${quoted(last.text)}`;
}

function issueStatusAnswer(question: string, all: IssueView[]): string {
  if (all.length === 0)
    return `Nu aveți nicio problemă raportată. Dacă ceva nu funcționează, descrieți-mi problema și o raportez pentru dumneavoastră.`;
  const number = mentionedNumber(question);
  if (number !== null) {
    const one = all.find((issue) => issue.id === number);
    return one
      ? issueLine(one)
      : `Nu găsesc problema ${number} printre cele pe care le puteți vedea. Lista lor este în ${ISSUES_LINK}.`;
  }
  // The ones still being dealt with first, then the latest solved.
  const ordered = [
    ...all.filter((issue) => issue.status !== 'resolved'),
    ...all.filter((issue) => issue.status === 'resolved'),
  ];
  const more =
    all.length > LISTED_MAX
      ? `\n\nToate (${all.length}) sunt în ${ISSUES_LINK}.`
      : `\n\nDetaliile sunt în ${ISSUES_LINK}.`;
  return ordered.slice(0, LISTED_MAX).map(issueLine).join('\n\n') + more;
}

function issueCountAnswer(all: IssueView[], staff: boolean): string {
  const counts = countByStatus(all, ['open', 'wip', 'resolved']);
  const whose = staff ? 'Pe toate instalările' : 'Problemele dumneavoastră';
  return (
    `${whose}: ${countOf(counts.open, 'problemă deschisă', 'probleme deschise', 'nicio problemă deschisă')}, ` +
    `${countOf(counts.wip, 'în lucru', 'în lucru', 'niciuna în lucru')} și ` +
    `${countOf(counts.resolved, 'rezolvată', 'rezolvate', 'niciuna rezolvată')}. Lista este în ${ISSUES_LINK}.`
  );
}

const noInstallations = (): string =>
  'Nu găsesc nicio instalare în contul dumneavoastră. Dacă ați stabilit deja o instalare cu noi, ' +
  `scrieți-ne pe pagina ${markdownLink({ label: 'Contact', path: '/contact' })} și o legăm de contul dumneavoastră.`;

/** The installation a described problem is about: named, numbered, or the only one; else undefined. */
function installationOfProblem(question: string, all: InstallationView[]): InstallationView | undefined {
  const picked = pickInstallations(question, all);
  if (picked === 'unknown') return undefined;
  return picked.length === 1 ? picked[0] : undefined;
}

async function reportProblem(tools: CallerTools, description: string, where: string): Promise<string> {
  const all = await tools.installations();
  if (all.length === 0) return noInstallations();
  const installation = installationOfProblem(where, all);
  if (!installation) {
    const names = all.slice(0, 10).map((item) => `- ${item.name}`);
    return `${WHICH_INSTALLATION} Scrieți-mi numele ei:\n${names.join('\n')}`;
  }
  const proposal = await tools.propose({
    installationId: installation.id,
    title: issueTitleFrom(description),
    description,
  });
  if (!proposal) return unknownInstallation(where);
  return (
    `Pot raporta problema pentru dumneavoastră, pe instalarea „${proposal.installationName}”, cu titlul ` +
    `${quoted(proposal.title)}. Apăsați „Confirmă” mai jos și echipa o primește (propunerea este valabilă ` +
    `15 minute), sau „Anulează”.`
  );
}

/** The problem described just before, when the assistant then asked on which installation it is. */
function pendingProblem(history: readonly ChatTurn[]): string | null {
  const lastAnswer = history.at(-1);
  const described = history.at(-2);
  if (lastAnswer?.role !== 'assistant' || !lastAnswer.content.startsWith(WHICH_INSTALLATION)) return null;
  return described?.role === 'user' && recordTopic(described.content) === 'report_problem'
    ? described.content
    : null;
}

/**
 * The answer to a question about the caller's records, or null when the question is not about
 * them (the public facts answer it then). A records read that fails is answered as such.
 */
export async function answerFromRecords(
  question: string,
  history: readonly ChatTurn[],
  tools: CallerTools,
): Promise<string | null> {
  const problem = pendingProblem(history);
  const topic = recordTopic(question);
  try {
    if (problem !== null && topic === null) return await reportProblem(tools, problem, question);
    switch (topic) {
      case 'schedule':
        return scheduleAnswer(question, await tools.installations(), tools.isStaff);
      case 'installation_status':
        return installationStatusAnswer(question, await tools.installations());
      case 'issue_status':
        return issueStatusAnswer(question, await tools.issues());
      case 'issue_count':
        return issueCountAnswer(await tools.issues(), tools.isStaff);
      case 'report_problem':
        return await reportProblem(tools, question, question);
      case null:
        return null;
    }
  } catch {
    return RECORDS_UNAVAILABLE;
  }
}
