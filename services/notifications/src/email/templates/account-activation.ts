import { renderEmail, type EmailContent } from '../layout.js';
import { ACTIVATION_LINK_VALID_HOURS, greetingRo, type TemplateContext } from './common.js';

export interface AccountActivationData {
  firstName: string;
  activationUrl: string;
}

/** To a new account (Romanian): confirm the address through the activation link. */
export function renderAccountActivation(data: AccountActivationData, ctx: TemplateContext): EmailContent {
  return renderEmail({
    lang: 'ro',
    baseUrl: ctx.baseUrl,
    subject: 'Activează-ți contul SmartHome Iași',
    preheader: `Confirmă adresa de e-mail: linkul de activare este valabil ${ACTIVATION_LINK_VALID_HOURS} de ore.`,
    heading: 'Bine ai venit!',
    blocks: [
      { kind: 'p', content: greetingRo(data.firstName) },
      {
        kind: 'p',
        content:
          'Îți mulțumim că ți-ai creat un cont pe SmartHome Iași. Ca să îl poți folosi pentru a-ți urmări instalările și cererile de suport, confirmă că această adresă de e-mail îți aparține:',
      },
      { kind: 'button', label: 'Activează contul', href: data.activationUrl },
      {
        kind: 'note',
        content: [
          'Linkul este valabil ',
          { strong: `${ACTIVATION_LINK_VALID_HOURS} de ore` },
          ' de la înregistrare. Dacă a expirat, scrie-mi din ',
          { link: 'pagina de contact', href: `${ctx.baseUrl}/contact` },
          ' și te ajut.',
        ],
      },
      {
        kind: 'fallbackLink',
        intro: 'Dacă butonul nu funcționează, copiază acest link în browser:',
        href: data.activationUrl,
      },
    ],
    reason:
      'Ai primit acest e-mail pentru că adresa ta a fost folosită la crearea unui cont pe SmartHome Iași. Dacă nu ai fost tu, ignoră mesajul: contul rămâne inactiv.',
  });
}
