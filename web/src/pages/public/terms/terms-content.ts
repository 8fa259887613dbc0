import { afterSupportRate, HARDWARE_ORDER_FEE_PERCENT, serviceAreaInSentence } from '@smarthome/catalog';
import { PRIVACY_SECTION_ID } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';

/**
 * Romanian text of /terms: the terms of the service (consulting only, no hardware sold, a 10% fee
 * when hardware is ordered through the provider) and the privacy notice. What the notice says must
 * stay what the code does; its figures are the services' defaults:
 *
 * - auth: passwords as argon2id hashes; activation links 24 h (ACTIVATION_TOKEN_TTL), reset links
 *   1 h (RESET_TOKEN_TTL); access token and session cookie 1 h (ACCESS_TOKEN_TTL), renewed while
 *   used, the session at most 7 days (SESSION_MAX_AGE), its record removed a day after it ends;
 *   lock-out after 5 failures (LOCKOUT_THRESHOLD), 1 min doubling up to 15 min; per-address rate
 *   counters in Redis live two windows (the longest window is an hour); a Google sign-in's flow
 *   cookie 10 min; API tokens 1 to 365 days, 90 by default, stored as SHA-256, their record
 *   deleted when revoked;
 * - gateway: the CSRF secret cookie has no lifetime (it ends with the browser);
 * - assistant: conversations 30 days (HISTORY_RETENTION_S), the day's message count until the
 *   day ends (and an hour's grace), daily token totals per model without a user;
 * - content: contact messages 12 months (CONTACT_RETENTION_DAYS), with an HMAC of the address;
 * - notifications: records of sent mails (recipient, subject, date, outcome; no body) 90 days
 *   (SENT_MAIL_RETENTION_DAYS);
 * - events: outbox entries until published (then deleted), completed jobs 1 day, the processed-events ledger (ids
 *   only) 30 days, failed jobs until an operator replays them;
 * - logs: JSON lines on standard output with passwords, tokens and cookies redacted; the
 *   application keeps none itself.
 *
 * The export and the erasure described are the account's own REST calls (GET /account/export,
 * POST /account/delete, which takes the password, or for an account of Google alone a confirmation
 * with Google just before, GET /auth/google/confirm);
 * the erasure keeps installations, issues and comments without the person's name, e-mail and
 * account id, and sign-in records without their owner, address and browser.
 */
export type TermsListItem = string | { term: string; text: string };

export type TermsBlock = string | { list: readonly TermsListItem[] };

export interface TermsPart {
  id: string;
  title: string;
  blocks: readonly TermsBlock[];
}

/** A numbered section; a long one (the privacy notice) is split into parts with their own anchors. */
export interface TermsSection extends TermsPart {
  parts?: readonly TermsPart[];
}

