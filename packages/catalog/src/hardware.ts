/**
 * The hardware of the cost calculator: the 22 items with their prices in RON and maximum
 * quantities, in the order the calculator shows them. The assistant quotes the same table, so a
 * price changes here and nowhere else.
 *
 * - There are two Wi-Fi plugs (95 and 48 RON): their names say which one measures the energy
 *   used, so that a visitor can tell them apart.
 * - The Zigbee items are the four Zigbee devices (light sensor, Sonoff motion sensor, Zigbee plug,
 *   Nous plug). They depend on the Zigbee adapter, which is selected with the first of them and
 *   deselected with the last (see calculator.ts).
 * - The door and temperature sensors depend on the Xiaomi hub and stay unavailable until
 *   it is selected; no other item has a dependency.
 * - Parents come before their dependents in the list, so replaying a saved selection in list order
 *   always meets the parent first.
 */

export const hardwareCategoryIds = ['central', 'lighting', 'sensors', 'plugs', 'control'] as const;
export type HardwareCategoryId = (typeof hardwareCategoryIds)[number];

export const hardwareCategories: Record<HardwareCategoryId, { name: string; description: string }> = {
  central: {
    name: 'Unitatea centrală și hub-uri',
    description: 'Mini-calculatorul pe care rulează Home Assistant și punțile către senzorii wireless.',
  },
  lighting: {
    name: 'Iluminat',
    description: 'Becuri controlate local, fără aplicația producătorului.',
  },
  sensors: {
    name: 'Senzori',
    description: 'Ochii și urechile casei: mișcare, uși, temperatură, lumină, sol și nivel.',
  },
  plugs: {
    name: 'Prize inteligente',
    description: 'Pornesc și opresc aparatele obișnuite; unele măsoară și consumul.',
  },
  control: {
    name: 'Relee, butoane și acționări',
    description: 'Comandă circuite, centrala, poarta garajului sau butoane care nu pot fi modificate.',
  },
};

export const hardwareItemIds = [
  'raspberry-pi',
  'memory-card',
  'zigbee-adapter',
  'xiaomi-hub',
  'yeelight-bulb',
  'door-sensor',
  'motion-sensor',
  'temperature-sensor',
  'light-sensor-zigbee',
  'wifi-plug-metering',
  'sonoff-zigbee-motion',
  'wifi-plug-basic',
  'zigbee-plug',
  'relay-4-channel',
  'relay-thr316d',
  'smart-button',
  'soil-moisture-sensor',
  'ultrasonic-sensor',
  'finger-bot',
  'garage-wifi-module',
  'aqara-dual-relay',
  'nous-zigbee-plug',
] as const;
export type HardwareItemId = (typeof hardwareItemIds)[number];

export interface HardwareItem {
  id: HardwareItemId;
  name: string;
  /** Price of one piece in RON. */
  priceRon: number;
  category: HardwareCategoryId;
  description: string;
  /** Largest quantity the calculator accepts; the smallest is 1. */
  maxCount: number;
  /** The item this one needs; deselecting the parent deselects and zeroes it. */
  dependency?: HardwareItemId;
  /** Always selected, cannot be deselected: the single-board computer and its memory card. */
  required?: boolean;
  /** A Zigbee device: needs the Zigbee adapter, which is selected together with it. */
  zigbee?: boolean;
}

/** The adapter the Zigbee items pair with; off by default. */
export const ZIGBEE_ADAPTER_ID = 'zigbee-adapter' satisfies HardwareItemId;

