/**
 * The offline assistant: answers a visitor from the facts alone when no language model is
 * configured. Requests for anything but the public facts get a fixed refusal; greetings and thanks
 * a short reply; a named package, the service area or a place their own answer; everything else is
 * searched, and only a fact that matches at least half of the question's topic words is quoted.
 */
import { serviceAreaInSentence, type PackageId } from '@smarthome/catalog';
import { faqEntry, type Fact } from './facts.js';
import { markdownLink } from './format.js';
import {
  areaQuestion,
  isAboutQuestion,
  isEstimateRequest,
  isForbiddenRequest,
  isGreetingOnly,
  isHelpRequest,
  isOwnAccountHelp,
  isThanksOnly,
  mentionedPackages,
  mentionsPackageWord,
  type AreaQuestion,
} from './intents.js';
import { contentTerms, stem, words } from './romanian.js';
import { factIndex, type FactHit } from './search.js';
import { sitePages } from './site-pages.js';
import type { ChatTurn, KnowledgeAnswer, KnowledgeLink } from './types.js';

/** A fact is quoted beside the best one only when it scores at least this share of the best's score. */
const RELATIVE_SCORE = 0.75;
/** At most this many facts in one answer. */
const MAX_FACTS = 3;

const contactLink: KnowledgeLink = { label: 'contact', path: sitePages.contact.path };
const packagesLink: KnowledgeLink = { label: 'pachetele și prețurile lor', path: sitePages.packages.path };
const hardwareLink: KnowledgeLink = { label: 'prețurile hardware-ului', path: sitePages.calculator.path };

const answer = (text: string, links: KnowledgeLink[], matched = true): KnowledgeAnswer => ({
  text,
  matched,
  links,
});

/** The same refusal whatever was asked: it repeats nothing of the question or of the instructions. */
export const refusal: KnowledgeAnswer = answer(
  `Îmi pare rău, la asta nu te pot ajuta. Pot răspunde doar la întrebări despre serviciile SmartHome Iași: pachete, prețuri, hardware, zona de deservire, program și instalare. Pentru altceva, folosește pagina de ${markdownLink(contactLink)}.`,
  [contactLink],
  false,
);

const notKnown: KnowledgeAnswer = answer(
  `Nu știu asta, îmi pare rău. Răspund doar la întrebări despre serviciile SmartHome Iași: pachete, prețuri, hardware, zona de deservire, program și instalare. Pentru orice altceva, scrie-mi pe pagina de ${markdownLink(contactLink)}.`,
  [contactLink],
  false,
);

const welcome: KnowledgeAnswer = answer(
  `Bună ziua! Sunt asistentul virtual SmartHome Iași. Te pot ajuta cu ${markdownLink(packagesLink)}, ${markdownLink(hardwareLink)}, zona în care se fac instalările, programul de contact și durata instalării. Ce ai vrea să afli?`,
  [packagesLink, hardwareLink],
);

const accountLinks: KnowledgeLink[] = [sitePages.forgotPassword, sitePages.register, sitePages.login];
const accountHelp: KnowledgeAnswer = answer(
  `Pentru parola uitată folosește pagina ${markdownLink(sitePages.forgotPassword)}: primești pe e-mail un link pentru o parolă nouă. Un cont nou îl faci la ${markdownLink(sitePages.register)}, iar conectarea e la ${markdownLink(sitePages.login)}. Dacă tot nu reușești, scrie-mi pe pagina de ${markdownLink(contactLink)}.`,
  [...accountLinks, contactLink],
);

const estimateNextStep: KnowledgeAnswer = answer(
  `Mulțumesc! Totalul din calculator este o estimare a hardware-ului ales și, dacă ai ales unul, a pachetului de instalare. Pentru o ofertă fermă, scrie-mi pe pagina de ${markdownLink(contactLink)} și adaugă lista din calculator; pornim cu o consultație în care stabilim exact ce ai nevoie. Detalii: ${markdownLink(sitePages.installationProcess)}, ${markdownLink(sitePages.packages)}.`,
  [contactLink, sitePages.installationProcess, sitePages.packages],
);

const youAreWelcome: KnowledgeAnswer = answer(
  'Cu plăcere! Dacă mai ai întrebări despre pachete, prețuri sau instalare, întreabă-mă oricând.',
  [],
);

/** Items, their categories and the single-board computer: what the calculator prices. */
const isHardware = (fact: Fact): boolean =>
  fact.kind === 'hardware-item' || fact.kind === 'hardware-category' || fact.kind === 'single-board-computer';

/** Words that ask about something already named: "și cât costă?", "ce include?". */
const followUpTerms = new Set(
  'cost costa pret include inclus contine dureaza durata suport dispozitive detalii garantie bani lei euro total ofera functioneaza'
    .split(' ')
    .map(stem),
);
const FOLLOW_UP_MAX_WORDS = 6;

/** A short question that names no topic of its own, only what to tell about the last one. */
function isFollowUp(question: string): boolean {
  return (
    words(question).length <= FOLLOW_UP_MAX_WORDS &&
    contentTerms(question).every((term) => followUpTerms.has(term))
  );
}

/** The visitor's question before this one; `history` may or may not end with this one. */
function previousQuestion(question: string, history: readonly ChatTurn[]): string | null {
  const asked = history.filter((turn) => turn.role === 'user').map((turn) => turn.content.trim());
  if (asked.at(-1) === question.trim() && history.at(-1)?.role === 'user') asked.pop();
  return asked.at(-1) ?? null;
}

