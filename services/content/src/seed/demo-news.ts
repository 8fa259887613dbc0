/** Demo news for development, newest first. Descriptions are plain text; the list shows the first lines. */
export interface DemoNews {
  daysAgo: number;
  title: string;
  description: string;
  tags: string[];
}

export const DEMO_NEWS: readonly DemoNews[] = [
  {
    daysAgo: 2,
    title: 'Program de vară: instalări și sâmbăta, 10:00–16:00',
    description: [
      'Pentru că multe instalări au loc când toată familia e acasă, în lunile de vară programăm vizite și sâmbăta, între 10:00 și 16:00.',
      'În timpul săptămânii rămânem disponibili pentru consultanță între 18:00 și 20:00.',
      'Programările se fac din pagina de contact; confirmăm ziua și ora în cel mult 24 de ore.',
    ].join('\n'),
    tags: ['anunț', 'program'],
  },
  {
    daysAgo: 9,
    title: 'Primii 3 clienți primesc instalarea gratuită',
    description: [
      'Lansăm oficial serviciul de instalare Home Assistant local în Iași și în împrejurimi.',
      'Primii trei clienți care aleg oricare dintre pachete (Basic, Advanced sau Premium) nu plătesc manopera de instalare.',
      'Hardware-ul se cumpără separat; te ajut să alegi componentele potrivite cu calculatorul de costuri.',
      'Oferta este valabilă în municipiul Iași, Valea Lupului, Miroslava, Breazu și Uricani.',
    ].join('\n'),
    tags: ['promoție', 'iași'],
  },
  {
    daysAgo: 17,
    title: 'Apartament din Tătărași: lumini și încălzire automatizate, fără cloud',
    description: [
      'Am finalizat o instalare într-un apartament cu trei camere din Tătărași.',
      'Un Raspberry Pi 4 cu Home Assistant controlează acum becurile, termostatele de calorifer și senzorii de fereastră, totul prin Zigbee.',
      'Când se deschide o fereastră, caloriferul din camera respectivă se oprește automat, iar seara luminile se aprind treptat.',
      'Nimic nu trece prin servere externe: automatizările funcționează și fără internet.',
    ].join('\n'),
    tags: ['home-assistant', 'zigbee', 'iași'],
  },
  {
    daysAgo: 26,
    title: 'Casă în Valea Lupului: monitorizarea consumului de energie',
    description: [
      'Pentru o casă cu panouri fotovoltaice din Valea Lupului am configurat un panou de energie în Home Assistant.',
      'Prizele inteligente și un contor pe tabloul electric arată consumul pe fiecare circuit, iar boilerul pornește când panourile produc surplus.',
      'Proprietarii văd în timp real cât consumă și cât produc, direct pe telefon, din rețeaua locală.',
    ].join('\n'),
    tags: ['energie', 'home-assistant'],
  },
  {
    daysAgo: 38,
    title: 'De ce recomandăm Zigbee în locul dispozitivelor Wi-Fi',
    description: [
      'Senzorii Zigbee consumă foarte puțin, așa că bateriile țin de obicei peste un an.',
      'Formează o rețea proprie, separată de Wi-Fi-ul casei, care se întărește cu fiecare priză sau releu adăugat.',
      'Și, cel mai important, funcționează complet local, cu un singur adaptor USB conectat la Raspberry Pi.',
    ].join('\n'),
    tags: ['zigbee', 'sfaturi'],
  },
  {
    daysAgo: 51,
    title: 'Irigații automate pentru o grădină din Miroslava',
    description: [
      'Un senzor de umiditate a solului și un releu cu patru canale controlează acum electrovalvele grădinii.',
      'Udarea pornește dimineața devreme doar dacă pământul e uscat și dacă prognoza nu anunță ploaie.',
      'Din aplicația Home Assistant, proprietarul poate porni manual orice zonă.',
    ].join('\n'),
    tags: ['irigații', 'home-assistant'],
  },
  {
    daysAgo: 64,
    title: 'Backup automat pentru instalațiile Home Assistant',
    description: [
      'Toate instalațiile noi vin cu backup automat zilnic pe un stick USB sau pe un NAS din casă.',
      'Dacă un card de memorie se defectează, sistemul se restaurează în mai puțin de o oră, cu toate automatizările.',
      'Clienții cu pachetul Premium primesc și o verificare lunară a backup-urilor.',
    ].join('\n'),
    tags: ['sfaturi', 'securitate'],
  },
];
