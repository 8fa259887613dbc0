/**
 * Demo installations and their support issues (in Romanian, as customers write them): three
 * homes of the demo customer and one each of two customers without an account, issues in every
 * status, threads written by the customer and by the staff.
 */
import type { InstallationRecord } from '../installations/installations.model.js';
import type { IssueStatus } from '../issues/issues.model.js';

/** The demo customer's e-mail (the auth seed's `client` account). */
export const DEMO_CUSTOMER_EMAIL = 'client@smarthome.local';

/** Who wrote something in the demo data: a demo account of the auth seed, by key. */
export type DemoAuthor = 'client' | 'installer' | 'admin';

export interface DemoInstallation extends Omit<
  InstallationRecord,
  | 'customerId'
  | 'createdAt'
  | 'updatedAt'
  | 'hardware'
  | 'deletingAt'
  | 'plannedInstallationDate'
  | 'installationDate'
  | 'finishConfigurationDate'
> {
  createdDaysAgo: number;
  /**
   * Planned, actual and end-of-configuration days, as offsets from the seed's "today" (null: none):
   * the planned one is stored as its calendar day, the others as a working-hours moment of theirs.
   */
  days: [planned: number | null, installed: number | null, finished: number | null];
  hardware: Array<{ name: string; quantity: number; unitPrice: number }>;
}

export interface DemoComment {
  by: DemoAuthor;
  /** Days after the issue was reported. */
  after: number;
  content: string;
}

export interface DemoIssue {
  _id: number;
  installationId: number;
  title: string;
  description: string;
  status: IssueStatus;
  by: DemoAuthor;
  reportedDaysAgo: number;
  comments: DemoComment[];
}

const RASPBERRY = { name: 'Raspberry Pi 5 (8 GB) cu SSD 256 GB și carcasă', quantity: 1, unitPrice: 689 };
const ZIGBEE = { name: 'Adaptor Zigbee SONOFF ZBDongle-E', quantity: 1, unitPrice: 145 };

export const DEMO_INSTALLATIONS: readonly DemoInstallation[] = [
  {
    _id: 1,
    name: 'Casă Valea Lupului',
    address: 'Str. Trandafirilor 14, Valea Lupului, Iași',
    customerEmail: DEMO_CUSTOMER_EMAIL,
    package: 'premium',
    status: 'completed',
    description:
      'Home Assistant pe Raspberry Pi 5, adaptor Zigbee, monitorizarea consumului pe circuite și boiler pornit din surplusul panourilor fotovoltaice.',
    estimatedTotalCost: 2150,
    days: [-45, -43, -36],
    createdDaysAgo: 60,
    hardware: [
      RASPBERRY,
      ZIGBEE,
      { name: 'Contor de energie Shelly Pro 3EM', quantity: 1, unitPrice: 520 },
      { name: 'Senzor de ușă/fereastră Aqara', quantity: 6, unitPrice: 79 },
      { name: 'Releu Shelly Plus 1PM (boiler)', quantity: 1, unitPrice: 95 },
    ],
  },
  {
    _id: 2,
    name: 'Apartament Tătărași',
    address: 'Str. Vasile Lupu 72, bl. C3, ap. 12, Iași',
    customerEmail: DEMO_CUSTOMER_EMAIL,
    package: 'advanced',
    status: 'in_progress',
    description: 'Lumini Zigbee în trei camere, termostate de calorifer și senzori de fereastră.',
    estimatedTotalCost: 1380.5,
    days: [-3, -2, null],
    createdDaysAgo: 40,
    hardware: [
      RASPBERRY,
      ZIGBEE,
      { name: 'Cap termostatic Zigbee Sonoff TRVZB', quantity: 3, unitPrice: 189.5 },
      { name: 'Bec inteligent Zigbee IKEA TRÅDFRI', quantity: 6, unitPrice: 49.99 },
    ],
  },
  {
    _id: 3,
    name: 'Garaj și grădină Miroslava',
    address: 'Str. Principală 5, Miroslava, Iași',
    customerEmail: DEMO_CUSTOMER_EMAIL,
    package: 'basic',
    status: 'pending',
    description: null,
    estimatedTotalCost: null,
    days: [12, null, null],
    createdDaysAgo: 20,
    hardware: [],
  },
  {
    _id: 4,
    name: 'Vilă Bucium',
    address: 'Str. Plopii fără Soț 23, Bucium, Iași',
    customerEmail: 'mihaela.dumitru@example.ro',
    package: 'premium',
    status: 'completed',
    description:
      'Alarmă cu senzori de fum și inundație, robinet general motorizat, lumini exterioare automate.',
    estimatedTotalCost: 3475.9,
    days: [-80, -78, -70],
    createdDaysAgo: 90,
    hardware: [
      RASPBERRY,
      ZIGBEE,
      { name: 'Senzor de inundație Aqara', quantity: 4, unitPrice: 85 },
      { name: 'Detector de fum Heiman Zigbee', quantity: 5, unitPrice: 159 },
      { name: 'Robinet general motorizat Zigbee', quantity: 1, unitPrice: 420 },
    ],
  },
  {
    _id: 5,
    name: 'Apartament Copou',
    address: 'Bd. Carol I 31, ap. 4, Iași',
    customerEmail: 'radu.stan@example.ro',
    package: 'advanced',
    status: 'in_progress',
    description: 'Prize inteligente cu măsurarea consumului și notificări pentru mașina de spălat.',
    estimatedTotalCost: 990,
    days: [-1, -1, null],
    createdDaysAgo: 15,
    hardware: [RASPBERRY, { name: 'Priză inteligentă Zigbee cu contor', quantity: 4, unitPrice: 69.9 }],
  },
];

