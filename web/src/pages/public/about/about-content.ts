import { serviceAreaInSentence } from '@smarthome/catalog';

/** Romanian copy of /about: who is behind the site and how he works (first person, as the rest of the site). */
export const aboutPageContent = {
  title: 'Despre mine',
  metaDescription:
    'Sunt un inginer IT din Iași care instalează case inteligente locale cu Home Assistant: open source, fără cloud și fără abonamente. Află cum lucrez și de ce.',
  eyebrow: 'Despre',
  lead: 'Sunt inginer IT, locuiesc în Iași și de ani buni îmi automatizez propria casă cu Home Assistant. Acum fac același lucru pentru alții: case inteligente care funcționează local, sunt ușor de folosit și rămân ale tale.',
  storyTitle: 'De unde a pornit totul',
  story: [
    'Prima mea automatizare a fost o lumină pe hol care se aprindea la mișcare, doar seara. Apoi au urmat senzorii de temperatură, priza care oprește boilerul și notificarea care mă anunță că poarta garajului a rămas deschisă. Toate rulează pe un mic Raspberry Pi, în casă, fără niciun cont la vreun serviciu din cloud.',
    'Prietenii și vecinii care au văzut sistemul au început să mă întrebe dacă îl pot face și la ei. Așa a apărut SmartHome Iași: un serviciu mic, personal, în care tu vorbești direct cu omul care îți proiectează, instalează și întreține sistemul.',
    'Lucrez singur, deci nu primești un call center și nici un vânzător. Primești un inginer care îți explică ce merită automatizat și ce nu, și care îți spune sincer când o idee nu are sens pentru casa ta.',
  ],
  factsTitle: 'Pe scurt',
  facts: [
    'Inginer IT, cu sediul în Iași',
    `Instalări în ${serviceAreaInSentence}`,
    'Home Assistant pe Raspberry Pi, open source',
    'Fără cloud și fără abonamente lunare',
    'Suport inclus 30–90 de zile, în funcție de pachet',
  ],
  principlesTitle: 'Cum lucrez',
  principlesLead: 'Patru principii de la care nu mă abat, indiferent de mărimea proiectului.',
  principles: [
    {
      id: 'local',
      title: 'Local, nu în cloud',
      text: 'Sistemul rulează în casa ta. Automatizările merg și fără internet, iar datele despre obiceiurile tale nu pleacă pe serverele nimănui.',
    },
    {
      id: 'open-source',
      title: 'Open source',
      text: 'Folosesc Home Assistant, o platformă deschisă, cu o comunitate uriașă. Nu există licențe, chei sau conturi care să te lege de un producător sau de mine.',
    },
    {
      id: 'honest',
      title: 'Prețuri clare',
      text: 'Pachetele au preț fix, iar hardware-ul îl cumperi tu, la prețul magazinului. Dacă îl comand eu pentru tine, comisionul de 10% este scris de la început.',
    },
    {
      id: 'nearby',
      title: 'Aproape de tine',
      text: 'Lucrez în Iași și în localitățile din jur, așa că ne putem vedea la tine acasă. Pentru cei din alte orașe ofer consultanță online.',
    },
  ],
  promiseTitle: 'Ce îți promit',
  promises: [
    'Îți explic pe înțeles ce face fiecare dispozitiv și de ce ai nevoie de el.',
    'Nu îți recomand echipamente de care nu ai nevoie.',
    'Primești accesul de administrator, configurația și un backup: sistemul este al tău.',
    'Te învăț să folosești și să modifici singur automatizările.',
  ],
  ctaTitle: 'Hai să ne cunoaștem',
  ctaText:
    'Povestește-mi despre casa ta. Prima discuție este fără obligații și îți spun sincer ce se poate face.',
  ctaContact: 'Scrie-mi',
  ctaProcess: 'Vezi cum lucrăm împreună',
} as const;
