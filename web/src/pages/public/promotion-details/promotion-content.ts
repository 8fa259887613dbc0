import {
  freeInstallationOffer as offer,
  HARDWARE_ORDER_FEE_PERCENT,
  packageIds,
  packagePriceEur,
  serviceAreaInSentence,
  servicePackages,
} from '@smarthome/catalog';
import { ro } from '@/lib/texts/ro';

const maxSaving = Math.max(...packageIds.map((id) => packagePriceEur[id]));
const prices = packageIds.map((id) => `${servicePackages[id].title} ${packagePriceEur[id]} €`).join(', ');

/**
 * Romanian copy of /promotion-details. The two counts of places left that the offer has had ("1 of
 * 3 places left" and "only two places") are told as the offer's history, from
 * the facts in @smarthome/catalog (promotion.ts); the current state is the home page's text.
 */
export const promotionPageContent = {
  title: `Instalare gratuită pentru primii ${offer.places} clienți`,
  metaDescription: `Ofertă limitată SmartHome Iași: primii ${offer.places} clienți nu plătesc instalarea și configurarea pachetului Home Assistant ales. Vezi câte locuri au mai rămas și condițiile.`,
  eyebrow: 'Ofertă limitată',
  lead: 'Ca să pornesc SmartHome Iași cu clienți mulțumiți și recomandări reale, primii trei clienți nu plătesc instalarea și configurarea pachetului ales. Plătești doar hardware-ul.',
  statusTitle: 'Locuri disponibile acum',
  /** The agreed text, shared with the home page's banner. */
  placesLeft: ro.home.promoPlaces,
  slotTaken: 'Loc ocupat',
  slotFree: 'Loc disponibil',
  statusNote: 'Locurile se acordă în ordinea confirmării, după consultație.',
  reserve: 'Rezervă locul rămas',
  historyTitle: 'Cum s-au ocupat locurile',
  history: [
    { when: 'La lansare', text: `Oferta a pornit cu ${offer.places} locuri de instalare gratuită.` },
    {
      when: 'După primul client',
      text: 'Au mai rămas doar două locuri, cum anunțam atunci pe site.',
    },
    { when: 'Acum', text: `${ro.home.promoPlaces}. Ultimul loc este al primului client care confirmă.` },
  ],
  includedTitle: 'Ce primești gratuit',
  included: [
    `Instalarea și configurarea pachetului ales (${prices}): economisești până la ${maxSaving} €.`,
    'Perioada de suport inclusă în pachet, exact ca la o instalare plătită.',
    'Instruirea de la final, ca să folosești și să modifici singur sistemul.',
  ],
  notIncludedTitle: 'Ce rămâne de plătit',
  notIncluded: [
    `Hardware-ul, cumpărat separat de tine (sau comandat prin mine, cu un comision de ${HARDWARE_ORDER_FEE_PERCENT}%).`,
    'Suportul de după perioada inclusă, la tariful obișnuit.',
  ],
  conditionsTitle: 'Condiții',
  conditions: [
    `Oferta este valabilă pentru instalările la domiciliu din ${serviceAreaInSentence}.`,
    'Locul se rezervă după consultație, când stabilim împreună pachetul și lista de hardware.',
    'Oferta se încheie când se ocupă ultimul loc; această pagină arată mereu situația la zi.',
  ],
  ctaTitle: 'Vrei ultimul loc?',
  ctaText:
    'Scrie-mi câteva rânduri despre casa ta și stabilim o consultație. Dacă locul este încă liber, îl rezerv pentru tine.',
  ctaContact: 'Scrie-mi acum',
  ctaPackages: 'Compară pachetele',
} as const;

export const promotionOffer = offer;