export const DEMO_ISSUES: readonly DemoIssue[] = [
  {
    _id: 1,
    installationId: 1,
    title: 'Senzorul de pe ușa de la intrare nu mai raportează',
    description:
      'De ieri seară senzorul de pe ușa de la intrare apare „indisponibil” în aplicație. Am schimbat bateria, tot nu merge.',
    status: 'resolved',
    by: 'client',
    reportedDaysAgo: 25,
    comments: [
      {
        by: 'installer',
        after: 0,
        content:
          'Bună ziua! Probabil a ieșit din rețeaua Zigbee după schimbarea bateriei. Trec mâine după-amiază să îl reîmperechez.',
      },
      { by: 'client', after: 1, content: 'Mulțumesc, sunt acasă de la ora 16.' },
      {
        by: 'installer',
        after: 2,
        content:
          'Am reîmperecheat senzorul și am adăugat un router Zigbee pe hol, ca semnalul să fie mai bun. Acum raportează normal.',
      },
      { by: 'client', after: 2, content: 'Funcționează perfect, mulțumesc!' },
    ],
  },
  {
    _id: 2,
    installationId: 2,
    title: 'Termostatul din dormitor arată o temperatură greșită',
    description:
      'Capul termostatic din dormitor arată 26 °C, dar în cameră sunt cam 21 °C, așa că oprește caloriferul prea devreme.',
    status: 'wip',
    by: 'client',
    reportedDaysAgo: 4,
    comments: [
      {
        by: 'installer',
        after: 0,
        content:
          'Capul stă foarte aproape de calorifer. Îl legăm de senzorul de temperatură din cameră; trec joi să îl configurez.',
      },
      { by: 'client', after: 1, content: 'Perfect, joi e bine.' },
    ],
  },
  {
    _id: 3,
    installationId: 1,
    title: 'Notificarea de baterie descărcată vine de două ori',
    description:
      'În fiecare seară primesc pe telefon aceeași notificare de două ori, la câteva secunde una după alta.',
    status: 'open',
    by: 'client',
    reportedDaysAgo: 1,
    comments: [
      {
        by: 'admin',
        after: 0,
        content:
          'Am văzut: sunt două automatizări cu același blueprint. Vă scriem după ce o ștergem pe cea veche.',
      },
    ],
  },
  {
    _id: 4,
    installationId: 4,
    title: 'Robinetul general nu se închide la testul de inundație',
    description:
      'La verificarea lunară, senzorul din baie a dat alarma, notificarea a venit, dar robinetul general a rămas deschis.',
    status: 'open',
    by: 'installer',
    reportedDaysAgo: 2,
    comments: [
      {
        by: 'installer',
        after: 0,
        content:
          'Clienta a sunat; robinetul răspunde din aplicație, deci problema e în automatizare. Verific jurnalul.',
      },
      { by: 'admin', after: 1, content: 'Programez o vizită vineri dacă nu se rezolvă de la distanță.' },
    ],
  },
  {
    _id: 5,
    installationId: 5,
    title: 'Priza din bucătărie se deconectează des',
    description: 'Priza inteligentă a frigiderului iese din rețea de câteva ori pe zi, apoi revine singură.',
    status: 'wip',
    by: 'admin',
    reportedDaysAgo: 6,
    comments: [
      {
        by: 'installer',
        after: 1,
        content:
          'Am mutat adaptorul Zigbee pe un cablu prelungitor USB, departe de routerul Wi-Fi. Urmăresc două zile.',
      },
    ],
  },
  {
    _id: 6,
    installationId: 4,
    title: 'Luminile exterioare nu se aprind la apus',
    description: 'De la schimbarea orei, luminile de pe alee se aprind abia după ora 20.',
    status: 'resolved',
    by: 'installer',
    reportedDaysAgo: 30,
    comments: [
      {
        by: 'installer',
        after: 0,
        content:
          'Automatizarea folosea o oră fixă; am trecut-o pe blueprintul cu apusul soarelui (cu 15 minute înainte).',
      },
      { by: 'admin', after: 1, content: 'Verificat seara: se aprind corect.' },
    ],
  },
];
