/**
 * The six Home Assistant dashboards shown on the site: the home carousel's slides and the /dashboards
 * gallery are the same list (a slide and an example both carry id, image, title, description), in
 * this order: main, misc, energy monitoring, irrigation, parameters, statistics.
 *
 * The images are screenshots of mock dashboards rendered by web/scripts/render-dashboard-images.mjs
 * (1280×800 CSS pixels, kept at 800 and 1600 px wide as WebP); re-run it after changing a mock.
 */
import energy1600 from '@/assets/dashboards/energy-1600.webp';
import energy800 from '@/assets/dashboards/energy-800.webp';
import irrigation1600 from '@/assets/dashboards/irrigation-1600.webp';
import irrigation800 from '@/assets/dashboards/irrigation-800.webp';
import main1600 from '@/assets/dashboards/main-1600.webp';
import main800 from '@/assets/dashboards/main-800.webp';
import misc1600 from '@/assets/dashboards/misc-1600.webp';
import misc800 from '@/assets/dashboards/misc-800.webp';
import parameters1600 from '@/assets/dashboards/parameters-1600.webp';
import parameters800 from '@/assets/dashboards/parameters-800.webp';
import statistics1600 from '@/assets/dashboards/statistics-1600.webp';
import statistics800 from '@/assets/dashboards/statistics-800.webp';

/** An image in two widths, for `srcset`; width and height are the intrinsic ratio that reserves space. */
export interface ResponsiveImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

export const dashboardExampleIds = [
  'main',
  'misc',
  'energy',
  'irrigation',
  'parameters',
  'statistics',
] as const;
export type DashboardExampleId = (typeof dashboardExampleIds)[number];

export interface DashboardExample {
  id: DashboardExampleId;
  title: string;
  description: string;
  /** What the screenshot shows, for whoever cannot see it (the title and description say what it is for). */
  alt: string;
  image: ResponsiveImage;
}

const screenshot = (small: string, large: string): ResponsiveImage => ({
  src: small,
  srcSet: `${small} 800w, ${large} 1600w`,
  width: 1600,
  height: 1000,
});

export const dashboardExamples: readonly DashboardExample[] = [
  {
    id: 'main',
    title: 'Panoul principal',
    description:
      'Toată casa dintr-o privire: temperatura din fiecare cameră, luminile aprinse, ușile, poarta garajului și prognoza meteo.',
    alt: 'Dashboard Home Assistant pe camere: termostatul din sufragerie la 22 °C, luminile din bucătărie și dormitor, vremea în Iași și poarta garajului închisă.',
    image: screenshot(main800, main1600),
  },
  {
    id: 'misc',
    title: 'Diverse',
    description:
      'Muzica din sufragerie, scenarii cu o singură atingere, electrocasnicele, agenda familiei, lista de cumpărături și bateriile senzorilor.',
    alt: 'Dashboard Home Assistant cu un player de muzică, butoane de scenarii, aspiratorul și mașina de spălat, agenda familiei, lista de cumpărături și nivelul bateriilor.',
    image: screenshot(misc800, misc1600),
  },
  {
    id: 'energy',
    title: 'Monitorizarea energiei',
    description:
      'Consumul de azi oră cu oră, producția panourilor solare, energia trimisă în rețea și aparatele care consumă cel mai mult.',
    alt: 'Panoul de energie Home Assistant: grafic orar cu consumul din rețea și producția solară, distribuția energiei între rețea, panouri și casă, consumul pe aparate.',
    image: screenshot(energy800, energy1600),
  },
  {
    id: 'irrigation',
    title: 'Irigații',
    description:
      'Patru zone de udare, umiditatea solului în fiecare zonă, programul săptămânal și amânarea automată când se anunță ploaie.',
    alt: 'Dashboard de irigații Home Assistant: zona 1 udă gazonul din față, indicatoare de umiditate a solului pentru patru zone, programul de udare și prognoza de ploaie.',
    image: screenshot(irrigation800, irrigation1600),
  },
  {
    id: 'parameters',
    title: 'Parametri',
    description:
      'Temperaturile dorite, temporizările porții de garaj și ale luminilor, pragurile de umiditate: le schimbi din telefon, fără cod.',
    alt: 'Dashboard de parametri Home Assistant: glisoare pentru temperaturile de zi și de noapte, notificarea porții după 5 minute, închiderea automată după 90 de secunde, setări de iluminat.',
    image: screenshot(parameters800, parameters1600),
  },
  {
    id: 'statistics',
    title: 'Statistici',
    description:
      'Temperaturile din ultima săptămână, consumul lunar de energie și istoricul zilei: când a pornit centrala, când s-a deschis poarta.',
    alt: 'Dashboard de statistici Home Assistant: temperaturile pe camere în ultimele 7 zile, consumul lunar de energie pe 12 luni și cronologia zilei de ieri.',
    image: screenshot(statistics800, statistics1600),
  },
];
