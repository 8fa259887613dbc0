/**
 * Romanian labels of the package components (cards and comparison table). The package facts
 * themselves (names, prices, features, limits) come from @smarthome/catalog.
 */
export const packageTexts = {
  perPackage: 'per instalare',
  /** The line under the first features of a card, word for word. */
  moreFeatures: (n: number) => `+${n} caracteristici adiționale`,
  details: 'Detalii pachet',
  recommended: 'Recomandat',
  includesPrevious: (name: string) => `Tot ce include pachetul ${name}, plus:`,
  comparison: {
    caption: 'Comparație între pachetele Basic, Advanced și Premium',
    feature: 'Caracteristică',
    price: 'Preț',
    selected: 'pachetul curent',
    included: 'Inclus',
    notIncluded: 'Nu este inclus',
    afterSupport: 'După perioada de suport',
    afterSupportValue: (leiPerHour: number, minutes: number) =>
      `${leiPerHour} lei/oră la toate pachetele, cu facturare minimă de ${minutes} de minute`,
    scrollHint: 'Glisează tabelul spre stânga pentru a vedea toate pachetele.',
  },
};
