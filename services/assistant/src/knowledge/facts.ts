/**
 * The site's facts as short Romanian statements, each with the page it comes from, built from
 * @smarthome/catalog alone. The system prompt lists them for the language model and the offline
 * assistant searches and quotes them, so both say the same price the pages show.
 */
import {
  afterSupportRate,
  contactHours,
  faq,
  formatInclusiveRange,
  freeInstallationOffer,
  garageAutomation,
  HARDWARE_ORDER_FEE_PERCENT,
  hardwareCategories,
  hardwareCategoryIds,
  hardwareItem,
  hardwareItems,
  includedItems,
  packageIds,
  serviceArea,
  serviceAreaInSentence,
  servicePackages,
  singleBoardComputer,
  type FaqEntry,
  type FaqId,
  type HardwareCategoryId,
  type HardwareItem,
  type PackageId,
  type ServicePackage,
} from '@smarthome/catalog';
import { formatEur, formatLei, formatPerPiece } from './format.js';
import { packagePage, sitePages } from './site-pages.js';
import type { KnowledgeLink } from './types.js';

/** The headings of the system prompt's facts, in their order; every fact belongs to one. */
export const factSections = {
  about: 'Despre serviciu',
  packages: 'Pachete de instalare și configurare',
  hardware: 'Hardware (prețurile din calculatorul de costuri)',
  service: 'Zona de deservire, program, instalare și suport',
  more: 'Alte întrebări frecvente, promoție și automatizări',
} as const;
export type FactSection = keyof typeof factSections;

export type FactKind =
  | 'about'
  | 'packages'
  | 'package'
  | 'hardware-category'
  | 'hardware-item'
  | 'single-board-computer'
  | 'order-fee'
  | 'service-area'
  | 'contact-hours'
  | 'installation'
  | 'support'
  | 'promotion'
  | 'garage-automation'
  | 'account'
  | 'faq';

export interface Fact {
  id: string;
  kind: FactKind;
  section: FactSection;
  /** What the fact is about, in a visitor's words (an FAQ question, a package's name). */
  title: string;
  /** More words a visitor may use for it (synonyms, verb forms); only searched, never shown. */
  keywords: string;
  /** The answer, 1-4 sentences or a short list, in Romanian, without links. */
  answer: string;
  /** One line for an answer that lists several facts; the answer itself when absent. */
  short?: string;
  /** What the system prompt says; null when another fact already says it there. */
  prompt: string | null;
  link: KnowledgeLink;
  /** A hardware item's or category's category: its list stands for several items at once. */
  category?: HardwareCategoryId;
}

const PAID_IN_LEI = 'plătit în lei la cursul zilei';

