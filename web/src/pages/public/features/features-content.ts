/**
 * Copy of /features. It describes
 * what a local Home Assistant installation does, in the words of a homeowner, and points each
 * feature at the page that explains it in depth.
 */
import {
  BellRing,
  DatabaseBackup,
  Droplets,
  LayoutDashboard,
  Lightbulb,
  Mic,
  ShieldCheck,
  Sprout,
  Thermometer,
  Users,
  Warehouse,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { garageAutomation } from '@smarthome/catalog';
import { automationPath, paths } from '@/lib/paths';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  /** A concrete example, so the feature is not an abstraction. */
  example: string;
  link?: { to: string; label: string };
}

const g = garageAutomation;

export const featuresContent = {
  metaDescription:
    'Ce poate face o casă inteligentă locală cu Home Assistant: lumini, încălzire, securitate, energie solară, irigații, notificări, dashboard-uri și backup, fără cloud.',
  eyebrow: 'Ce poate face casa ta',
  lead: 'O casă inteligentă locală nu înseamnă doar becuri comandate din telefon. Home Assistant leagă între ele luminile, încălzirea, senzorii, poarta și consumul de energie, ca să lucreze singure, pe reguli stabilite de tine.',
  localPoints: ['Funcționează și fără internet', 'Datele rămân în casa ta', 'Fără abonamente lunare'],

  featuresTitle: 'Funcționalități pentru fiecare colț al casei',
  featuresLead:
    'Fiecare sistem este configurat pe măsura casei tale. Alegi ce ai nevoie acum și adaugi restul mai târziu, pe aceeași platformă.',
  exampleLabel: 'Exemplu',
  features: [
    {
      icon: Lightbulb,
      title: 'Iluminat inteligent',
      text: 'Luminile se aprind la mișcare doar când e întuneric, se sting singure în camerele goale și urmează scenarii pentru seară, film sau noapte.',
      example: 'Noaptea, lumina din hol se aprinde la 20% ca să nu te orbească.',
      link: { to: automationPath('lights'), label: 'Iluminat automat' },
    },
    {
      icon: Thermometer,
      title: 'Climă și încălzire',
      text: 'Temperatura fiecărei camere, programe pe zile și ore, iar centrala pornește doar când chiar e nevoie. O fereastră deschisă oprește încălzirea.',
      example: 'Casa se încălzește cu o oră înainte să ajungi de la serviciu.',
      link: { to: automationPath('heater'), label: 'Control centrală termică' },
    },
    {
      icon: ShieldCheck,
      title: 'Securitate și alerte',
      text: 'Senzori de ușă și fereastră, de mișcare și de inundație, camere IP văzute local și o alarmă care se armează singură când pleacă toată lumea.',
      example: 'Primești o alertă dacă ușa de la intrare se deschide când nu e nimeni acasă.',
    },
    {
      icon: Zap,
      title: 'Energie și panouri solare',
      text: 'Vezi producția invertorului, consumul pe prize și circuite și istoricul lunar în panoul Energie. Consumatorii mari pornesc când ai surplus.',
      example: 'Boilerul încălzește apa la prânz, din energia panourilor.',
      link: { to: automationPath('solar'), label: 'Monitorizare panouri solare' },
    },
    {
      icon: Sprout,
      title: 'Irigații',
      text: 'Grădina se udă după umiditatea reală a solului și după prognoza meteo, iar nivelul apei din rezervor e mereu sub ochii tăi.',
      example: 'Dacă se anunță ploaie, udarea de dimineață se amână.',
      link: { to: automationPath('irrigation'), label: 'Irigații automate' },
    },
    {
      icon: Warehouse,
      title: 'Poarta garajului',
      text: `Vezi oricând dacă poarta e închisă. Dacă rămâne deschisă ${g.openNotificationAfterMinutes} minute, primești o notificare; fără răspuns în ${g.autoCloseAfterSeconds} de secunde, se închide singură.`,
      example: 'Nu te mai întorci din drum ca să verifici garajul.',
      link: { to: paths.garageAutomation, label: 'Automatizarea porții de garaj' },
    },
    {
      icon: Droplets,
      title: 'Beci și spații tehnice',
      text: 'Umiditatea și temperatura din beci, cămară sau camera centralei sunt urmărite permanent, iar ventilația pornește automat.',
      example: 'Ventilatorul din beci pornește când umiditatea trece de 70%.',
      link: { to: automationPath('cellar'), label: 'Automatizare beci' },
    },
    {
      icon: BellRing,
      title: 'Notificări și acces de oriunde',
      text: 'Aplicația Home Assistant pentru Android și iOS trimite notificări cu butoane de acțiune. Din afara casei te conectezi printr-o legătură VPN criptată, fără porturi deschise spre internet.',
      example: 'Din concediu verifici dacă ai închis poarta și apa.',
    },
    {
      icon: LayoutDashboard,
      title: 'Dashboard-uri pe măsură',
      text: 'Un panou de control organizat pe camere, pe telefon, pe calculator sau pe o tabletă montată pe perete, cu grafice și istoric.',
      example: 'Dimineața vezi dintr-o privire vremea, temperatura și ce e deschis.',
      link: { to: paths.dashboards, label: 'Exemple de dashboard-uri' },
    },
    {
      icon: Mic,
      title: 'Comenzi vocale',
      text: 'Assist, asistentul vocal al Home Assistant, poate recunoaște comenzile local, fără să trimită vocea ta pe internet. Opțional, conectăm și Google Assistant sau Alexa.',
      example: '„Stinge toate luminile” la plecare, fără să cauți telefonul.',
    },
    {
      icon: Users,
      title: 'Prezență și scenarii',
      text: 'Casa știe, prin telefoanele familiei, cine e acasă. Scenariile „Plec de acasă” și „Am ajuns” se pornesc singure sau dintr-o atingere.',
      example: 'Când pleacă ultimul membru al familiei, se sting luminile și se oprește încălzirea.',
    },
    {
      icon: DatabaseBackup,
      title: 'Backup și actualizări',
      text: 'Configurația se salvează automat: local cu pachetul Basic, în cloud cu Advanced și Premium. Actualizările le aplicăm după ce le verificăm.',
      example: 'Dacă se strică cardul de memorie, sistemul se reface din backup în mai puțin de o oră.',
    },
  ] satisfies Feature[],

  nextTitle: 'Următorul pas',
  nextLead:
    'Vezi cum se leagă funcționalitățile în automatizări concrete, alege un pachet și estimează costul.',
  next: [
    {
      key: 'automations',
      title: 'Automatizări',
      text: 'Șase exemple complete, cu componentele necesare și logica fiecărei automatizări.',
      to: paths.automations,
      cta: 'Vezi automatizările',
    },
    {
      key: 'packages',
      title: 'Pachete',
      text: 'Basic, Advanced sau Premium: câte dispozitive, ce suport și ce backup primești.',
      to: paths.packages,
      cta: 'Compară pachetele',
    },
    {
      key: 'calculator',
      title: 'Calculator de costuri',
      text: 'Alege dispozitivele și pachetul și vezi pe loc costul estimat, în lei.',
      to: paths.calculator,
      cta: 'Calculează costul',
    },
  ],

  ctaTitle: 'Nu știi de unde să începi?',
  ctaText:
    'Spune-mi ce te deranjează cel mai mult acasă: facturile, grădina, poarta sau luminile uitate aprinse. Pornim de acolo.',
  ctaContact: 'Scrie-mi',
  ctaPlatform: 'Despre Home Assistant',
} as const;
