/**
 * The labels of the news list and article (Romanian, like the rest of the public site). 'Read more...'
 * and 'News article not found' are agreed texts and stay in English, word for word.
 */
export const newsTexts = {
  readMore: 'Read more...',
  published: 'Publicat pe',
  latest: 'Cea mai recentă',
  filter: {
    label: 'Filtrează după etichetă',
    all: 'Toate',
  },
  list: {
    allTitle: 'Toate noutățile',
    tagTitle: (tag: string) => `Noutăți cu eticheta „${tag}”`,
    pageOf: (page: number, pages: number) => `Pagina ${page} din ${pages}`,
    loading: 'Se încarcă noutățile...',
    failed: 'Nu am putut încărca noutățile. Verifică conexiunea la internet și încearcă din nou.',
    empty: 'Nu există încă noutăți publicate. Revino în curând.',
    emptyTag: (tag: string) => `Nu există noutăți cu eticheta „${tag}”.`,
    showAll: 'Vezi toate noutățile',
    emptyPage: 'Această pagină nu mai există: lista are acum mai puține pagini.',
    toFirstPage: 'Mergi la prima pagină',
  },
  pagination: {
    label: 'Paginile listei de noutăți',
    previous: 'Pagina anterioară',
    next: 'Pagina următoare',
    previousShort: 'Anterioară',
    nextShort: 'Următoare',
    page: (page: number) => `Pagina ${page}`,
  },
  item: {
    back: 'Înapoi la noutăți',
    loading: 'Se încarcă articolul...',
    failedTitle: 'Nu am putut încărca articolul',
    failed: 'Verifică conexiunea la internet și încearcă din nou.',
    tagsLabel: 'Etichete',
    notFound: 'News article not found',
    notFoundHint: 'Articolul căutat nu există sau a fost șters.',
    toList: 'Vezi toate noutățile',
  },
  retry: 'Încearcă din nou',
} as const;
