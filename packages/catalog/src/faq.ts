/**
 * The eight questions of the /faq page (an accordion), with
 * their answers in Romanian. They live here, not in the web app, because the assistant answers
 * visitors from the same text. Every number in an answer comes from the catalog's own constants, so
 * a price or a duration changes in one place and the FAQ follows.
 */
import { formatInclusiveRange, singleBoardComputer } from './automations.js';
import {
  afterSupportRate,
  HARDWARE_ORDER_FEE_PERCENT,
  packagePriceEur,
  servicePackages,
} from './packages.js';
import { serviceArea } from './service-area.js';

export const faqIds = [
  'price',
  'hardware',
  'offline',
  'duration',
  'support',
  'area',
  'voice-assistants',
  'provider-unavailable',
] as const;
export type FaqId = (typeof faqIds)[number];

export interface FaqEntry {
  id: FaqId;
  question: string;
  /** Paragraphs of plain text (the page shows them as paragraphs, the assistant quotes them). */
  answer: readonly string[];
}

/** Typical duration of a full installation, from the first talk to a working system. */
export const installationDurationDays = { min: 10, max: 14 } as const;

/**
 * The service area as it reads inside a Romanian sentence: "municipiul Iași, Valea Lupului,
 * Miroslava, Breazu și Uricani".
 */
export const serviceAreaInSentence = `${serviceArea
  .slice(0, -1)
  .join(', ')
  .replace(/^Municipiul/, 'municipiul')} și ${serviceArea.at(-1)}`;

const lei = (value: number) => `${value} lei`;
const eur = (value: number) => `${value} €`;
const { basic, advanced, premium } = servicePackages;

export const faq: readonly FaqEntry[] = [
  {
    id: 'price',
    question: 'Cât costă o casă inteligentă cu Home Assistant?',
    answer: [
      `Costul are două părți. Instalarea și configurarea au preț fix, pe pachet: Basic ${eur(packagePriceEur.basic)}, Advanced ${eur(packagePriceEur.advanced)} și Premium ${eur(packagePriceEur.premium)}, plătite în lei la cursul zilei.`,
      `Hardware-ul se plătește separat și depinde de ce vrei să automatizezi. Minimul este un Raspberry Pi (în jur de ${formatInclusiveRange(singleBoardComputer.costLei)} lei) cu un card de memorie; la acestea se adaugă senzorii, becurile sau prizele alese. Calculatorul de costuri de pe site îți arată totalul înainte de orice discuție.`,
    ],
  },
  {
    id: 'hardware',
    question: 'Ce hardware îmi trebuie și de unde îl cumpăr?',
    answer: [
      'Inima sistemului este un mini-calculator Raspberry Pi pe care rulează Home Assistant. Pentru senzori și prize Zigbee se adaugă un adaptor Zigbee; restul depinde de casa ta: becuri inteligente, senzori de mișcare, de ușă sau de temperatură, prize, relee.',
      `Nu vând hardware. La planificare primești lista exactă de componente compatibile și le cumperi de unde dorești. Dacă preferi să nu te ocupi de comenzi, le pot comanda eu pentru tine, cu un comision de serviciu de ${HARDWARE_ORDER_FEE_PERCENT}% din valoarea lor.`,
    ],
  },
  {
    id: 'offline',
    question: 'Funcționează și fără internet?',
    answer: [
      'Da. Home Assistant rulează pe Raspberry Pi-ul din casa ta, iar dispozitivele comunică direct cu el, prin Zigbee sau prin rețeaua Wi-Fi locală. Automatizările, dashboard-ul și aplicația din rețeaua de acasă merg și când internetul pică.',
      'Fără internet lipsesc doar lucrurile care prin natura lor au nevoie de el: prognoza meteo, backup-ul în cloud al configurației și comenzile vocale prin Google Assistant sau Alexa.',
    ],
  },
  {
    id: 'duration',
    question: 'Cât durează instalarea?',
    answer: [
      `O instalare completă durează de obicei ${installationDurationDays.min}-${installationDurationDays.max} zile: consultația (1-2 ore), planificarea (2-3 zile), achiziția hardware-ului (3-5 zile), instalarea și configurarea (1-2 zile) și instruirea (3-4 ore).`,
      'Din tot acest timp, lucrul efectiv în casa ta înseamnă una sau două zile; cel mai mult se așteaptă livrarea componentelor.',
    ],
  },
  {
    id: 'support',
    question: 'Ce se întâmplă după perioada de suport inclusă?',
    answer: [
      `Fiecare pachet include suport: ${basic.supportDays} de zile la Basic, ${advanced.supportDays} la Advanced și ${premium.supportDays}, prioritar, la Premium.`,
      `După aceea sistemul funcționează în continuare, fără niciun abonament. Dacă ai nevoie de ajutor, suportul costă ${lei(afterSupportRate.leiPerHour)} pe oră, cu o facturare minimă de ${afterSupportRate.minimumMinutes} de minute, și plătești doar când chiar îl folosești.`,
    ],
  },
  {
    id: 'area',
    question: 'În ce zone faceți instalări?',
    answer: [
      `Instalez la domiciliu în ${serviceAreaInSentence}.`,
      'Dacă locuiești în altă parte, îți pot oferi consultanță online: te ajut să alegi componentele, să planifici sistemul și să configurezi Home Assistant prin sesiuni la distanță.',
    ],
  },
  {
    id: 'voice-assistants',
    question: 'Pot folosi Google Assistant sau Alexa?',
    answer: [
      'Da. Home Assistant se poate lega de Google Assistant și de Amazon Alexa, ca să aprinzi luminile sau să pornești un scenariu cu vocea, din boxele inteligente pe care le ai deja.',
      'Aceste comenzi trec prin serverele Google sau Amazon și au nevoie de internet; tot restul sistemului rămâne local. Dacă vrei control vocal fără cloud, Home Assistant are și un asistent vocal propriu, Assist.',
    ],
  },
  {
    id: 'provider-unavailable',
    question: 'Ce se întâmplă dacă nu mai sunteți disponibil?',
    answer: [
      'Sistemul tău nu depinde de mine. Hardware-ul este al tău, Home Assistant este open-source, iar contul de administrator și backup-ul configurației rămân la tine. Nu există servere sau licențe ale mele fără de care casa ar înceta să funcționeze.',
      'Automatizările merg mai departe exact ca până atunci, iar orice persoană care cunoaște Home Assistant poate prelua sistemul; comunitatea platformei este și ea una dintre cele mai mari din lume.',
    ],
  },
];
