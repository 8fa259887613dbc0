/**
 * Who a testimonial's client is, under the name: 'Position, Company', either one alone, or '' when
 * neither is given (a blank one counts as not given).
 */
export const roleLine = (position: string | null | undefined, company: string | null | undefined): string =>
  [position, company].filter((part): part is string => Boolean(part?.trim())).join(', ');
