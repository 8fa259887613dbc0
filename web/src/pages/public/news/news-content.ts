import { ro } from '@/lib/texts/ro';

/** Romanian copy of /news and of its articles' pages (the list's own labels live in features/news). */
export const newsPageContent = {
  title: ro.pageTitles.news,
  metaDescription:
    'Noutățile SmartHome Iași: anunțuri despre servicii, promoții și actualizări pentru casele inteligente locale cu Home Assistant, în Iași și împrejurimi.',
  eyebrow: 'Anunțuri și actualizări',
  lead: 'Ce e nou la SmartHome Iași: servicii, promoții și actualizări despre casele inteligente locale pe care le instalez în Iași și împrejurimi.',
  ctaTitle: 'Ai o întrebare despre un anunț?',
  ctaText: 'Scrie-mi câteva rânduri și îți răspund pe email, fără nicio obligație.',
  ctaContact: 'Scrie-mi',
  ctaPackages: 'Vezi pachetele',
} as const;