/** "a, b și c": the Romanian list. */
function joinRo(parts: readonly string[], conjunction: 'și' | 'sau' = 'și'): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${conjunction} ${parts.at(-1)}`;
}

/** A catalog name inside a sentence: "un card de memorie microSD". */
const inSentence = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);

const devicesText = (max: number | null): string =>
  max === null ? 'dispozitive nelimitate' : `până la ${max} dispozitive`;
const supportText = ({ supportDays, prioritySupport }: ServicePackage): string =>
  `${supportDays} de zile de suport${prioritySupport ? ' prioritar' : ''}`;
const backupText = ({ backup }: ServicePackage): string =>
  backup === 'local' ? 'backup local al configurației' : 'backup în cloud al configurației';

/** Extra search words per package: what visitors call them besides their names. */
const packageKeywords: Record<PackageId, string> = {
  basic: 'basic bază de bază simplu ieftin mic primul începător',
  advanced: 'advanced avansat avansatul mediu mijlociu intermediar zigbee',
  premium: 'premium complet scump cel mai mare energie irigații garaj prioritar',
};

function packageFact(id: PackageId): Fact {
  const pkg = servicePackages[id];
  const base = pkg.basedOn === null ? null : servicePackages[pkg.basedOn];
  const summary = [
    base ? `tot ce are pachetul ${base.title}` : null,
    devicesText(pkg.maxDevices),
    supportText(pkg),
    backupText(pkg),
  ].filter((part): part is string => part !== null);
  const answer = `Pachetul ${pkg.title} costă ${formatEur(pkg.priceEur)}, ${PAID_IN_LEI}. ${pkg.description} Include ${joinRo(summary)}.`;
  return {
    id: `package-${id}`,
    kind: 'package',
    section: 'packages',
    title: `Pachetul ${pkg.title}`,
    keywords: `pachet pachetul ${packageKeywords[id]} preț cost costă include`,
    answer,
    short: `${pkg.title}: ${formatEur(pkg.priceEur)} (${devicesText(pkg.maxDevices)}, ${supportText(pkg)})`,
    prompt: [
      answer,
      `Ce include în total: ${includedItems(id).join('; ')}.`,
      `Exemple de automatizări: ${pkg.automationExamples.join(' ')}`,
      `Potrivit pentru: ${pkg.idealFor.join('; ')}.`,
    ].join('\n'),
    link: packagePage(id, pkg.title),
  };
}

function packagesFact(): Fact {
  const lines = packageIds.map((id) => `- ${packageFact(id).short}`);
  const answer = [
    `Sunt trei pachete de instalare și configurare, cu preț fix în euro, ${PAID_IN_LEI}:`,
    ...lines,
    'Hardware-ul se plătește separat.',
  ].join('\n');
  return {
    id: 'packages',
    kind: 'packages',
    section: 'packages',
    title: 'Pachete și prețuri',
    keywords:
      'pachete pachetele oferte ofertă prețuri tarife costuri variante listă toate diferența comparație plată plăti plătesc curs valutar monedă lei euro',
    answer,
    prompt: `${answer}\nPrețurile pachetelor sunt fixe, în euro; suma în lei depinde de cursul zilei, iar calculatorul de costuri o arată.`,
    link: sitePages.packages,
  };
}

/** "Are nevoie de Hub Xiaomi (200 lei)."; the Zigbee items name the adapter the calculator adds. */
function dependencyText(item: HardwareItem): string | null {
  if (item.required) return 'Este necesar în orice instalare.';
  if (!item.dependency) return null;
  const parent = hardwareItem(item.dependency);
  const price = formatPerPiece(parent.priceRon);
  return item.zigbee
    ? `Are nevoie de ${inSentence(parent.name)} (${price}), pe care calculatorul îl adaugă singur.`
    : `Funcționează doar împreună cu ${inSentence(parent.name)} (${price}).`;
}

function hardwareItemFact(item: HardwareItem): Fact {
  const category = hardwareCategories[item.category];
  const answer = [
    `${item.name}: ${formatPerPiece(item.priceRon)} în calculatorul de costuri.`,
    item.description,
    dependencyText(item),
  ]
    .filter((part): part is string => part !== null)
    .join(' ');
  return {
    id: `hardware-${item.id}`,
    kind: 'hardware-item',
    section: 'hardware',
    title: item.name,
    keywords: `${category.name} preț cost costă${item.zigbee ? ' zigbee' : ''}`,
    answer,
    short: `${item.name}: ${formatPerPiece(item.priceRon)}`,
    // The prompt lists the items under their category (see hardwareCategoryFact).
    prompt: null,
    link: sitePages.calculator,
    category: item.category,
  };
}

function hardwareCategoryFact(id: HardwareCategoryId): Fact {
  const category = hardwareCategories[id];
  const items = hardwareItems.filter((item) => item.category === id);
  const answer = [
    `${category.name}: ${category.description}`,
    ...items.map((item) => `- ${item.name}: ${formatPerPiece(item.priceRon)}`),
  ].join('\n');
  return {
    id: `hardware-category-${id}`,
    category: id,
    kind: 'hardware-category',
    section: 'hardware',
    title: category.name,
    keywords: 'hardware echipamente dispozitive produse componente listă prețuri',
    answer,
    prompt: [
      category.description,
      ...items.map((item) =>
        [
          `- ${item.name}: ${formatPerPiece(item.priceRon)}, cel mult ${item.maxCount} buc.`,
          item.description,
          dependencyText(item),
        ]
          .filter((part): part is string => part !== null)
          .join(' '),
      ),
    ].join('\n'),
    link: sitePages.calculator,
  };
}

function singleBoardComputerFact(): Fact {
  const board = hardwareItem('raspberry-pi');
  const card = hardwareItem('memory-card');
  const answer = `Un ${singleBoardComputer.name}, mini-calculatorul pe care rulează Home Assistant, costă în jur de ${formatInclusiveRange(singleBoardComputer.costLei)} lei; calculatorul de costuri îl socotește la ${formatLei(board.priceRon)}, ca estimarea să nu iasă mai mică. Lângă el este necesar un ${inSentence(card.name)} (${formatLei(card.priceRon)}).`;
  return {
    id: 'single-board-computer',
    kind: 'single-board-computer',
    section: 'hardware',
    title: `${singleBoardComputer.name}, mini-calculatorul sistemului`,
    keywords: 'raspberry pi mini-calculator calculator unitate centrală placă creier server home assistant',
    answer,
    prompt: answer,
    link: sitePages.raspberryPi,
  };
}

function orderFeeFact(): Fact {
  const answer = `Hardware-ul nu este inclus în pachete: îl cumperi de unde dorești, după lista de componente primită la planificare. Dacă preferi să îl comand eu, se adaugă un comision de serviciu de ${HARDWARE_ORDER_FEE_PERCENT}% din valoarea lui.`;
  return {
    id: 'order-fee',
    kind: 'order-fee',
    section: 'hardware',
    title: 'Comisionul pentru comanda hardware-ului',
    keywords: 'comision comand comanda comandați cumpărați cumpăr achiziție taxă serviciu procent livrare',
    answer,
    prompt: answer,
    link: sitePages.calculator,
  };
}

const contactHoursText = contactHours.map(({ days, hours }) => `${days}, ${hours}`).join('; ');

function contactHoursFact(): Fact {
  const answer = `Programul de contact: ${contactHoursText}. În afara programului poți lăsa oricând un mesaj prin formularul de contact.`;
  return {
    id: 'contact-hours',
    kind: 'contact-hours',
    section: 'service',
    title: 'Programul de contact',
    keywords:
      'program orar ore ora oră deschis disponibil sunați sun telefon contactez contact când luni vineri sâmbătă duminică weekend',
    answer,
    prompt: answer,
    link: sitePages.contact,
  };
}

/** The catalog's FAQ entry with this id. */
export const faqEntry = (id: FaqId): FaqEntry => {
  const entry = faq.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`The catalog has no FAQ entry ${id}`);
  return entry;
};

/** The FAQ entries that are a fact of their own here (with their own page and search words). */
const faqFactKinds: Partial<
  Record<FaqId, { kind: FactKind; section: FactSection; link: KnowledgeLink; keywords: string }>
> = {
  area: {
    kind: 'service-area',
    section: 'service',
    link: sitePages.contact,
    keywords: `zona zone zonă localități localitate lucrați lucrez veniți deplasați deserviți acoperiți instalați domiciliu online consultanță ${serviceArea.join(' ')}`,
  },
  duration: {
    kind: 'installation',
    section: 'service',
    link: sitePages.installationProcess,
    keywords:
      'durată durata durează cât timp zile termen pași etape proces procesul instalare instalarea consultație planificare instruire',
  },
  support: {
    kind: 'support',
    section: 'service',
    link: sitePages.faq,
    keywords: `suport suportul asistență ajutor după tarif oră ore mentenanță întreținere abonament ${formatLei(afterSupportRate.leiPerHour)}`,
  },
};

/** Search words of the other FAQ entries. */
const faqKeywords: Partial<Record<FaqId, string>> = {
  price: 'preț prețul cost costuri costă buget total tot sistemul întreg complet casă inteligentă smart home',
  hardware: 'hardware echipamente componente dispozitive cumpăr cumpără trebuie necesar listă',
  offline: 'internet offline fără pică cade conexiune local cloud',
  'voice-assistants': 'google assistant alexa amazon vocal voce comenzi vocale assist',
  'provider-unavailable': 'dispar disponibil dependent dependență garanție continuitate open source preia',
};

const faqLinks: Partial<Record<FaqId, KnowledgeLink>> = {
  price: sitePages.packages,
  hardware: sitePages.hardware,
};

function faqFacts(): Fact[] {
  return faq.map((entry) => {
    const own = faqFactKinds[entry.id];
    const answer = entry.answer.join(' ');
    return {
      id: `faq-${entry.id}`,
      kind: own?.kind ?? 'faq',
      section: own?.section ?? 'more',
      title: entry.question,
      keywords: own?.keywords ?? faqKeywords[entry.id] ?? '',
      answer,
      prompt: answer,
      link: own?.link ?? faqLinks[entry.id] ?? sitePages.faq,
    };
  });
}

function promotionFact(): Fact {
  const { places, placesLeft } = freeInstallationOffer;
  const prices = packageIds.map(
    (id) => `${servicePackages[id].title} ${formatEur(servicePackages[id].priceEur)}`,
  );
  const answer = `Primii ${places} clienți primesc instalarea gratuită: nu plătesc prețul pachetului ales (${joinRo(prices, 'sau')}), ci doar hardware-ul. Acum: ${placesLeft} din ${places} locuri rămase. Oferta este valabilă pentru instalările la domiciliu din ${serviceAreaInSentence}.`;
  return {
    id: 'promotion',
    kind: 'promotion',
    section: 'more',
    title: 'Promoție: instalare gratuită',
    keywords: 'promoție promoții ofertă reducere discount gratuit gratis locuri rămase primii clienți',
    answer,
    prompt: answer,
    link: sitePages.promotion,
  };
}

function garageAutomationFact(): Fact {
  const g = garageAutomation;
  const gateModule = hardwareItem('garage-wifi-module');
  const answer = `Dacă poarta garajului rămâne deschisă ${g.openNotificationAfterMinutes} minute, primești o notificare pe telefon; fără răspuns în ${g.autoCloseAfterSeconds} de secunde, se închide singură. Modulul Wi-Fi costă aproximativ ${g.moduleCostEur} EUR (${formatLei(gateModule.priceRon)} în calculator), se alimentează la ${formatInclusiveRange(g.supplyVoltageDc)} V DC, folosește doar WiFi de ${g.wifiBandGhz.toLocaleString('ro-RO')} GHz, iar montajul durează ${formatInclusiveRange(g.installationMinutes)} de minute. Automatizarea face parte din pachetul ${servicePackages.premium.title}.`;
  return {
    id: 'garage-automation',
    kind: 'garage-automation',
    section: 'more',
    title: 'Automatizarea porții de garaj',
    keywords: 'garaj garajul poartă poarta porții ușă garaj deschisă închide notificare automatizare',
    answer,
    prompt: answer,
    link: sitePages.garageAutomation,
  };
}

function aboutFact(): Fact {
  const answer = `SmartHome Iași instalează, configurează și întreține sisteme de casă inteligentă locale, fără cloud și fără abonamente, pe platforma open-source Home Assistant, care rulează pe un ${singleBoardComputer.name} în casa ta. Serviciul este de consultanță și instalare; hardware-ul se cumpără separat.`;
  return {
    id: 'about',
    kind: 'about',
    section: 'about',
    title: 'Despre SmartHome Iași și Home Assistant',
    keywords:
      'cine sunteți ce faceți servicii serviciu firmă instalator despre home assistant casă inteligentă smart home local cloud',
    answer,
    prompt: answer,
    link: sitePages.about,
  };
}

/** The visitor's own sign-in: public pages, so a forgotten password has an answer. */
function accountFact(): Fact {
  const { forgotPassword, register, login } = sitePages;
  const answer =
    'Pentru o parolă uitată primești pe e-mail un link pentru o parolă nouă. Un cont nou se face cu e-mail și parolă (sau cu Google), iar asistentul virtual răspunde după conectare.';
  return {
    id: 'account',
    kind: 'account',
    section: 'more',
    title: 'Contul meu: parolă uitată, cont nou, conectare',
    keywords: 'cont parola uitata resetare inregistrare conectare autentificare login',
    answer,
    prompt: `${answer} Paginile: [${register.label}](${register.path}), [${login.label}](${login.path}).`,
    link: forgotPassword,
  };
}

/** Every fact, in the order the system prompt gives them. Pure: the same catalog, the same facts. */
export function buildFacts(): Fact[] {
  return [
    aboutFact(),
    packagesFact(),
    ...packageIds.map(packageFact),
    ...hardwareCategoryIds.map(hardwareCategoryFact),
    ...hardwareItems.map(hardwareItemFact),
    singleBoardComputerFact(),
    orderFeeFact(),
    contactHoursFact(),
    promotionFact(),
    garageAutomationFact(),
    accountFact(),
    ...faqFacts(),
  ];
}
