/**
 * Copy of /garage-automation, the garage-gate automation page, built on its numbers from
 * @smarthome/catalog: notification after 5 minutes open, closing after
 * 90 seconds without a reply, a module of about 20 EUR, 5-12 V DC, 2.4 GHz WiFi, 30-40 minutes.
 */
import { BellRing, Clock, DoorOpen, Euro, Lock, Timer, Wrench, type LucideIcon } from 'lucide-react';
import { formatInclusiveRange, garageAutomation, hardwareItem } from '@smarthome/catalog';

const g = garageAutomation;
const voltage = `${formatInclusiveRange(g.supplyVoltageDc)} V DC`;
const installation = `${formatInclusiveRange(g.installationMinutes)} de minute`;
/** "2,4 GHz": the decimal comma of Romanian. */
const band = `${g.wifiBandGhz.toLocaleString('ro-RO')} GHz`;
const gateModule = hardwareItem('garage-wifi-module');

export const garageContent = {
  metaDescription: `Automatizarea porții de garaj: notificare după ${g.openNotificationAfterMinutes} minute cu poarta deschisă, închidere automată după ${g.autoCloseAfterSeconds} de secunde fără răspuns, modul de circa ${g.moduleCostEur} EUR, montat în ${installation}.`,
  eyebrow: 'Automatizare',
  lead: 'Poarta garajului uitată deschisă nu mai e o grijă: te anunță pe telefon și, dacă nu răspunzi, se închide singură. Totul local, cu un modul mic montat lângă motorul porții.',
  keyFacts: [
    {
      icon: Clock,
      value: `${g.openNotificationAfterMinutes} minute`,
      label: 'deschisă → notificare pe telefon',
    },
    {
      icon: Timer,
      value: `${g.autoCloseAfterSeconds} de secunde`,
      label: 'fără răspuns → se închide singură',
    },
    { icon: Euro, value: `≈ ${g.moduleCostEur} EUR`, label: 'costul modulului (hardware)' },
    { icon: Wrench, value: installation, label: 'durata instalării' },
  ] satisfies { icon: LucideIcon; value: string; label: string }[],

  scenarioTitle: 'Cum funcționează',
  scenarioLead: 'Scenariul de fiecare zi, pas cu pas.',
  scenario: [
    {
      icon: DoorOpen,
      title: 'Poarta se deschide',
      text: 'Din telecomandă, din aplicație sau de la butonul de pe perete. Modulul raportează imediat starea porții în Home Assistant.',
    },
    {
      icon: BellRing,
      title: `După ${g.openNotificationAfterMinutes} minute: notificare`,
      text: 'Dacă poarta e încă deschisă, primești pe telefon un mesaj cu două butoane: „Închide” și „Las-o deschisă”.',
    },
    {
      icon: Timer,
      title: `${g.autoCloseAfterSeconds} de secunde pentru răspuns`,
      text: '„Închide” o închide pe loc. „Las-o deschisă” o lasă așa, de exemplu când lucrezi în garaj sau descarci mașina.',
    },
    {
      icon: Lock,
      title: 'Fără răspuns: se închide singură',
      text: `Dacă nu răspunde nimeni în ${g.autoCloseAfterSeconds} de secunde, poarta se închide automat, iar tu primești confirmarea.`,
    },
  ] satisfies { icon: LucideIcon; title: string; text: string }[],

  moduleTitle: 'Modulul pentru poartă',
  moduleLead:
    'Un modul WiFi mic, cu firmware local, care apasă „butonul” porții în locul tău și știe dacă poarta e închisă.',
  specsCaption: 'Specificațiile modulului pentru poarta garajului',
  specsHeaders: { property: 'Caracteristică', value: 'Valoare' },
  specs: [
    {
      property: 'Cost hardware',
      value: `aproximativ ${g.moduleCostEur} EUR (${gateModule.priceRon} lei în calculator)`,
    },
    { property: 'Alimentare', value: voltage },
    { property: 'Conectivitate', value: `WiFi ${band}` },
    { property: 'Instalare', value: installation },
    { property: 'Comandă', value: 'contact de releu, în paralel cu butonul porții' },
    { property: 'Starea porții', value: 'contact magnetic: deschisă sau închisă' },
  ],
  beforeTitle: 'Ce verificăm înainte',
  before: [
    'Motorul porții are o intrare pentru buton de perete: o au aproape toate porțile secționale, batante și culisante.',
    `Semnalul WiFi de ${band} ajunge în garaj; dacă nu, un repetor rezolvă problema. Rețelele de 5 GHz nu sunt folosite de modul.`,
    `Există o sursă de ${voltage}: ieșirea de accesorii a motorului sau un alimentator separat.`,
    'Telecomenzile și butonul existent funcționează în continuare, exact ca înainte.',
  ],

  safetyTitle: 'Siguranța pe primul loc',
  safety: [
    'Fotocelulele și detecția de obstacol ale porții rămân active și la închiderea automată.',
    'Închiderea automată vine doar după notificare și după timpul de răspuns, niciodată pe neașteptate.',
    'Automatizarea se poate opri dintr-o atingere din aplicație, de exemplu pe durata unei renovări.',
  ],

  logicLink: 'Vezi logica completă a automatizării',
  calculatorCta: 'Adaugă modulul în calculator',

  ctaTitle: 'Vrei poarta garajului automatizată?',
  ctaText: `Montajul durează ${installation}. Spune-mi ce motor are poarta și verific compatibilitatea înainte.`,
  ctaContact: 'Cere o ofertă',
  ctaAutomations: 'Alte automatizări',
} as const;
