import { renderEmail, type EmailContent } from '../layout.js';
import { greetingRo, RESET_LINK_VALID_HOURS, type TemplateContext } from './common.js';

export interface PasswordResetData {
  firstName: string;
  resetUrl: string;
}

/** To the account holder (Romanian): a single-use link to choose a new password. */
export function renderPasswordReset(data: PasswordResetData, ctx: TemplateContext): EmailContent {
  const validity = RESET_LINK_VALID_HOURS === 1 ? 'o oră' : `${RESET_LINK_VALID_HOURS} ore`;
  return renderEmail({
    lang: 'ro',
    baseUrl: ctx.baseUrl,
    subject: 'Resetarea parolei contului tău SmartHome Iași',
    preheader: `Alege o parolă nouă. Linkul poate fi folosit o singură dată, în următoarea ${validity}.`,
    heading: 'Resetează-ți parola',
    blocks: [
      { kind: 'p', content: greetingRo(data.firstName) },
      {
        kind: 'p',
        content:
          'Am primit o cerere de resetare a parolei pentru contul SmartHome Iași asociat acestei adrese de e-mail. Poți alege o parolă nouă aici:',
      },
      { kind: 'button', label: 'Alege o parolă nouă', href: data.resetUrl },
      {
        kind: 'note',
        content: [
          'Linkul poate fi folosit ',
          { strong: 'o singură dată' },
          ' și expiră după ',
          { strong: validity },
          '. Dacă a expirat, cere unul nou din pagina de autentificare.',
        ],
      },
      {
        kind: 'note',
        content:
          'Dacă nu ai cerut tu resetarea, ignoră acest e-mail: parola ta rămâne cea de acum și nimeni nu o poate schimba fără acest link.',
      },
      {
        kind: 'fallbackLink',
        intro: 'Dacă butonul nu funcționează, copiază acest link în browser:',
        href: data.resetUrl,
      },
    ],
    reason: 'Ai primit acest e-mail pentru că cineva a cerut resetarea parolei contului tău SmartHome Iași.',
  });
}