function linkSentence(links: readonly KnowledgeLink[]): string {
  return `Detalii: ${links.map(markdownLink).join(', ')}.`;
}

/** The facts' pages, each once; a hardware answer always ends at the calculator, where totals are made. */
function uniqueLinks(facts: readonly Fact[]): KnowledgeLink[] {
  const pages = facts.map((fact) => fact.link);
  if (facts.some(isHardware)) pages.push(sitePages.calculator);
  const byPath = new Map<string, KnowledgeLink>();
  for (const page of pages) if (!byPath.has(page.path)) byPath.set(page.path, page);
  return [...byPath.values()];
}

/** One fact as its answer; several as a short list, each on one line. Links go last. */
function fromFacts(facts: readonly Fact[]): KnowledgeAnswer {
  const links = uniqueLinks(facts);
  const body =
    facts.length === 1
      ? (facts[0]?.answer ?? '')
      : facts.map((fact) => `- ${fact.short ?? fact.answer}`).join('\n');
  const separator = body.includes('\n') ? '\n\n' : ' ';
  return answer(`${body}${separator}${linkSentence(links)}`, links);
}

function packageFacts(ids: readonly PackageId[]): Fact[] {
  const { byId } = factIndex();
  return ids.flatMap((id) => byId.get(`package-${id}`) ?? []);
}

/** "Dacă locuiești în altă parte, îți pot oferi consultanță online: …" */
const elsewhereSentence = faqEntry('area').answer.at(-1) ?? '';
/** "Municipiul Iași" inside a sentence. */
const inSentence = (place: string): string => place.replace(/^Municipiul/, 'municipiul');

function areaAnswer({ listed, elsewhere }: AreaQuestion): KnowledgeAnswer {
  const link = sitePages.contact;
  if (listed) {
    return answer(
      `Da, în ${inSentence(listed)} fac instalări la domiciliu. Zona de deservire: ${serviceAreaInSentence}. ${linkSentence([link])}`,
      [link],
    );
  }
  if (elsewhere) {
    return answer(
      `În ${elsewhere} nu fac instalări la domiciliu: acestea se fac doar în ${serviceAreaInSentence}. ${elsewhereSentence} ${linkSentence([link])}`,
      [link],
    );
  }
  const fact = factIndex().byId.get('faq-area');
  return fact ? fromFacts([fact]) : notKnown;
}

/**
 * The facts worth quoting: the best hit, if it matches at least half of the question's topic
 * words, and those close to it that match as many of them. Words like "cost" or "preț" count only
 * in a question without other topic words: "cât costă un termostat?" is about a thermostat, which
 * the site does not list.
 */
function relevantFacts(hits: readonly FactHit[], topicTerms: readonly string[]): Fact[] {
  const specific = topicTerms.filter((term) => !followUpTerms.has(term));
  const counted = specific.length > 0 ? specific : topicTerms;
  const coverage = (hit: FactHit) => hit.matchedTerms.filter((term) => counted.includes(term)).length;
  const best = hits[0];
  if (!best || coverage(best) < Math.max(1, Math.ceil(counted.length / 2))) return [];
  const close = hits
    .filter(
      (hit) =>
        hit.score >= best.score * RELATIVE_SCORE &&
        coverage(hit) >= coverage(best) &&
        hit.matchedTerms.length >= best.matchedTerms.length,
    )
    .map((hit) => hit.fact);
  return isHardware(best.fact) ? hardwareFacts(best.fact, close) : close.slice(0, MAX_FACTS);
}

/**
 * A question about hardware is answered with hardware alone. A few items are listed; more than that
 * means the question was about their kind ("ce senzori aveți?"), and the category's list answers
 * it, which also makes its items' own lines redundant.
 */
function hardwareFacts(best: Fact, close: readonly Fact[]): Fact[] {
  const hardware = close.filter(isHardware);
  const items = hardware.filter((fact) => fact.kind === 'hardware-item');
  const category =
    best.kind === 'hardware-category' || items.length > MAX_FACTS
      ? factIndex().byId.get(`hardware-category-${best.category}`)
      : undefined;
  if (category)
    return [category, ...hardware.filter((fact) => fact.kind === 'single-board-computer')].slice(0, 2);
  return hardware.filter((fact) => fact.kind !== 'hardware-category').slice(0, MAX_FACTS);
}

export function answerOffline(question: string, history: readonly ChatTurn[] = []): KnowledgeAnswer {
  if (isOwnAccountHelp(question)) return accountHelp;
  if (isForbiddenRequest(question)) return refusal;
  if (isEstimateRequest(question)) return estimateNextStep;
  if (isGreetingOnly(question) || isHelpRequest(question)) return welcome;
  if (isThanksOnly(question)) return youAreWelcome;
  const about = isAboutQuestion(question) ? factIndex().byId.get('about') : undefined;
  if (about) return fromFacts([about]);

  const previous = previousQuestion(question, history);
  const query = previous && isFollowUp(question) ? `${previous} ${question}` : question;
  const index = factIndex();

  const aboutPackages = mentionsPackageWord(query);
  const packages = mentionedPackages(query, aboutPackages);
  if (packages.length > 0) return fromFacts(packageFacts(packages));

  const area = areaQuestion(query, (word) => index.vocabulary.has(stem(word)));
  if (area) return areaAnswer(area);

  if (aboutPackages) {
    const list = index.byId.get('packages');
    if (list) return fromFacts([list]);
  }

  const facts = relevantFacts(index.search(query), contentTerms(query));
  return facts.length > 0 ? fromFacts(facts) : notKnown;
}
