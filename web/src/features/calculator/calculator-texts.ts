/**
 * The Romanian texts of the hardware cost calculator, written from its rules: a 10% fee for hardware
 * ordered through the provider, at most one package, quantities 1..maximum. Prices, items
 * and package data come from @smarthome/catalog.
 */
import { formatLei } from '@/lib/format-ro';
import type { RateTexts } from '@/lib/rate-marks';

/** 1 produs, 2 produse, 20 de produse: Romanian puts "de" before numbers ending in 00 or 20..99. */
export function countRo(n: number, one: string, many: string): string {
  if (n === 1) return `1 ${one}`;
  const lastTwo = n % 100;
  return (lastTwo === 0 && n > 0) || lastTwo >= 20 ? `${n} de ${many}` : `${n} ${many}`;
}

export const calculatorTexts = {
  meta: {
    description:
      'Calculează online costul unei case inteligente în Iași: alege hardware-ul și pachetul de instalare și vezi pe loc totalul estimat în lei.',
  },
  hero: {
    eyebrow: 'Estimare gratuită, pe loc',
    lead: 'Alege dispozitivele de care ai nevoie și, dacă vrei, un pachet de instalare. Vezi pe loc totalul estimat în lei, iar linkul paginii păstrează selecția.',
  },

  hardware: {
    title: 'Alege hardware-ul',
    lead: 'Prețuri orientative pe bucată. Raspberry Pi-ul și cardul de memorie sunt necesare în orice instalare.',
    perPiece: (lei: number) => `${formatLei(lei)} / buc.`,
    required: 'Inclus obligatoriu',
    requiredHint: 'Necesar în orice instalare, deci mereu inclus.',
    needsParent: (parent: string) => `Disponibil după ce selectezi ${parent}.`,
    takesDependents: 'Dacă îl deselectezi, se elimină și dispozitivele care depind de el.',
    zigbee: 'Zigbee',
    zigbeeHint: 'Adaugă automat adaptorul Zigbee.',
    adapterHint:
      'Se adaugă automat cu primul dispozitiv Zigbee și se elimină odată cu ultimul. Dacă îl deselectezi, se elimină și dispozitivele Zigbee.',
    onePiece: '1 buc.',
    quantity: (name: string) => `Cantitate: ${name}`,
    decrease: (name: string) => `Scade cantitatea: ${name}`,
    increase: (name: string) => `Crește cantitatea: ${name}`,
    maximum: (max: number) => `max. ${max}`,
    subtotal: 'Subtotal',
  },

  packages: {
    title: 'Adaugă un pachet de servicii',
    lead: 'Opțional: instalarea, configurarea și suportul. Poți alege cel mult un pachet; apasă din nou pe pachetul ales ca să renunți la el.',
    devices: (max: number | null) => (max === null ? 'Dispozitive nelimitate' : `Până la ${max} dispozitive`),
    support: (days: number, priority: boolean) => `Suport ${days} de zile${priority ? ', prioritar' : ''}`,
    selected: 'Ales',
    choose: 'Alege',
    details: 'Ce include pachetul',
  },

  summary: {
    title: 'Estimarea ta',
    hardware: 'Hardware',
    pieces: (n: number) => countRo(n, 'bucată', 'bucăți'),
    noPackage: 'Fără pachet de servicii',
    package: (name: string) => `Pachetul ${name}`,
    total: 'Total estimat',
    /** The rate used, and how current it is. */
    rate: {
      loading: (rate) => `Curs: 1 EUR = ${rate} lei · Se actualizează cursul...`,
      updated: (rate, day) => `Curs: 1 EUR = ${rate} lei · actualizat la ${day}`,
      default: (rate) => `Curs: 1 EUR = ${rate} lei`,
    } satisfies RateTexts,
    feeNote: (fee: number) =>
      `Hardware-ul se cumpără separat. Dacă preferi să îl comand eu, se adaugă un comision de serviciu de 10% (aproximativ ${formatLei(fee)} pentru selecția ta).`,
    disclaimer: 'Prețurile hardware sunt orientative; costul final depinde de furnizor și de stoc.',
    contactCta: 'Cere o ofertă',
    contactHint: 'Trimite-mi un mesaj cu ce ai ales și revin cu o ofertă exactă.',
    copyLink: 'Copiază linkul',
    copied: 'Linkul estimării a fost copiat.',
    copyFailed: 'Nu am putut copia automat linkul. Îl poți copia de aici:',
    linkLabel: 'Linkul estimării',
    print: 'Printează estimarea',
    reset: 'Resetează',
    mobileTotal: 'Total estimat',
    mobileLink: 'Vezi estimarea',
  },

  print: {
    title: 'Estimare de cost pentru o casă inteligentă',
    date: 'Data',
    item: 'Produs',
    quantity: 'Cant.',
    unitPrice: 'Preț unitar',
    subtotal: 'Subtotal',
    hardwareTotal: 'Total hardware',
    package: (name: string, eur: string) => `Pachetul de servicii ${name} (${eur})`,
    total: 'Total estimat',
    link: 'Estimarea online',
    contactTitle: 'Contact',
    contactText: 'Pentru o ofertă exactă, scrie-mi din pagina de contact:',
    hours: 'Program',
    area: 'Zona de deservire',
    areaElsewhere: 'În alte localități ofer consultanță online.',
  },

  /**
   * The chat link opens with a message prefilled with the estimated total: the page hands this text
   * to the chat link.
   */
  chatMessage: (totalRon: number, packageName: string | null) =>
    `Bună ziua! Am folosit calculatorul de costuri și am obținut un total estimat de ${formatLei(totalRon)}${
      packageName ? `, cu pachetul ${packageName}` : ''
    }. Mă puteți ajuta cu o ofertă?`,
};