export const termsPageContent = {
  title: 'Termeni și confidențialitate',
  metaDescription:
    'Termenii serviciilor SmartHome Iași (consultanță, instalare și suport, fără vânzare de hardware) și politica de confidențialitate: ce date prelucrăm, de ce și ce drepturi ai.',
  eyebrow: 'Informații legale',
  lead: 'Pe scurt: ofer consultanță, instalare și suport pentru sisteme smart home locale, nu vând hardware și prelucrez doar datele de care am nevoie ca să îți răspund și să lucrez pentru tine.',
  updated: 'Ultima actualizare: decembrie 2026',
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
    id: PRIVACY_SECTION_ID,
    title: '4. Confidențialitate: datele tale',
    blocks: [
      `Aici găsești, pe scurt, ce date păstrează site-ul și ${ro.brand.name} despre tine, de ce, cât timp și cum primești o copie a lor sau ceri ștergerea lor. Prelucrez datele personale conform Regulamentului (UE) 2016/679 (GDPR) și doar în scopurile de mai jos.`,
    ],
    parts: [
      {
        id: 'date-personale',
        title: '4.1. Ce date păstrez și cât timp',
        blocks: [
          {
            list: [
              {
                term: 'Contul.',
                text: 'Prenumele, numele, adresa de email, rolul contului (client, instalator sau administrator) și data creării lui. Parola nu este păstrată niciodată în clar, ci doar ca hash argon2id, din care nu poate fi refăcută. Dacă activezi al doilea factor de autentificare (codurile din aplicația de pe telefon), cheia lui este păstrată criptat, iar codurile de recuperare doar ca hash. Linkul de activare (valabil 24 de ore) și cel de resetare a parolei (valabil o oră) sunt păstrate tot doar ca hash. Temeiul este contractul dintre noi; datele rămân cât timp ai cont.',
              },
              {
                term: 'Conectările.',
                text: 'Pentru fiecare conectare rețin data, adresa IP și browserul folosit, ca să pot încheia sesiunea de pe orice dispozitiv și să observ accesările suspecte. O sesiune se încheie după cel mult 7 zile, iar evidența ei se șterge la o zi după aceea. După 5 parole greșite la rând contul se blochează un minut, apoi de fiecare dată de două ori mai mult, cel mult 15 minute; numărătoarea se resetează la următoarea conectare reușită. Numărul de cereri trimise de la o adresă IP (conectare, creare de cont, resetarea parolei, formulare) se ține doar pentru limitarea abuzurilor și expiră singur în cel mult două ore.',
              },
              {
                term: 'Instalările, cererile de suport și comentariile.',
                text: 'Adresa și detaliile instalării, echipamentele, datele planificate, cererile tale de suport și comentariile din ele, împreună cu numele și adresa de email a autorului. Sunt evidența lucrărilor făcute și a garanției, de aceea rămân și după ștergerea contului, dar fără numele, adresa ta de email și legătura cu contul.',
              },
              {
                term: 'Asistentul virtual.',
                text: 'Întrebările tale, răspunsurile primite și numărul de tokeni (unitățile de text pe care le numără modelul de inteligență artificială) al fiecărui răspuns. Conversația se șterge automat după 30 de zile și o poți șterge oricând din chat, cu „Șterge conversația”. Pentru evidența costurilor rămân doar totalurile zilnice de tokeni pe model, fără legătură cu vreo persoană, iar numărul de mesaje trimise azi (pentru limita zilnică) se șterge la o oră după sfârșitul zilei. Nu scrie în chat date sensibile.',
              },
              {
                term: 'Tokenurile API.',
                text: 'Numele dat de tine, dreptul primit (citire sau scriere), primele caractere ale tokenului, datele creării, ultimei folosiri și expirării (între 1 și 365 de zile, implicit 90). Tokenul însuși nu este păstrat, ci doar un hash al lui. Evidența unui token rămâne până când îl revoci sau până la ștergerea contului.',
              },
              {
                term: 'Mărturiile.',
                text: 'Numele, opțional funcția și firma, textul și nota pe care le trimiți. Apar pe site doar după ce le aprob și rămân până când ceri ștergerea lor.',
              },
              {
                term: 'Formularul de contact.',
                text: 'Numele, adresa de email, mesajul și acordul tău, plus o amprentă criptografică (hash) a adresei IP, fără adresa însăși, folosită doar împotriva abuzurilor. Le folosesc ca să îți răspund; temeiul este consimțământul tău și demersurile dinaintea unui eventual contract. Mesajele se șterg automat după 12 luni.',
              },
              {
                term: 'Emailurile trimise de site.',
                text: 'Pentru fiecare email (activarea contului, resetarea parolei, noutăți despre cererile tale) rețin destinatarul, subiectul, data și rezultatul trimiterii, fără conținutul mesajului. Evidența se șterge automat după 90 de zile. Serviciul care trimite emailurile păstrează și o copie a adresei, a prenumelui și a rolului din cont, ca să știe cui scrie, până la ștergerea contului.',
              },
              {
                term: 'Mesajele interne ale aplicației.',
                text: 'Unele schimbări (un cont nou, o cerere de suport, un mesaj de contact) sunt anunțate celorlalte servicii ale site-ului printr-o coadă internă de mesaje, care poate conține adresa ta de email. Un mesaj se șterge din baza de date din care a plecat de îndată ce a intrat în coadă, unde rămâne o zi după ce a fost procesat; lista mesajelor deja procesate (doar identificatorii lor) se păstrează 30 de zile. Un mesaj care nu a putut fi livrat rămâne până când îl retrimit sau îl șterg.',
              },
              {
                term: 'Jurnalele tehnice.',
                text: 'Serverele notează fiecare cerere (pagina cerută, adresa IP, răspunsul și durata), pentru depanare și securitate. Parolele, tokenurile și cookie-urile nu ajung în aceste jurnale. Aplicația nu le păstrează într-o bază de date: le păstrează doar platforma de găzduire, pe perioada ei de rotație a jurnalelor.',
              },
            ],
          },
        ],
      },
      {
        id: 'cine-are-acces',
        title: '4.2. Cine are acces la date',
        blocks: [
          'Datele le văd doar eu și, în limita rolului lor, persoanele care lucrează cu mine: instalatorii văd instalările, cererile de suport și comentariile, iar administratorul vede și conturile, mesajele de contact și mărturiile. Nu vând și nu închiriez datele tale și nu le folosesc pentru publicitate.',
          'Le prelucrează în numele meu doar furnizorii tehnici fără de care site-ul nu ar funcționa, în limitele scopurilor de mai sus:',
          {
            list: [
              {
                term: 'Găzduirea.',
                text: 'Serverele și bazele de date pe care rulează site-ul.',
              },
              {
                term: 'Furnizorul de email (serverul SMTP).',
                text: 'Trimite emailurile site-ului, deci primește adresa destinatarului, subiectul și conținutul fiecărui mesaj.',
              },
              {
                term: 'Furnizorul modelului de inteligență artificială, doar dacă este configurat.',
                text: 'Primește întrebarea ta și mesajele anterioare ale conversației, fără numele sau adresa ta de email, ca să genereze răspunsul. Fără el, asistentul răspunde doar din informațiile site-ului și nu trimite nimic în afară.',
              },
              {
                term: 'Google, doar dacă alegi „Continuă cu Google”.',
                text: 'Google îți confirmă identitatea și îmi transmite adresa de email, prenumele și numele; parola contului Google nu ajunge la mine. Se aplică și politica de confidențialitate Google.',
              },
            ],
          },
          'Verificarea anti-spam a formularelor rulează implicit în browserul tău (ALTCHA), fără cookie-uri și fără urmărire. Dacă este folosit Google reCAPTCHA, formularul o spune explicit și se aplică politica de confidențialitate Google.',
        ],
      },
      {
        id: 'cookie-uri',
        title: '4.3. Cookie-uri',
        blocks: [
          'Site-ul folosește numai cookie-uri strict necesare, fără de care autentificarea nu ar funcționa, de aceea nu îți cer acordul pentru ele:',
          {
            list: [
              {
                term: '__Host-session:',
                text: 'te ține conectat la cont. Conține tokenul tău de acces semnat, nu poate fi citit de scripturile din pagină și expiră după o oră, reînnoit cât timp folosești site-ul.',
              },
              {
                term: 'signed_in:',
                text: 'conține doar cifra 1 și îi spune paginii că ești conectat, ca să nu îți ceară profilul degeaba. Trăiește exact cât cookie-ul de sesiune.',
              },
              {
                term: '__Host-csrf:',
                text: 'o valoare aleatorie care protejează contul de cererile falsificate de alte site-uri (CSRF). Se șterge când închizi browserul.',
              },
              {
                term: '__Host-google-flow:',
                text: 'doar în timpul conectării cu Google, leagă întoarcerea de la Google de browserul tău. Expiră după 10 minute.',
              },
            ],
          },
          'Nu folosesc cookie-uri de analiză, de marketing sau ale rețelelor sociale. Browserul păstrează local doar cursul EUR/RON afișat la prețuri, ca să nu fie cerut la fiecare vizită, și, cât timp te conectezi, întrebarea pe care ai scris-o asistentului înainte de conectare.',
        ],
      },
      {
        id: 'drepturi',
        title: '4.4. Drepturile tale: o copie a datelor sau ștergerea lor',
        blocks: [
          'Ai dreptul să afli ce date am despre tine și să primești o copie a lor, să le corectezi, să ceri ștergerea lor, să restrângi sau să te opui prelucrării și să îți retragi oricând consimțământul, fără ca asta să afecteze prelucrarea de până atunci. Poți cere și transmiterea datelor către altcineva (portabilitate).',
          {
            list: [
              {
                term: 'O copie a datelor.',
                text: 'În panoul contului, pe pagina „Security”, la „Your data”, butonul „Download my data” descarcă imediat un fișier JSON cu tot ce păstrez despre tine: contul, conectările, tokenurile API, instalările, cererile și comentariile, conversațiile cu asistentul, mărturiile, mesajele de contact și emailurile trimise. Parola, tokenurile și cheia celui de-al doilea factor nu apar în fișier, nici măcar ca hash.',
              },
              {
                term: 'Ștergerea contului.',
                text: 'Pe aceeași pagină, butonul „Delete my account”, confirmat cu parola (și cu codul celui de-al doilea factor, dacă l-ai activat); dacă te conectezi doar cu Google, confirmi cu „Confirm with Google”, conectându-te din nou la Google. Ești deconectat pe loc, iar în cel mult un minut datele tale sunt șterse din toate serviciile site-ului: contul, adresele IP și browserele conectărilor, tokenurile API, al doilea factor, conversațiile cu asistentul, mesajele de contact trimise de pe adresa ta și evidența emailurilor primite. Rămân, anonimizate, instalările, cererile de suport și comentariile (fără numele, adresa de email și legătura cu contul) și totalurile zilnice de tokeni. Nu rămâne nicio copie a adresei tale de email sau a identificatorului contului. O mărturie trimisă doar cu numele nu poate fi legată sigur de cont: dacă vrei să o șterg, spune-mi.',
              },
              {
                term: 'Prin formularul de contact.',
                text: 'Pentru orice altă cerere (corectarea datelor, ștergerea unei mărturii, un mesaj de contact trimis fără cont) scrie-mi prin formularul de pe pagina de contact: mesajul ajunge direct în căsuța mea de email, iar răspunsul îl primești pe adresa ta, în cel mult o lună.',
              },
            ],
          },
          'Dacă apreciezi că datele tale nu sunt prelucrate corect, poți depune o plângere la Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP).',
        ],
      },
    ],
  },
  {
    id: 'contact',
    title: '5. Contact și modificări',
    blocks: [
      'Pentru orice întrebare despre acești termeni sau despre datele tale, folosește formularul de pe pagina de contact.',
      'Dacă termenii se schimbă, versiunea nouă este publicată pe această pagină, cu data actualizării.',
    ],
  },
];

export const termsContactCta = 'Mergi la pagina de contact';
