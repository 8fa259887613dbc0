/**
 * The three service packages, defined once: prices, limits,
 * the feature rows of the comparison table, what each package includes, automation examples and
 * who each is for. The web renders them (cards, tables, package pages, calculator) and the assistant
 * answers from them. Texts are Romanian, the language of the public site.
 *
 * Advanced includes everything in Basic plus extras, Premium everything in Advanced plus extras.
 * The data is built that way: a package lists only its own extras and names the package it
 * builds on (`basedOn`); feature values never go from included to not included up the tiers
 * (packages.test.ts checks both).
 */

import { garageAutomation } from './automations.js';

export const packageIds = ['basic', 'advanced', 'premium'] as const;
export type PackageId = (typeof packageIds)[number];

/** Default EUR→RON rate when no live or stored rate is known. */
export const DEFAULT_EUR_RON_RATE = 4.95;

/** A cached exchange rate is refreshed after 24 hours. */
export const EXCHANGE_RATE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Support after the included period: 100 lei per hour, at least 30 minutes billed. */
export const afterSupportRate = { leiPerHour: 100, minimumMinutes: 30 } as const;

/** Ordering hardware through the provider adds a 10% service fee. */
export const HARDWARE_ORDER_FEE_PERCENT = 10;

/** The lucide icon names the catalog uses; the web maps each to its component. */
export type CatalogIconName =
  | 'House'
  | 'SlidersHorizontal'
  | 'Crown'
  | 'Cpu'
  | 'Server'
  | 'CloudOff'
  | 'Smartphone'
  | 'LayoutDashboard'
  | 'DatabaseBackup'
  | 'ChartLine'
  | 'Lightbulb'
  | 'CalendarClock'
  | 'Activity'
  | 'Workflow'
  | 'Zap'
  | 'Wifi'
  | 'Radio'
  | 'LifeBuoy'
  | 'BadgeCheck'
  | 'GraduationCap';

export type Backup = 'local' | 'cloud';

export interface ServicePackage {
  id: PackageId;
  title: string;
  icon: CatalogIconName;
  description: string;
  priceEur: number;
  /** null: unlimited. */
  maxDevices: number | null;
  supportDays: number;
  prioritySupport: boolean;
  backup: Backup;
  /** The package whose whole content this one includes; its own `included` are the extras. */
  basedOn: PackageId | null;
  /** What this package adds (to `basedOn`'s content, when it has one). */
  included: readonly string[];
  automationExamples: readonly string[];
  idealFor: readonly string[];
}

export const servicePackages: Readonly<Record<PackageId, ServicePackage>> = {
  basic: {
    id: 'basic',
    title: 'Basic',
    icon: 'House',
    description:
      'Pentru un prim pas: câteva dispozitive, automatizări simple și totul configurat corect de la început.',
    priceEur: 100,
    maxDevices: 5,
    supportDays: 30,
    prioritySupport: false,
    backup: 'local',
    basedOn: null,
    included: [
      'Consultație și planificarea sistemului împreună cu tine',
      'Instalarea Home Assistant pe Raspberry Pi',
      'Integrarea dispozitivelor tale WiFi în Home Assistant',
      'Aplicația mobilă Home Assistant, configurată pe telefoanele familiei',
      'Automatizări de bază pentru lumini, prize și notificări',
      'Backup local al configurației',
      'Instruire la predare, ca să te descurci singur',
    ],
    automationExamples: [
      'Lumina din hol se aprinde la mișcare, doar după apus.',
      'O priză inteligentă oprește aparatele uitate în standby noaptea.',
      'Primești o notificare pe telefon când se deschide ușa de la intrare.',
    ],
    idealFor: [
      'Apartamente și case mici',
      'Un prim pas spre o casă inteligentă, cu un buget mic',
      'Cine vrea control local, fără abonamente și fără cloud',
    ],
  },
  advanced: {
    id: 'advanced',
    title: 'Advanced',
    icon: 'SlidersHorizontal',
    description: 'Pentru o casă mai mare: mai multe camere, senzori Zigbee și un dashboard personalizat.',
    priceEur: 170,
    maxDevices: 15,
    supportDays: 60,
    prioritySupport: false,
    backup: 'cloud',
    basedOn: 'basic',
    included: [
      'Rețea Zigbee pentru senzori și prize',
      'Dashboard personalizat, organizat pe camere',
      'Scenarii și programări, de exemplu „Plec de acasă” sau „Noapte bună”',
      'Automatizări cu senzori de mișcare, temperatură și umiditate',
      'Backup în cloud al configurației',
    ],
    automationExamples: [
      'Scenariul „Plec de acasă” stinge luminile și oprește prizele dintr-o singură atingere.',
      'Senzorii de temperatură Zigbee îți arată clima din fiecare cameră.',
      'Beciul te anunță când umiditatea trece de pragul stabilit.',
    ],
    idealFor: [
      'Case și apartamente mari, cu mai multe camere',
      'Familii care vor automatizări zilnice, fără grijă',
      'Cine vrea senzori în fiecare cameră și un panou clar',
    ],
  },
  premium: {
    id: 'premium',
    title: 'Premium',
    icon: 'Crown',
    description: 'Pentru case complete: dispozitive nelimitate, energie, irigații și suport prioritar.',
    priceEur: 300,
    maxDevices: null,
    supportDays: 90,
    prioritySupport: true,
    backup: 'cloud',
    basedOn: 'advanced',
    included: [
      'Monitorizarea consumului de energie și a panourilor solare',
      'Automatizări pentru irigații, centrala termică și poarta garajului',
      'Statistici și istoric pe termen lung',
      'Suport prioritar: cererile tale au întâietate',
    ],
    automationExamples: [
      'Irigațiile pornesc doar când senzorul de umiditate a solului o cere.',
      'Boilerul se încălzește când panourile solare produc surplus de energie.',
      `Dacă poarta garajului rămâne deschisă ${garageAutomation.openNotificationAfterMinutes} minute, primești o notificare; fără răspuns în ${garageAutomation.autoCloseAfterSeconds} de secunde, se închide singură.`,
    ],
    idealFor: [
      'Case cu curte, garaj, panouri solare sau sistem de irigații',
      'Cine vrea ca toate sistemele casei să lucreze împreună',
      'Proprietari care vor răspuns cu prioritate la orice problemă',
    ],
  },
};

