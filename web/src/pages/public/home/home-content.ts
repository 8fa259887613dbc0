/**
 * Copy of the home page added with the carousel and the hero visual (the hero, why-local, packages and
 * process texts were written earlier and stay in lib/texts/ro.ts under `home`).
 */
import { packagePriceEur } from '@smarthome/catalog';

export const homeContent = {
  metaDescription: `Instalare, configurare și suport pentru case inteligente locale, fără cloud, cu Home Assistant pe Raspberry Pi, în Iași și împrejurimi. Pachete de la ${packagePriceEur.basic} €.`,
  heroImageAlt:
    'O tabletă cu panoul Home Assistant al unei case și un telefon care anunță: „Poarta garajului e deschisă de 5 minute. Se închide automat în 90 de secunde.”',
  dashboardsEyebrow: 'Exemple de dashboard-uri',
  dashboardsTitle: 'Toată casa, pe un singur ecran',
  dashboardsLead:
    'Lumini, căldură, energie, irigații și statistici, organizate cum îți place, pe telefon, tabletă sau calculator. Apasă pe un exemplu ca să vezi galeria.',
};
