/** Where installations are done on site ; elsewhere only online consultancy. */
export const serviceArea = ['Municipiul Iași', 'Valea Lupului', 'Miroslava', 'Breazu', 'Uricani'] as const;

/** Contact hours shown in the footer, on the contact page and on the printed estimate. */
export const contactHours = [
  { days: 'Luni – Vineri', hours: '18:00-20:00' },
  { days: 'Sâmbătă', hours: '10:00-16:00' },
] as const;