/** A stored package id as customers read it ("Basic"); an id the catalog does not know, as it is. */
export function packageTitleOf(id: string): string {
  return (servicePackages as Readonly<Record<string, ServicePackage | undefined>>)[id]?.title ?? id;
}

export const packagePriceEur: Readonly<Record<PackageId, number>> = {
  basic: servicePackages.basic.priceEur,
  advanced: servicePackages.advanced.priceEur,
  premium: servicePackages.premium.priceEur,
};

export type FeatureCategory = 'core' | 'automation' | 'integration' | 'support';
export const featureCategories: readonly FeatureCategory[] = ['core', 'automation', 'integration', 'support'];
export const featureCategoryNames: Readonly<Record<FeatureCategory, string>> = {
  core: 'Sistemul de bază',
  automation: 'Automatizări',
  integration: 'Integrări',
  support: 'Suport',
};

/** true: included; false: not included; a text: included, to this extent. */
export type FeatureValue = boolean | string;

export interface PackageFeature {
  id: string;
  name: string;
  icon: CatalogIconName;
  category: FeatureCategory;
  values: Readonly<Record<PackageId, FeatureValue>>;
}

const devicesText = (max: number | null): string => (max === null ? 'nelimitat' : `până la ${max}`);
const supportText = ({ supportDays }: ServicePackage): string => `${supportDays} de zile`;
const perTier = <T>(value: (pkg: ServicePackage) => T): Record<PackageId, T> => ({
  basic: value(servicePackages.basic),
  advanced: value(servicePackages.advanced),
  premium: value(servicePackages.premium),
});

