import { ro } from '@/lib/texts/ro';

/** Romanian copy of /testimonials and /testimonials/add (the list's and the form's own texts live in features/testimonials). */
export const testimonialsPageContent = {
  list: {
    title: ro.pageTitles.testimonials,
    metaDescription:
      'Ce spun clienții despre instalarea, configurarea și suportul caselor inteligente locale cu Home Assistant, în Iași și împrejurimi: mărturii și evaluări reale.',
    eyebrow: 'Părerile clienților',
    lead: 'Mărturiile clienților pentru care am instalat și configurat case inteligente locale, fără cloud. Fiecare mărturie este publicată după ce o verific.',
    add: ro.pageTitles.addTestimonial,
    ctaTitle: 'Ai lucrat cu mine?',
    ctaText:
      'Spune-le și altora cum a fost: câteva rânduri despre instalare și despre ce s-a schimbat în casa ta.',
    ctaContact: 'Scrie-mi',
  },
  add: {
    title: ro.pageTitles.addTestimonial,
    metaDescription:
      'Lasă o mărturie despre casa ta inteligentă: cum a decurs instalarea Home Assistant și ce s-a schimbat. Mărturia apare pe site după aprobare.',
    eyebrow: 'Părerea ta contează',
    lead: 'Ai o casă inteligentă instalată sau configurată de mine? Spune-le și altor proprietari cum a fost, în câteva rânduri.',
    asideLabel: 'Despre mărturii',
    stepsTitle: 'Cum ajunge mărturia pe site',
    steps: [
      'Completezi formularul și alegi câte stele acorzi.',
      'Mărturia ajunge la mine și așteaptă aprobarea.',
      'După ce o aprob, apare pe pagina de testimoniale.',
    ],
    readTitle: 'Vrei să vezi ce au scris alții?',
    readLink: 'Citește testimonialele',
  },
} as const;
