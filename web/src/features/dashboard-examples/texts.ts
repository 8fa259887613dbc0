/** The Romanian labels of the dashboard carousel and gallery (the examples' own texts are in dashboard-examples.ts). */
export const dashboardTexts = {
  carouselLabel: 'Exemple de dashboard-uri Home Assistant',
  slideLabel: (position: number, total: number, title: string) => `${position} din ${total}: ${title}`,
  /** Read after the slide's title, which is the visible text of its link. */
  slideLinkSuffix: '– vezi galeria de dashboard-uri',
  showSlide: (position: number, title: string) => `Afișează exemplul ${position}: ${title}`,
  indicatorsLabel: 'Alege exemplul',
  previous: 'Exemplul anterior',
  next: 'Exemplul următor',
  toGallery: 'Vezi galeria',
  enlarge: (title: string) => `Mărește imaginea: ${title}`,
  close: 'Închide',
  position: (position: number, total: number) => `${position} din ${total}`,
  previousImage: 'Anterioara',
  nextImage: 'Următoarea',
};
