/**
 * Copy of /home-assistant, the explainer of the open-source platform: the benefits of local control
 * and a comparison table, cloud versus local. Facts about the platform are
 * the project's own public ones (open source under the Apache 2.0 licence, started in 2013, a
 * release every month, run by the Open Home Foundation).
 */
import { AppWindow, CloudOff, KeyRound, PiggyBank, ShieldCheck, Timer, type LucideIcon } from 'lucide-react';
import { paths } from '@/lib/paths';

/** How a row of the comparison table reads for one side: an advantage, a drawback, or neither. */
export type Verdict = 'good' | 'bad' | 'neutral';

export interface ComparisonRow {
  criterion: string;
  cloud: { text: string; verdict: Verdict };
  local: { text: string; verdict: Verdict };
}

export const homeAssistantContent = {
  metaDescription:
    'Ce este Home Assistant, platforma open-source pentru case inteligente, de ce contează controlul local și cum se compară cu aplicațiile cloud ale producătorilor.',
  eyebrow: 'Platforma open-source',
  lead: 'Home Assistant este platforma pe care construiesc fiecare casă inteligentă. Rulează pe un mini-calculator din casa ta și controlează local dispozitive de la sute de producători, fără să depindă de serverele lor.',

  aboutTitle: 'Ce este Home Assistant',
  about: [
    'Home Assistant este un software gratuit și open-source pentru automatizarea casei, pornit în 2013 și dezvoltat astăzi de o comunitate de mii de contribuitori din întreaga lume, sub umbrela Open Home Foundation, o fundație non-profit.',
    'În loc de câte o aplicație pentru fiecare marcă de becuri, prize sau senzori, ai un singur sistem care le vede pe toate și le face să lucreze împreună. Regulile, istoricul și setările stau pe dispozitivul din casa ta, nu în cloud.',
    'Interfața este disponibilă și în limba română, iar aplicația Home Assistant pentru Android și iOS îți aduce casa în buzunar.',
  ],
  facts: [
    { value: 'Din 2013', label: 'dezvoltat deschis, cu cod public' },
    { value: 'Peste 2.000', label: 'de integrări cu dispozitive și servicii' },
    { value: 'Lunar', label: 'o versiune nouă, cu funcții și corecturi' },
    { value: '0 lei', label: 'licență: software gratuit, fără abonament' },
  ],
  includesTitle: 'Ce primești în Home Assistant',
  includes: [
    'Automatizări, scenarii și programări',
    'Dashboard-uri pe telefon, tabletă și calculator',
    'Aplicația mobilă, cu notificări și localizare',
    'Panoul Energie, cu consum și producție solară',
    'Assist, asistentul vocal care poate rula local',
    'Backup automat al întregii configurații',
  ],

  flowTitle: 'Cum funcționează la tine acasă',
  flowLead: 'Trei piese, toate în rețeaua ta locală. Internetul e opțional, nu o condiție.',
  flow: [
    {
      title: 'Dispozitivele tale',
      text: 'Senzori și prize Zigbee, becuri și relee WiFi, invertorul solar, centrala.',
    },
    {
      title: 'Home Assistant pe Raspberry Pi',
      text: 'Primește datele, rulează automatizările, păstrează istoricul și face backup.',
    },
    {
      title: 'Tu și familia ta',
      text: 'Aplicația mobilă, un dashboard pe perete, notificări și comenzi vocale.',
    },
  ],

  benefitsTitle: 'De ce control local',
  benefitsLead:
    'Majoritatea dispozitivelor smart trimit fiecare comandă prin serverele producătorului. Cu Home Assistant, comanda nu iese din casă.',
  benefits: [
    {
      icon: ShieldCheck,
      title: 'Datele rămân acasă',
      text: 'Când intri, când pleci, cât consumi: nimic din toate acestea nu ajunge pe serverele cuiva. Tu decizi ce iese din rețea.',
    },
    {
      icon: CloudOff,
      title: 'Merge și fără internet',
      text: 'Dacă pică internetul sau serverul unui producător, luminile, senzorii și automatizările funcționează în continuare.',
    },
    {
      icon: Timer,
      title: 'Răspuns imediat',
      text: 'Comanda circulă prin rețeaua locală, nu prin alt continent. Lumina se aprinde când intri, nu o secundă mai târziu.',
    },
    {
      icon: PiggyBank,
      title: 'Fără abonamente',
      text: 'Software-ul e gratuit. Nu plătești lunar pentru istoric, notificări sau automatizări „avansate”.',
    },
    {
      icon: AppWindow,
      title: 'O aplicație pentru toate',
      text: 'Xiaomi, Sonoff, Shelly, Tuya, Yeelight sau Aqara: toate în același loc, în aceleași automatizări.',
    },
    {
      icon: KeyRound,
      title: 'Sistemul rămâne al tău',
      text: 'Dacă un producător își închide serviciul cloud, dispozitivele tale conectate local nu se transformă în plastic inutil.',
    },
  ] satisfies { icon: LucideIcon; title: string; text: string }[],

  comparisonTitle: 'Cloud sau local: comparația',
  comparisonLead:
    'Aplicațiile cloud sunt simple la început. Diferențele apar în timp: la o pană de internet, la un abonament nou sau când vrei să legi două mărci între ele.',
  comparisonCaption: 'Comparație între aplicațiile cloud ale producătorilor și Home Assistant local',
  criterionHeader: 'Criteriu',
  cloudHeader: 'Cloud (aplicațiile producătorilor)',
  localHeader: 'Local (Home Assistant)',
  comparison: [
    {
      criterion: 'Unde stau datele',
      cloud: { text: 'Pe serverele producătorului, adesea în afara țării', verdict: 'bad' },
      local: { text: 'Pe Raspberry Pi-ul din casa ta', verdict: 'good' },
    },
    {
      criterion: 'Fără internet',
      cloud: { text: 'Comenzile și automatizările se opresc', verdict: 'bad' },
      local: { text: 'Totul funcționează în rețeaua locală', verdict: 'good' },
    },
    {
      criterion: 'Viteza de răspuns',
      cloud: { text: 'Depinde de internet și de serverele lor', verdict: 'neutral' },
      local: { text: 'Imediată: comanda nu iese din casă', verdict: 'good' },
    },
    {
      criterion: 'Costuri lunare',
      cloud: { text: 'Unele funcții cer abonament', verdict: 'bad' },
      local: { text: 'Fără abonamente', verdict: 'good' },
    },
    {
      criterion: 'Mărci diferite',
      cloud: { text: 'O aplicație pentru fiecare producător', verdict: 'bad' },
      local: { text: 'Toate mărcile într-o singură aplicație', verdict: 'good' },
    },
    {
      criterion: 'Automatizări',
      cloud: { text: 'Reguli simple, cât permite aplicația', verdict: 'neutral' },
      local: { text: 'Reguli cu oricâte condiții și scenarii', verdict: 'good' },
    },
    {
      criterion: 'Dacă serviciul se închide',
      cloud: { text: 'Dispozitivele pot rămâne fără funcții', verdict: 'bad' },
      local: { text: 'Dispozitivele locale merg mai departe', verdict: 'good' },
    },
    {
      criterion: 'Acces de la distanță',
      cloud: { text: 'Inclus, prin contul producătorului', verdict: 'good' },
      local: { text: 'Prin VPN criptat, configurat la instalare', verdict: 'neutral' },
    },
    {
      criterion: 'Punerea în funcțiune',
      cloud: { text: 'Simplă: instalezi aplicația și asociezi', verdict: 'good' },
      local: { text: 'Cere configurare: de asta mă ocup eu', verdict: 'neutral' },
    },
  ] satisfies ComparisonRow[],

  moreTitle: 'Află mai multe',
  more: [
    {
      title: 'Raspberry Pi',
      text: 'Mini-calculatorul pe care rulează Home Assistant: ce model alegi și cât costă.',
      to: paths.raspberryPi,
      cta: 'Despre Raspberry Pi',
    },
    {
      title: 'Integrări',
      text: 'Mărcile și serviciile pe care le poți conecta, grupate pe categorii.',
      to: paths.integrations,
      cta: 'Vezi integrările',
    },
  ],

  ctaTitle: 'Vrei Home Assistant în casa ta?',
  ctaText: 'Îl instalez, îl configurez și te învăț să îl folosești. Tu rămâi proprietarul întregului sistem.',
  ctaContact: 'Programează o consultație',
  ctaPackages: 'Vezi pachetele',
} as const;
