/**
 * Romanian copy of /packages and /packages/{id}. Every number in it (prices, days, the fee, the
 * hourly rate, the Raspberry Pi cost) is read from @smarthome/catalog, so a price changes in one place.
 */
import {
  afterSupportRate,
  formatInclusiveRange,
  HARDWARE_ORDER_FEE_PERCENT,
  packageIds,
  servicePackages,
  singleBoardComputer,
  type PackageId,
} from '@smarthome/catalog';
import { ro } from '@/lib/texts/ro';
import type { RateTexts } from '@/lib/rate-marks';

const prices = packageIds.map((id) => servicePackages[id].priceEur).join(', ');
const supportDays = packageIds.map((id) => servicePackages[id].supportDays).join(', ');
const afterSupport = `${afterSupportRate.leiPerHour} lei pe oră, cu o facturare minimă de ${afterSupportRate.minimumMinutes} de minute`;
const hardwareFee = `un comision de serviciu de ${HARDWARE_ORDER_FEE_PERCENT}%`;

export const packagesPageContent = {
  meta: {
    description: `Pachetele Basic, Advanced și Premium pentru casa ta inteligentă în Iași: ${prices} EUR, cu suport inclus, prețuri în lei la cursul zilei și comparație detaliată.`,
  },
  eyebrow: 'Prețuri fixe, fără abonamente',
  lead: 'Trei pachete de instalare și configurare Home Assistant, cu preț fix în euro. Alegi pachetul potrivit casei tale, iar hardware-ul îl cumperi separat, fără surprize.',
  pricing: {
    title: 'Cum se formează prețul',
    lead: 'Plătești munca de instalare și configurare o singură dată. Restul costurilor le cunoști dinainte.',
    items: [
      {
        title: 'Preț fix pe pachet',
        text: `Basic, Advanced sau Premium: ${prices} EUR, plătiți o singură dată pentru instalare, configurare și instruire. Fără abonamente lunare.`,
      },
      {
        title: 'Hardware separat',
        text: `Echipamentele nu sunt incluse în pachet. Le cumperi tu, după lista pe care o stabilim împreună, sau le comand eu pentru tine, cu ${hardwareFee}.`,
      },
      {
        title: 'Suport inclus, apoi la oră',
        text: `Fiecare pachet include ${supportDays} de zile de suport. După această perioadă, suportul costă ${afterSupport}.`,
      },
      {
        title: 'Lei la cursul zilei',
        text: 'Prețurile sunt stabilite în euro. Echivalentul în lei este orientativ: se calculează la cursul EUR/RON al zilei și se rotunjește.',
      },
    ],
  },
  cards: {
    title: 'Alege pachetul potrivit',
    lead: 'Fiecare pachet include tot ce oferă pachetul de dinaintea lui, plus funcții noi.',
  },
  rate: {
    title: 'Prețurile în lei',
    lead: 'Prețurile în lei sunt aproximative, calculate la cursul de mai jos și rotunjite la leu.',
    tableCaption: 'Prețul fiecărui pachet în euro și aproximativ în lei',
    package: 'Pachet',
    eur: 'Preț (EUR)',
    ron: 'Aproximativ (lei)',
  },
  comparison: {
    title: 'Comparație detaliată',
    lead: 'Toate caracteristicile pachetelor, una lângă alta.',
  },
  area: {
    title: 'Zona de deservire',
    text: 'Instalările la domiciliu se fac în:',
    elsewhere:
      'În alte localități ofer doar consultanță online: te ajut să alegi echipamentele și să configurezi sistemul de la distanță.',
  },
  benefits: {
    title: 'De ce merită',
    items: [
      {
        title: 'Control local, fără cloud',
        text: 'Automatizările rulează în casa ta și funcționează și fără internet. Datele tale nu pleacă pe serverele nimănui.',
      },
      {
        title: 'Fără abonamente',
        text: 'Plătești pachetul o singură dată. Nu există taxe lunare pentru aplicație sau pentru dispozitive.',
      },
      {
        title: 'Un singur om de contact',
        text: 'Același inginer te consiliază, face instalarea și îți răspunde când ai nevoie de ajutor.',
      },
      {
        title: `Instalare completă în ${ro.installationProcess.total}`,
        text: 'De la prima discuție la sistemul funcțional, cu pași și durate cunoscute dinainte.',
      },
    ],
  },
  cta: {
    title: 'Nu știi ce pachet ți se potrivește?',
    text: 'Scrie-mi câteva rânduri despre casa ta și ce ai vrea să automatizezi. Îți recomand pachetul potrivit, fără nicio obligație.',
    contact: 'Cere o recomandare',
    calculator: 'Estimează costul total',
  },
};

/** The RON price's rate while its day is unknown (loading, or the default rate). */
const rateNoteWithoutDay = (rate: string) => `Preț în lei aproximativ, la cursul de ${rate} lei/EUR.`;

export const packagePageContent = {
  meta: {
    description: (id: PackageId): string => {
      const pkg = servicePackages[id];
      return `Pachetul ${pkg.title} (${pkg.priceEur} EUR): ce include, exemple de automatizări, pentru cine este potrivit și suport inclus ${pkg.supportDays} de zile. Instalare Home Assistant în Iași.`;
    },
  },
  eyebrow: 'Pachet de instalare',
  title: (name: string) => `Pachetul ${name}`,
  facts: {
    label: 'Pe scurt',
    devices: (max: number | null) => (max === null ? 'Dispozitive nelimitate' : `Până la ${max} dispozitive`),
    support: (days: number, priority: boolean) => `${days} de zile de suport${priority ? ' prioritar' : ''}`,
    backup: (backup: 'local' | 'cloud') => (backup === 'local' ? 'Backup local' : 'Backup în cloud'),
  },
  perPackage: 'per instalare',
  priceTitle: 'Preț',
  notesLabel: 'Zonă de deservire și hardware',
  included: {
    title: 'Ce include',
    own: 'Inclus în pachet',
    from: (name: string) => `Din pachetul ${name}`,
    extras: (base: string) => `În plus față de pachetul ${base}`,
  },
  examples: 'Exemple de automatizări',
  idealFor: 'Ideal pentru',
  /** The rate of the RON price, with its day when it has one. */
  rateNote: {
    loading: rateNoteWithoutDay,
    updated: (rate, day) => `Preț în lei aproximativ, la cursul de ${rate} lei/EUR din ${day}.`,
    default: rateNoteWithoutDay,
  } satisfies RateTexts,
  contactCta: 'Solicită acest pachet',
  calculatorCta: 'Estimează costul hardware-ului',
  area: {
    title: 'Zona de deservire',
    elsewhere: 'În alte localități ofer doar consultanță online.',
  },
  hardware: {
    title: 'Despre hardware',
    text: `Hardware-ul nu este inclus în preț și se cumpără separat. Un ${singleBoardComputer.name} costă în jur de ${formatInclusiveRange(singleBoardComputer.costLei)} lei. Dacă dorești, pot comanda eu componentele, cu ${hardwareFee}.`,
  },
  afterSupport: (days: number) =>
    `După cele ${days} de zile de suport inclus, ajutorul costă ${afterSupport}.`,
  comparison: 'Comparație între pachete',
  allPackages: 'Toate pachetele',
};