/** The rows of the comparison table, in display order (grouped by `featureCategories`). */
export const packageFeatures: readonly PackageFeature[] = [
  {
    id: 'devices',
    name: 'Dispozitive integrate',
    icon: 'Cpu',
    category: 'core',
    values: perTier((p) => devicesText(p.maxDevices)),
  },
  {
    id: 'home-assistant',
    name: 'Home Assistant pe Raspberry Pi',
    icon: 'Server',
    category: 'core',
    values: { basic: true, advanced: true, premium: true },
  },
  {
    id: 'local-control',
    name: 'Control local, fără cloud',
    icon: 'CloudOff',
    category: 'core',
    values: { basic: true, advanced: true, premium: true },
  },
  {
    id: 'dashboard',
    name: 'Dashboard',
    icon: 'LayoutDashboard',
    category: 'core',
    values: { basic: 'standard', advanced: 'personalizat, pe camere', premium: 'personalizat, pe camere' },
  },
  {
    id: 'history',
    name: 'Statistici și istoric pe termen lung',
    icon: 'ChartLine',
    category: 'core',
    values: { basic: false, advanced: false, premium: true },
  },
  {
    id: 'basic-automations',
    name: 'Automatizări pentru lumini, prize și notificări',
    icon: 'Lightbulb',
    category: 'automation',
    values: { basic: true, advanced: true, premium: true },
  },
  {
    id: 'scenes',
    name: 'Scenarii și programări',
    icon: 'CalendarClock',
    category: 'automation',
    values: { basic: false, advanced: true, premium: true },
  },
  {
    id: 'sensor-automations',
    name: 'Automatizări cu senzori și condiții',
    icon: 'Activity',
    category: 'automation',
    values: { basic: false, advanced: true, premium: true },
  },
  {
    id: 'home-systems',
    name: 'Irigații, centrală termică și poarta garajului',
    icon: 'Workflow',
    category: 'automation',
    values: { basic: false, advanced: false, premium: true },
  },
  {
    id: 'energy',
    name: 'Monitorizarea energiei și a panourilor solare',
    icon: 'Zap',
    category: 'automation',
    values: { basic: false, advanced: false, premium: true },
  },
  {
    id: 'mobile-app',
    name: 'Aplicația mobilă Home Assistant',
    icon: 'Smartphone',
    category: 'integration',
    values: { basic: true, advanced: true, premium: true },
  },
  {
    id: 'wifi',
    name: 'Dispozitive WiFi (prize, becuri, relee)',
    icon: 'Wifi',
    category: 'integration',
    values: { basic: true, advanced: true, premium: true },
  },
  {
    id: 'zigbee',
    name: 'Rețea Zigbee pentru senzori',
    icon: 'Radio',
    category: 'integration',
    values: { basic: false, advanced: true, premium: true },
  },
  {
    id: 'support',
    name: 'Suport inclus',
    icon: 'LifeBuoy',
    category: 'support',
    values: perTier(supportText),
  },
  {
    id: 'priority-support',
    name: 'Suport prioritar',
    icon: 'BadgeCheck',
    category: 'support',
    values: perTier((p) => p.prioritySupport),
  },
  {
    id: 'backup',
    name: 'Backup al configurației',
    icon: 'DatabaseBackup',
    category: 'support',
    values: perTier((p) => p.backup),
  },
  {
    id: 'training',
    name: 'Instruire la predare',
    icon: 'GraduationCap',
    category: 'support',
    values: { basic: true, advanced: true, premium: true },
  },
];

export const isIncluded = (value: FeatureValue): boolean => value !== false;

/** The packages `id` builds on, the first one first (Premium: Basic, Advanced). */
export function packageAncestors(id: PackageId): PackageId[] {
  const base = servicePackages[id].basedOn;
  return base === null ? [] : [...packageAncestors(base), base];
}

export interface IncludedGroup {
  /** Whose items these are: the package itself, or one it builds on. */
  from: PackageId;
  items: readonly string[];
}

/** Everything a package includes, as groups: the packages it builds on first, its extras last. */
export function includedGroups(id: PackageId): IncludedGroup[] {
  return [...packageAncestors(id), id].map((from) => ({ from, items: servicePackages[from].included }));
}

/** Everything a package includes, as one list. */
export const includedItems = (id: PackageId): string[] => includedGroups(id).flatMap((group) => group.items);

export interface TierFeature {
  feature: PackageFeature;
  value: string | true;
  /** "Dispozitive integrate: până la 5"; the name alone for a plain yes. */
  label: string;
  /** New or better than in the package this one builds on. */
  upgrade: boolean;
}

/**
 * The features a package includes, in display order: what it adds or improves over the package it
 * builds on first (that is what tells the packages apart on a card), then the rest, each group in
 * table order. For Basic this is table order.
 */
export function tierFeatures(id: PackageId): TierFeature[] {
  const base = servicePackages[id].basedOn;
  const included: TierFeature[] = [];
  for (const feature of packageFeatures) {
    const value = feature.values[id];
    if (value === false) continue;
    included.push({
      feature,
      value,
      label: value === true ? feature.name : `${feature.name}: ${value}`,
      upgrade: base !== null && feature.values[base] !== value,
    });
  }
  return [...included.filter((f) => f.upgrade), ...included.filter((f) => !f.upgrade)];
}

/** The first `count` items and how many are left (a card's '+N caracteristici adiționale'). */
export function firstItems<T>(items: readonly T[], count: number): { shown: T[]; remaining: number } {
  const shown = items.slice(0, Math.max(0, count));
  return { shown, remaining: items.length - shown.length };
}

/**
 * RON = euro price × EUR-to-RON rate, rounded. The product is first rounded to
 * micro-units so binary float noise (100 × 4.975 = 497.49999…) cannot tip a .5 the wrong way.
 */
export function approximateRon(eur: number, rate: number = DEFAULT_EUR_RON_RATE): number {
  return Math.round(Math.round(eur * rate * 1e6) / 1e6);
}

/** A usable EUR→RON rate: a finite, positive number (anything else from a cache or an API is not). */
export const isValidRate = (rate: unknown): rate is number =>
  typeof rate === 'number' && Number.isFinite(rate) && rate > 0;