export const hardwareItems: readonly HardwareItem[] = [
  {
    id: 'raspberry-pi',
    name: 'Raspberry Pi (mini-calculator)',
    priceRon: 500,
    category: 'central',
    description:
      'Creierul sistemului: pe el rulează Home Assistant, local, în casa ta, fără abonamente și fără cloud.',
    maxCount: 1,
    required: true,
  },
  {
    id: 'memory-card',
    name: 'Card de memorie microSD',
    priceRon: 65,
    category: 'central',
    description: 'Card rapid, de calitate, pe care se instalează sistemul și se păstrează configurația.',
    maxCount: 1,
    required: true,
  },
  {
    id: 'zigbee-adapter',
    name: 'Adaptor Zigbee USB',
    priceRon: 180,
    category: 'central',
    description:
      'Conectează direct la Home Assistant senzorii și prizele Zigbee, fără hub-ul fiecărui producător.',
    maxCount: 1,
  },
  {
    id: 'xiaomi-hub',
    name: 'Hub Xiaomi',
    priceRon: 200,
    category: 'central',
    description:
      'Puntea pentru senzorii Xiaomi de ușă și de temperatură; fără el aceștia nu pot fi folosiți.',
    maxCount: 1,
  },
  {
    id: 'yeelight-bulb',
    name: 'Bec inteligent Yeelight',
    priceRon: 80,
    category: 'lighting',
    description:
      'Bec color cu intensitate reglabilă, controlat local prin Wi-Fi. Ideal pentru scenarii de seară.',
    maxCount: 10,
  },
  {
    id: 'door-sensor',
    name: 'Senzor de ușă și fereastră',
    priceRon: 55,
    category: 'sensors',
    description: 'Anunță când se deschide o ușă sau o fereastră; util pentru notificări și pentru centrală.',
    maxCount: 10,
    dependency: 'xiaomi-hub',
  },
  {
    id: 'motion-sensor',
    name: 'Senzor de mișcare',
    priceRon: 93,
    category: 'sensors',
    description: 'Detectează prezența într-o cameră sau pe hol: aprinde luminile, trimite alerte.',
    maxCount: 10,
  },
  {
    id: 'temperature-sensor',
    name: 'Senzor de temperatură și umiditate',
    priceRon: 42,
    category: 'sensors',
    description: 'Măsoară clima din fiecare cameră, în beci sau în seră, cu istoric în Home Assistant.',
    maxCount: 10,
    dependency: 'xiaomi-hub',
  },
  {
    id: 'light-sensor-zigbee',
    name: 'Senzor de lumină Zigbee',
    priceRon: 70,
    category: 'sensors',
    description: 'Măsoară lumina ambientală, ca becurile să se aprindă doar când chiar e întuneric.',
    maxCount: 5,
    dependency: 'zigbee-adapter',
    zigbee: true,
  },
  {
    id: 'wifi-plug-metering',
    name: 'Priză Wi-Fi cu măsurarea consumului',
    priceRon: 95,
    category: 'plugs',
    description:
      'Priză robustă care arată consumul în timp real; potrivită pentru boiler, mașina de spălat sau surplusul solar.',
    maxCount: 10,
  },
  {
    id: 'sonoff-zigbee-motion',
    name: 'Senzor de mișcare Sonoff Zigbee',
    priceRon: 75,
    category: 'sensors',
    description: 'Senzor de mișcare mic, pe baterie, cu autonomie lungă datorită rețelei Zigbee.',
    maxCount: 10,
    dependency: 'zigbee-adapter',
    zigbee: true,
  },
  {
    id: 'wifi-plug-basic',
    name: 'Priză Wi-Fi simplă',
    priceRon: 48,
    category: 'plugs',
    description: 'Priză economică pentru lămpi, aeroterme sau aparate uitate în standby.',
    maxCount: 10,
  },
  {
    id: 'zigbee-plug',
    name: 'Priză Zigbee',
    priceRon: 40,
    category: 'plugs',
    description:
      'Priză compactă care întărește și rețeaua Zigbee, transmițând mai departe semnalul senzorilor.',
    maxCount: 10,
    dependency: 'zigbee-adapter',
    zigbee: true,
  },
  {
    id: 'relay-4-channel',
    name: 'Releu Wi-Fi cu 4 canale',
    priceRon: 115,
    category: 'control',
    description: 'Comandă patru circuite separate: zone de irigații, lumini exterioare sau ventilație.',
    maxCount: 5,
  },
  {
    id: 'relay-thr316d',
    name: 'Releu Sonoff THR316D',
    priceRon: 80,
    category: 'control',
    description: 'Releu cu senzor de temperatură, potrivit pentru centrală, boiler sau încălzirea din beci.',
    maxCount: 5,
  },
  {
    id: 'smart-button',
    name: 'Buton inteligent',
    priceRon: 65,
    category: 'control',
    description: 'Pornește un scenariu dintr-o apăsare: „Plec de acasă”, „Noapte bună” sau soneria.',
    maxCount: 10,
  },
  {
    id: 'soil-moisture-sensor',
    name: 'Senzor de umiditate a solului',
    priceRon: 65,
    category: 'sensors',
    description: 'Spune irigațiilor când pământul chiar are nevoie de apă.',
    maxCount: 5,
  },
  {
    id: 'ultrasonic-sensor',
    name: 'Senzor ultrasonic de distanță',
    priceRon: 60,
    category: 'sensors',
    description: 'Măsoară nivelul apei dintr-un rezervor sau dacă mașina este parcată în garaj.',
    maxCount: 5,
  },
  {
    id: 'finger-bot',
    name: 'Finger bot (apăsător de butoane)',
    priceRon: 110,
    category: 'control',
    description: 'Apasă fizic un buton pe care nu îl poți înlocui: cafetiera, un aparat vechi, un interfon.',
    maxCount: 5,
  },
  {
    id: 'garage-wifi-module',
    name: 'Modul Wi-Fi pentru poarta garajului',
    priceRon: 100,
    category: 'control',
    description:
      'Deschide și închide poarta din telefon; o automatizare o poate închide dacă rămâne deschisă. Alimentare 5-12 V DC.',
    maxCount: 5,
  },
  {
    id: 'aqara-dual-relay',
    name: 'Releu dublu Aqara',
    priceRon: 152,
    category: 'control',
    description:
      'Se montează în doza întrerupătorului și comandă două circuite de lumină, păstrând întrerupătorul clasic.',
    maxCount: 10,
  },
  {
    id: 'nous-zigbee-plug',
    name: 'Priză Nous Zigbee',
    priceRon: 81,
    category: 'plugs',
    description: 'Priză Zigbee de încredere pentru aparatele pe care vrei să le comanzi și să le urmărești.',
    maxCount: 10,
    dependency: 'zigbee-adapter',
    zigbee: true,
  },
];

const byId = new Map<string, HardwareItem>(hardwareItems.map((item) => [item.id, item]));

/** The item with this id, or undefined for any other text (e.g. a hand-edited link). */
export function findHardwareItem(id: string): HardwareItem | undefined {
  return byId.get(id);
}

export function hardwareItem(id: HardwareItemId): HardwareItem {
  const item = byId.get(id);
  if (!item) throw new Error(`Unknown hardware item ${id}`);
  return item;
}

export const isHardwareItemId = (value: string): value is HardwareItemId => byId.has(value);
