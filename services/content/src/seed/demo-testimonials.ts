/** Demo testimonials for development: approved ones for the public pages, pending ones for the admin. */
export interface DemoTestimonial {
  daysAgo: number;
  clientName: string;
  position?: string;
  company?: string;
  content: string;
  rating: number;
  approved: boolean;
}

export const DEMO_TESTIMONIALS: readonly DemoTestimonial[] = [
  {
    daysAgo: 4,
    clientName: 'Andrei Popa',
    position: 'Inginer software',
    content:
      'Totul rulează local, exact cum voiam. Luminile și caloriferele se potrivesc programului nostru, iar aplicația e simplă și pentru părinți.',
    rating: 5,
    approved: true,
  },
  {
    daysAgo: 11,
    clientName: 'Ioana Munteanu',
    position: 'Arhitect',
    company: 'Studio Copou',
    content:
      'Am apreciat că ni s-a explicat fiecare componentă înainte de cumpărare. Instalarea a durat o zi, iar automatizările de iluminat sunt impecabile.',
    rating: 5,
    approved: true,
  },
  {
    daysAgo: 19,
    clientName: 'Mihai Rusu',
    content:
      'Irigațiile din grădină pornesc acum singure și doar când e nevoie. Factura la apă a scăzut vizibil din prima lună.',
    rating: 5,
    approved: true,
  },
  {
    daysAgo: 33,
    clientName: 'Elena Dumitrescu',
    position: 'Medic',
    content:
      'Monitorizarea consumului ne-a arătat ce aparate consumau inutil. Suportul a răspuns rapid la fiecare întrebare.',
    rating: 4,
    approved: true,
  },
  {
    daysAgo: 47,
    clientName: 'Radu Ciobanu',
    company: 'Cafeneaua din Tătărași',
    content:
      'Poarta garajului și alarmele de ușă merg fără internet. Un sistem serios, fără abonamente lunare.',
    rating: 5,
    approved: true,
  },
  {
    daysAgo: 1,
    clientName: 'Cristina Lungu',
    content: 'Abia am terminat instalarea și deja nu mai aprindem lumina de mână. Mulțumim!',
    rating: 5,
    approved: false,
  },
  {
    daysAgo: 2,
    clientName: 'Vlad Stan',
    position: 'Student',
    content: 'Ghidul pentru senzorii Zigbee m-a ajutat să aleg componentele corecte pentru cămin.',
    rating: 4,
    approved: false,
  },
];
