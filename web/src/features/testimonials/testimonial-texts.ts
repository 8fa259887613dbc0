/**
 * The Romanian texts of the testimonial list and form. Kept word for word: the form's failure
 * 'A apărut o eroare la trimiterea mărturiei tale. Te rugăm să încerci din nou.'; the field errors
 * come from @smarthome/catalog (the server checks with the same rules) and the bot check's texts
 * live with it. The rest was written here.
 */
export const testimonialTexts = {
  list: {
    title: 'Ce spun clienții',
    loading: 'Se încarcă mărturiile...',
    error: 'Nu am putut încărca mărturiile. Te rugăm să încerci din nou.',
    retry: 'Încearcă din nou',
    emptyTitle: 'Încă nu există mărturii publicate',
    emptyText: 'Ai lucrat cu mine la casa ta inteligentă? Poți fi primul care își spune părerea.',
    emptyCta: 'Scrie prima mărturie',
  },
  card: {
    /** The accessible text of the stars: '4 din 5 stele'. */
    stars: (rating: number, max: number) => `${rating} din ${max} stele`,
  },
  pagination: {
    label: 'Paginare',
    previous: 'Anterioară',
    previousLabel: 'Pagina anterioară',
    next: 'Următoare',
    nextLabel: 'Pagina următoare',
    page: (page: number) => `Pagina ${page}`,
    /** Says where the visitor is, for screen readers, after a change of page. */
    position: (page: number, total: number) => `Pagina ${page} din ${total}`,
  },
  form: {
    title: 'Scrie mărturia ta',
    lead: 'Câmpurile marcate cu * sunt obligatorii.',
    clientName: 'Nume',
    clientNameHint: 'Așa va apărea sub mărturie.',
    position: 'Funcție',
    positionHint: 'De exemplu: proprietar de casă, administrator.',
    company: 'Companie',
    companyHint: 'Doar dacă vrei să apară.',
    optional: 'opțional',
    rating: 'Evaluare',
    ratingOption: (stars: number) => (stars === 1 ? '1 stea' : `${stars} stele`),
    ratingWords: ['Slab', 'Acceptabil', 'Bun', 'Foarte bun', 'Excelent'],
    content: 'Mărturia ta',
    contentHint:
      'Ce ai automatizat, cum a decurs instalarea și ce s-a schimbat în casa ta (minimum 10 caractere).',
    submit: 'Trimite mărturia',
    submitting: 'Se trimite...',
    failure: 'A apărut o eroare la trimiterea mărturiei tale. Te rugăm să încerci din nou.',
  },
  success: {
    thanks: 'Mulțumim pentru mărturie!',
    pending:
      'Mărturia ta a fost trimisă și așteaptă aprobarea. Va apărea pe pagina de testimoniale după ce este verificată.',
    redirect: (seconds: number) => `Te ducem la testimoniale în ${seconds} secunde.`,
    now: 'Mergi acum la testimoniale',
  },
} as const;
