import { renderEmail, type EmailContent } from '../layout.js';
import { formatDateRo, greetingRo, type TemplateContext } from './common.js';

export interface AccountLockedData {
  firstName: string;
  /** ISO-8601 instant the lock ends. */
  until: string;
}

/** To the account holder (Romanian): sign-in is blocked until when, and what to do. */
export function renderAccountLocked(data: AccountLockedData, ctx: TemplateContext): EmailContent {
  const until = formatDateRo(data.until, ctx.timeZone);
  return renderEmail({
    lang: 'ro',
    baseUrl: ctx.baseUrl,
    subject: 'Contul tău SmartHome Iași a fost blocat temporar',
    preheader: `Prea multe încercări de autentificare nereușite: contul este blocat până la ${until}.`,
    heading: 'Cont blocat temporar',
    blocks: [
      { kind: 'p', content: greetingRo(data.firstName) },
      {
        kind: 'p',
        content:
          'Au fost prea multe încercări nereușite de autentificare în contul tău, așa că l-am blocat temporar, ca să îl protejăm.',
      },
      { kind: 'facts', rows: [['Blocat până la', { strong: until }]] },
      { kind: 'p', content: 'Ce poți face:' },
      {
        kind: 'list',
        items: [
          'Așteaptă până la ora de mai sus, apoi autentifică-te din nou cu parola corectă.',
          'Dacă ți-ai uitat parola, cere un link de resetare din pagina de autentificare după deblocare.',
          [
            'Dacă nu ai încercat tu să te autentifici, cineva ar putea încerca să îți ghicească parola: după deblocare schimbă-o și ',
            { link: 'scrie-mi', href: `${ctx.baseUrl}/contact` },
            '.',
          ],
        ],
      },
      { kind: 'button', label: 'Mergi la autentificare', href: `${ctx.baseUrl}/login` },
    ],
    reason:
      'Ai primit acest e-mail pentru că accesul la contul tău SmartHome Iași a fost blocat după mai multe parole greșite.',
  });
}
