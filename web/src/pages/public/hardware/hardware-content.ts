/**
 * Romanian copy of /hardware: the hardware brands the provider has experience with, and the link to
 * the calculator. The brands are the makers of the calculator's own items (Raspberry Pi, Sonoff, Xiaomi/Aqara, Yeelight, Nous, the finger
 * bot) plus Shelly and the open Zigbee and ESPHome ecosystems, which the same installs use. Prices
 * are not repeated here: each brand lists its calculator items by id and the page reads their names
 * and prices from @smarthome/catalog.
 */
import type { HardwareItemId } from '@smarthome/catalog';
import { automationPath, paths } from '@/lib/paths';

export type BrandIcon =
  'cpu' | 'toggle' | 'thermometer' | 'lightbulb' | 'zap' | 'pointer' | 'plug' | 'radio' | 'chip';

export interface Brand {
  id: string;
  name: string;
  icon: BrandIcon;
  intro: string;
  goodFor: readonly string[];
  /** Items of the calculator made by (or typical of) this brand. */
  items: readonly HardwareItemId[];
  /** A page of the site that tells more, when there is one. */
  more?: { label: string; to: string };
}

export const hardwareContent = {
  meta: {
    title: 'Hardware recomandat',
    description:
      'Raspberry Pi, Sonoff, Xiaomi/Aqara, Yeelight, Shelly, Nous și Zigbee: echipamentele smart home pe care le instalez în Iași și la ce folosește fiecare.',
  },
  hero: {
    eyebrow: 'Platformă',
    lead: 'Recomand doar echipamente pe care le-am instalat și le-am folosit: funcționează cu Home Assistant local, în rețeaua ta, fără să depindă de cloud-ul producătorului.',
    calculatorCta: 'Calculează costul',
    contactCta: 'Cere o recomandare',
  },
  principles: {
    title: 'Cum aleg hardware-ul',
    lead: 'Trei reguli simple, ca sistemul să meargă ani de zile fără surprize.',
    items: [
      {
        title: 'Control local, fără cloud',
        text: 'Prefer dispozitivele care răspund direct în rețeaua casei. Dacă serverele producătorului se opresc, automatizările tale merg mai departe.',
      },
      {
        title: 'Standarde deschise',
        text: 'Zigbee, Wi-Fi cu acces local și firmware deschis: poți combina mărci diferite și poți înlocui oricând un dispozitiv cu altul.',
      },
      {
        title: 'Tu cumperi, eu configurez',
        text: 'Serviciul este de consultanță și instalare, nu vând hardware. Îți dau lista exactă; dacă preferi să comand eu, se adaugă un comision de serviciu de 10%.',
      },
    ],
  },
  brands: {
    title: 'Mărci cu care am experiență',
    lead: 'Ce face bine fiecare și ce găsești din gama lui în calculatorul de costuri.',
    goodFor: 'Potrivit pentru',
    addToCalculator: 'Adaugă în calculator',
    inCalculator: 'În calculator',
    list: [
      {
        id: 'raspberry-pi',
        name: 'Raspberry Pi',
        icon: 'cpu',
        intro:
          'Mini-calculatorul pe care rulează Home Assistant: mic, silențios, cu consum redus. Costă în jur de 400-500 lei și are nevoie de un card de memorie de calitate.',
        goodFor: [
          'Unitatea centrală a oricărei instalări',
          'Funcționare non-stop, cu un consum cât al unui bec',
          'Backup simplu al întregii configurații',
        ],
        items: ['raspberry-pi', 'memory-card'],
        more: { label: 'Despre Raspberry Pi', to: paths.raspberryPi },
      },
      {
        id: 'sonoff',
        name: 'Sonoff',
        icon: 'toggle',
        intro:
          'Relee și senzori cu un raport foarte bun calitate-preț. Multe modele pot fi comandate local, iar senzorii Zigbee se leagă direct la adaptorul din Home Assistant.',
        goodFor: [
          'Centrală termică și boiler, cu releul THR316D și senzorul lui de temperatură',
          'Mai multe circuite dintr-un singur modul: irigații pe zone, lumini exterioare',
          'Senzori de mișcare Zigbee pe baterie',
        ],
        items: ['relay-thr316d', 'relay-4-channel', 'sonoff-zigbee-motion'],
      },
      {
        id: 'xiaomi-aqara',
        name: 'Xiaomi și Aqara',
        icon: 'thermometer',
        intro:
          'Senzori mici și discreți, pe baterie, care țin luni sau ani. Senzorii de ușă și de temperatură au nevoie de hub-ul Xiaomi; releul dublu Aqara intră în doza întrerupătorului.',
        goodFor: [
          'Notificări când se deschide o ușă sau o fereastră',
          'Temperatura și umiditatea din fiecare cameră, din beci sau din seră',
          'Lumini comandate din telefon, cu întrerupătorul clasic păstrat',
        ],
        items: ['xiaomi-hub', 'door-sensor', 'temperature-sensor', 'aqara-dual-relay'],
      },
      {
        id: 'yeelight',
        name: 'Yeelight',
        icon: 'lightbulb',
        intro:
          'Becuri color și cu alb reglabil, comandate direct în rețeaua locală, fără aplicația producătorului după configurare.',
        goodFor: [
          'Lumină care se aprinde la mișcare, doar după apus',
          'Scenarii de seară și lumină caldă pentru dormitor',
          'Trezire cu lumină care crește treptat',
        ],
        items: ['yeelight-bulb'],
        more: { label: 'Automatizarea luminilor', to: automationPath('lights') },
      },
      {
        id: 'shelly',
        name: 'Shelly',
        icon: 'zap',
        intro:
          'Module Wi-Fi care se montează în doză, în spatele întrerupătorului sau al prizei, cu acces local complet și, la multe modele, măsurarea consumului.',
        goodFor: [
          'Lumini și prize existente făcute inteligente, fără să schimbi aparatajul',
          'Monitorizarea consumului pe circuite mari: boiler, pompă, aer condiționat',
          // A non-breaking hyphen: "5-12" must not be split over two lines.
          'Poarta garajului comandată din telefon, cu modul Wi-Fi alimentat la 5\u201112 V DC',
        ],
        items: ['wifi-plug-metering', 'garage-wifi-module'],
      },
      {
        id: 'tuya-switchbot',
        name: 'Tuya și SwitchBot (finger bot)',
        icon: 'pointer',
        intro:
          'Finger bot-ul apasă fizic un buton: soluția pentru aparatele care nu pot fi modificate. Pentru unele modele Tuya controlul local cere configurare suplimentară; îți spun dinainte ce model merge.',
        goodFor: [
          'Cafetiere, aparate mai vechi sau interfoane cu buton',
          'Locuințe închiriate, unde nu poți schimba instalația',
          'Soluții rapide, fără electrician',
        ],
        items: ['finger-bot'],
      },
      {
        id: 'nous',
        name: 'Nous',
        icon: 'plug',
        intro:
          'Prize inteligente accesibile, în variante Wi-Fi și Zigbee, care se integrează curat în Home Assistant și măsoară consumul aparatelor.',
        goodFor: [
          'Oprirea aparatelor uitate în standby',
          'Urmărirea consumului la mașina de spălat sau la frigider',
          'Întărirea rețelei Zigbee: prizele retransmit semnalul senzorilor',
        ],
        items: ['nous-zigbee-plug', 'wifi-plug-basic'],
      },
      {
        id: 'zigbee',
        name: 'Zigbee (standard deschis)',
        icon: 'radio',
        intro:
          'Cu un adaptor Zigbee USB, Home Assistant are propria rețea de senzori, fără hub-ul fiecărui producător. Dispozitive de la mărci diferite lucrează împreună.',
        goodFor: [
          'Multe dispozitive pe baterie, cu autonomie lungă',
          'O rețea care merge și fără Wi-Fi sau internet',
          'Libertatea de a combina mărci diferite',
        ],
        items: ['zigbee-adapter', 'zigbee-plug', 'light-sensor-zigbee'],
      },
      {
        id: 'esphome',
        name: 'ESPHome (senzori pe ESP32)',
        icon: 'chip',
        intro:
          'Pentru măsurători speciale folosesc senzori pe plăci ESP32 cu firmware deschis ESPHome, configurați direct din Home Assistant.',
        goodFor: [
          'Umiditatea solului, pentru irigații pornite doar la nevoie',
          'Nivelul apei din rezervor sau poziția mașinii în garaj, cu senzor ultrasonic',
          'Măsurători pe care niciun produs de serie nu le face exact cum ai nevoie',
        ],
        items: ['soil-moisture-sensor', 'ultrasonic-sensor'],
      },
    ] satisfies Brand[],
  },
  cta: {
    title: 'Cât costă hardware-ul pentru casa ta?',
    text: 'Alege dispozitivele în calculator și vezi pe loc totalul în lei, cu sau fără un pachet de instalare.',
    calculator: 'Deschide calculatorul',
    contact: 'Cere o recomandare',
  },
};
