/**
 * Copy of /raspberry-pi, the explainer of the single-board computer (about 400-500 lei) with
 * recommendations. Prices come from @smarthome/catalog: the cost range for the board, the calculator's prices for the items a visitor adds up there.
 */
import { Cpu, Fan, HardDrive, MemoryStick, Plug, Radio, type LucideIcon } from 'lucide-react';
import {
  formatInclusiveRange,
  hardwareItem,
  HARDWARE_ORDER_FEE_PERCENT,
  singleBoardComputer,
} from '@smarthome/catalog';

const cost = formatInclusiveRange(singleBoardComputer.costLei);
const board = hardwareItem('raspberry-pi');
const card = hardwareItem('memory-card');
const zigbee = hardwareItem('zigbee-adapter');

export interface Recommendation {
  icon: LucideIcon;
  title: string;
  /** The short answer, shown as a badge. */
  pick: string;
  text: string;
}

export const raspberryPiContent = {
  metaDescription: `Raspberry Pi pentru Home Assistant: ce model, câtă memorie RAM, ce sursă, card SD sau SSD și ce adaptor Zigbee să alegi. Costă aproximativ ${cost} lei.`,
  eyebrow: 'Unitatea centrală',
  lead: 'Raspberry Pi este mini-calculatorul pe care rulează Home Assistant în casa ta: mic cât un pachet de cărți de joc, silențios și cu un consum de energie de câțiva wați.',
  costLabel: 'Cost aproximativ',
  cost: `${cost} lei`,

  whatTitle: 'Ce este un Raspberry Pi',
  what: [
    'Raspberry Pi este un calculator complet pe o singură placă, creat în Marea Britanie de Fundația Raspberry Pi. Are procesor, memorie, porturi USB, rețea prin cablu, WiFi și Bluetooth, dar încape în palmă.',
    'Pentru o casă inteligentă este alegerea clasică: Home Assistant îl suportă oficial, pornește singur după o pană de curent și poate rula ani la rând, zi și noapte, fără ventilatoare zgomotoase și fără facturi mari la curent.',
  ],
  stats: [
    { value: `≈ ${cost} lei`, label: 'prețul plăcii' },
    { value: 'sub 10 W', label: 'consum tipic, cât un bec LED' },
    { value: '24/7', label: 'funcționare continuă, silențioasă' },
  ],

  recommendationsTitle: 'Recomandările mele',
  recommendationsLead:
    'Ce aleg pentru instalările mele și de ce. Înainte de cumpărare verificăm împreună lista, ca să nu plătești pentru ce nu îți trebuie.',
  recommendations: [
    {
      icon: Cpu,
      title: 'Modelul',
      pick: 'Raspberry Pi 5',
      text: 'Este de 2-3 ori mai rapid decât generația anterioară și are conector pentru SSD. Un Raspberry Pi 4 Model B pe care îl ai deja merge și el foarte bine într-o casă obișnuită.',
    },
    {
      icon: MemoryStick,
      title: 'Memoria RAM',
      pick: '4 GB, sau 8 GB pentru extra',
      text: '4 GB ajung pentru majoritatea caselor. Alege 8 GB dacă vrei recunoaștere vocală locală, camere cu detecție de persoane sau multe add-on-uri.',
    },
    {
      icon: Plug,
      title: 'Sursa de alimentare',
      pick: 'Sursa oficială USB-C',
      text: 'Pentru Pi 5, sursa oficială de 27 W (5,1 V, 5 A); pentru Pi 4, cea de 15 W. Un încărcător de telefon provoacă subtensiune, blocări și carduri corupte.',
    },
    {
      icon: HardDrive,
      title: 'Stocarea',
      pick: 'Card A2 de calitate sau SSD',
      text: 'Un card microSD din clasa A2, de cel puțin 32 GB, de la un producător cunoscut, e suficient pentru început. Un SSD e mai rapid și rezistă mult mai bine la scrierile constante ale istoricului.',
    },
    {
      icon: Fan,
      title: 'Carcasa și răcirea',
      pick: 'Carcasă cu ventilator',
      text: 'Raspberry Pi 5 se încălzește sub sarcină: o carcasă cu ventilator sau răcitorul activ oficial îl ține rapid și stabil. Pentru Pi 4 ajunge o carcasă din aluminiu.',
    },
    {
      icon: Radio,
      title: 'Adaptorul Zigbee',
      pick: 'Stick USB Zigbee 3.0',
      text: 'Conectează direct senzorii și prizele Zigbee, fără hub-ul producătorului. Îl montez pe un prelungitor USB, departe de porturile USB 3 și de SSD, care perturbă banda de 2,4 GHz.',
    },
  ] satisfies Recommendation[],

  storageTitle: 'Card de memorie sau SSD?',
  storageLead:
    'Home Assistant scrie des pe disc: stări, istoric, statistici. Stocarea decide cât de repede pornește sistemul și cât rezistă în timp.',
  storageCaption: 'Comparație între cardul microSD și SSD pentru Home Assistant',
  storageHeaders: { criterion: 'Criteriu', card: 'Card microSD', ssd: 'SSD' },
  storage: [
    { criterion: 'Cost', card: `${card.priceRon} lei în calculator`, ssd: 'Mai scump, plus adaptorul' },
    { criterion: 'Viteză', card: 'Suficientă pentru început', ssd: 'Pornire și istoric mult mai rapide' },
    { criterion: 'Durabilitate', card: 'Se uzează în timp', ssd: 'Rezistă ani la rând' },
    {
      criterion: 'Potrivit pentru',
      card: 'Case mici, pachetul Basic',
      ssd: 'Multe dispozitive, istoric lung',
    },
  ],
  storageNote:
    'Oricare ai alege, configurația are backup automat: dacă stocarea cedează, sistemul se reface pe un card sau SSD nou.',

  costTitle: 'Cât costă unitatea centrală',
  costLead: `Un Raspberry Pi costă aproximativ ${cost} lei, în funcție de model, memorie și magazin. În calculator folosim capătul de sus al intervalului, ca estimarea să nu iasă niciodată prea mică.`,
  costCaption: 'Costul estimat al unității centrale, cu prețurile din calculator',
  costItemHeader: 'Componentă',
  costPriceHeader: 'Preț estimat',
  costLines: [
    { name: board.name, price: board.priceRon, note: 'obligatoriu' },
    { name: card.name, price: card.priceRon, note: 'obligatoriu' },
  ],
  costRequiredTotalLabel: 'Minimul necesar',
  costOptional: { name: zigbee.name, price: zigbee.priceRon, note: 'doar pentru dispozitive Zigbee' },
  costWithZigbeeLabel: 'Cu adaptor Zigbee',
  costNote: `Hardware-ul se cumpără separat și nu este inclus în prețul pachetelor. Dacă preferi, îl comand eu, cu un comision de serviciu de ${HARDWARE_ORDER_FEE_PERCENT}%.`,
  costExtrasTitle: 'De avut în vedere',
  costExtras: [
    'Sursa oficială de alimentare și o carcasă cu răcire; kiturile Raspberry Pi le includ adesea.',
    'Un cablu Ethernet până la router: cea mai stabilă conexiune pentru unitatea centrală.',
    'Opțional, un SSD în locul cardului, pentru case cu multe dispozitive și istoric lung.',
    'Senzorii, prizele și releele se adaugă separat, în calculator, după nevoile casei.',
  ],
  calculatorCta: 'Deschide calculatorul',
  hardwareCta: 'Alte echipamente',

  ctaTitle: 'Ai deja un Raspberry Pi?',
  ctaText:
    'Spune-mi ce model și ce accesorii ai: de multe ori pot fi folosite așa cum sunt, fără cumpărături noi.',
  ctaContact: 'Scrie-mi',
  ctaHomeAssistant: 'Despre Home Assistant',
} as const;
