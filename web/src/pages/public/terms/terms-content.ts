import { afterSupportRate, HARDWARE_ORDER_FEE_PERCENT, serviceAreaInSentence } from '@smarthome/catalog';

/**
 * Romanian text of /terms: the terms of the service and the privacy policy (consulting only, no
 * hardware sold, a 10% fee when hardware is ordered through the provider). What it says about data matches what the code does: the contact form stores
 * name, email, message, consent and a hash of the address for 12 months (content service,
 * CONTACT_RETENTION_DAYS); the only cookies are the session and its CSRF companion.
 */
export type TermsBlock = string | { list: readonly string[] };

export interface TermsSection {
  id: string;
  title: string;
  blocks: readonly TermsBlock[];
}

export const termsPageContent = {
  title: 'Termeni și confidențialitate',
  metaDescription:
    'Termenii serviciilor SmartHome Iași (consultanță, instalare și suport, fără vânzare de hardware) și politica de confidențialitate: ce date prelucrăm, de ce și ce drepturi ai.',
  eyebrow: 'Informații legale',
  lead: 'Pe scurt: ofer consultanță, instalare și suport pentru sisteme smart home locale, nu vând hardware și prelucrez doar datele de care am nevoie ca să îți răspund și să lucrez pentru tine.',
  updated: 'Ultima actualizare: noiembrie 2026',
  tocTitle: 'Cuprins',
} as const;

export const termsSections: readonly TermsSection[] = [
  {
    id: 'servicii',
    title: '1. Ce servicii ofer',
    blocks: [
      'SmartHome Iași este activitatea unui inginer IT independent din Iași. Serviciul este exclusiv de consultanță: planificarea, instalarea, configurarea și suportul sistemelor de automatizare a locuinței bazate pe platforma open-source Home Assistant.',
      `Instalările la domiciliu se fac în ${serviceAreaInSentence}. În alte localități ofer doar consultanță online.`,
      'Conținutul site-ului (prețuri, exemple, estimări din calculator) are caracter informativ; oferta fermă se stabilește după consultație, în funcție de locuința ta.',
    ],
  },
  {
    id: 'hardware',
    title: '2. Hardware-ul',
    blocks: [
      'Nu vând hardware. Echipamentele (mini-calculatorul Raspberry Pi, senzori, becuri, prize, relee și altele) se cumpără separat de client, de la vânzătorii pe care îi alege, pe baza listei de componente compatibile stabilite la planificare.',
      `Dacă preferi, pot comanda eu echipamentele în numele tău. În acest caz se adaugă un comision de serviciu de ${HARDWARE_ORDER_FEE_PERCENT}% din valoarea lor.`,
      'Garanția echipamentelor este cea oferită de producător și de vânzător. Te ajut cu diagnosticarea unui dispozitiv defect, dar nu răspund pentru defectele de fabricație ale acestuia.',
    ],
  },
  {
    id: 'preturi',
    title: '3. Prețuri, plată și suport',
    blocks: [
      'Pachetele de instalare (Basic, Advanced, Premium) au prețuri fixe în euro, afișate pe pagina de pachete; plata se face în lei, la cursul din ziua facturării. Prețul în lei afișat pe site este aproximativ.',
      `Fiecare pachet include o perioadă de suport. După încheierea ei, suportul se facturează cu ${afterSupportRate.leiPerHour} lei pe oră, cu o durată minimă facturată de ${afterSupportRate.minimumMinutes} de minute.`,
      'Sistemul instalat îți aparține și funcționează fără abonament. Serviciile externe pe care alegi să le conectezi (de exemplu Google Assistant sau Amazon Alexa) au propriile condiții, pe care nu le pot garanta.',
    ],
  },
  {
    id: 'date-personale',
    title: '4. Ce date personale prelucrez',
    blocks: [
      'Prelucrez datele personale conform Regulamentului (UE) 2016/679 (GDPR), doar în scopurile de mai jos:',
      {
        list: [
          'Formularul de contact: numele, adresa de email, mesajul și acordul tău, plus o amprentă criptografică (hash) a adresei IP, fără adresa însăși, folosită doar împotriva abuzurilor. Le folosesc ca să îți răspund; temeiul este consimțământul tău și demersurile dinaintea unui eventual contract. Mesajele se șterg automat după 12 luni.',
          'Contul de client: prenumele, numele, adresa de email, parola (stocată doar ca hash, niciodată în clar) și rolul contului, plus datele instalării tale și cererile de suport. Temeiul este contractul dintre noi; le păstrez cât timp ai cont și cât impune legea pentru documentele contabile.',
          'Asistentul virtual: mesajele din chat sunt procesate pentru a genera răspunsul și pot fi transmise unui serviciu de inteligență artificială folosit de asistent. Nu scrie în chat date sensibile.',
        ],
      },
      'Nu vând și nu închiriez datele tale și nu le folosesc pentru publicitate. Le pot accesa doar furnizorii tehnici fără de care site-ul nu ar funcționa (găzduirea și trimiterea emailurilor), în limitele acestor scopuri.',
      'Verificarea anti-spam a formularelor rulează implicit în browserul tău (ALTCHA), fără cookie-uri și fără urmărire. Dacă este folosit Google reCAPTCHA, formularul o spune explicit și se aplică politica de confidențialitate Google.',
    ],
  },
  {
    id: 'drepturi',
    title: '5. Drepturile tale',
    blocks: [
      'Ai dreptul să afli ce date am despre tine și să primești o copie a lor, să le corectezi, să ceri ștergerea lor, să restrângi sau să te opui prelucrării și să îți retragi oricând consimțământul, fără ca asta să afecteze prelucrarea de până atunci. Poți cere și transmiterea datelor către altcineva (portabilitate).',
      'Pentru oricare dintre aceste cereri, scrie-mi prin formularul de contact; îți răspund în cel mult o lună. Dacă apreciezi că datele tale nu sunt prelucrate corect, poți depune o plângere la Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP).',
    ],
  },
  {
    id: 'cookie-uri',
    title: '6. Cookie-uri',
    blocks: [
      'Site-ul folosește numai cookie-uri strict necesare: cookie-ul de sesiune, care te ține conectat la contul tău, și cookie-ul tehnic care protejează sesiunea împotriva cererilor falsificate (CSRF). Fără ele, autentificarea nu ar funcționa, de aceea nu îți cer acordul pentru ele.',
      'Nu folosesc cookie-uri de analiză, de marketing sau ale rețelelor sociale. Browserul păstrează local doar cursul EUR/RON afișat la prețuri, ca să nu fie cerut la fiecare vizită.',
    ],
  },
  {
    id: 'contact',
    title: '7. Contact și modificări',
    blocks: [
      'Pentru orice întrebare despre acești termeni sau despre datele tale, folosește formularul de pe pagina de contact.',
      'Dacă termenii se schimbă, versiunea nouă este publicată pe această pagină, cu data actualizării.',
    ],
  },
];

export const termsContactCta = 'Mergi la pagina de contact';
