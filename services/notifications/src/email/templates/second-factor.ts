import { renderEmail, type EmailContent, type Inline } from '../layout.js';
import { greetingRo, type TemplateContext } from './common.js';

/** The account's security page, where the second factor is turned on or off and codes renewed. */
const securityUrl = (ctx: TemplateContext) => `${ctx.baseUrl}/dashboard/security`;

/** What to do about a change the owner did not make (the same advice in every second-factor mail). */
function notYouAdvice(ctx: TemplateContext, what: string): Inline[] {
  return [
    `Dacă nu ai ${what} tu, cineva ar putea avea acces la contul tău: schimbă-ți imediat parola și `,
    { link: 'scrie-mi', href: `${ctx.baseUrl}/contact` },
    '.',
  ];
}

const REASON =
  'Ai primit acest e-mail pentru că s-a schimbat sau s-a folosit autentificarea în doi pași a contului tău SmartHome Iași.';

export interface SecondFactorChangedData {
  firstName: string;
  /** True: turned on; false: turned off. */
  enabled: boolean;
}

/** To the account holder (Romanian): the authenticator app was turned on or off. */
export function renderSecondFactorChanged(data: SecondFactorChangedData, ctx: TemplateContext): EmailContent {
  const state = data.enabled ? 'activată' : 'dezactivată';
  return renderEmail({
    lang: 'ro',
    baseUrl: ctx.baseUrl,
    subject: `Autentificarea în doi pași a fost ${state} în contul tău SmartHome Iași`,
    preheader: data.enabled
      ? 'De acum, autentificarea cu parola cere și codul din aplicația de autentificare.'
      : 'Autentificarea cu parola nu mai cere codul din aplicația de autentificare.',
    heading: `Autentificare în doi pași ${state}`,
    blocks: [
      { kind: 'p', content: greetingRo(data.firstName) },
      {
        kind: 'p',
        content: data.enabled
          ? 'Autentificarea în doi pași este acum activă în contul tău: la fiecare autentificare cu parola ți se cere și codul din aplicația de autentificare.'
          : 'Autentificarea în doi pași a fost dezactivată în contul tău: autentificarea cu parola nu mai cere codul din aplicația de autentificare, iar codurile de recuperare nu mai sunt valabile.',
      },
      {
        kind: 'list',
        items: data.enabled
          ? [
              'Păstrează codurile de recuperare într-un loc sigur: fiecare te autentifică o singură dată, dacă nu ai telefonul la îndemână.',
              notYouAdvice(ctx, 'activat-o'),
            ]
          : [
              'Îți recomandăm să o activezi din nou, din pagina de securitate a contului.',
              notYouAdvice(ctx, 'dezactivat-o'),
            ],
      },
      { kind: 'button', label: 'Mergi la securitatea contului', href: securityUrl(ctx) },
    ],
    reason: REASON,
  });
}

export interface RecoveryCodeUsedData {
  firstName: string;
  /** Recovery codes still unused. */
  recoveryCodesLeft: number;
}

/** Few enough left that the owner should make new ones now. */
const FEW_CODES_LEFT = 3;

/** To the account holder (Romanian): a recovery code stood in for the authenticator app. */
export function renderRecoveryCodeUsed(data: RecoveryCodeUsedData, ctx: TemplateContext): EmailContent {
  const left = data.recoveryCodesLeft;
  return renderEmail({
    lang: 'ro',
    baseUrl: ctx.baseUrl,
    subject: 'Un cod de recuperare a fost folosit în contul tău SmartHome Iași',
    preheader: `Un cod de recuperare a înlocuit codul din aplicație. Coduri rămase: ${left}.`,
    heading: 'Cod de recuperare folosit',
    blocks: [
      { kind: 'p', content: greetingRo(data.firstName) },
      {
        kind: 'p',
        content:
          'Unul dintre codurile de recuperare ale contului tău a fost folosit în locul codului din aplicația de autentificare. Fiecare cod merge o singură dată.',
      },
      { kind: 'facts', rows: [['Coduri de recuperare rămase', { strong: String(left) }]] },
      {
        kind: 'list',
        items: [
          left === 0
            ? 'Nu mai ai niciun cod de recuperare: generează altele noi din pagina de securitate a contului.'
            : left < FEW_CODES_LEFT
              ? 'Îți mai rămân puține coduri: generează altele noi din pagina de securitate a contului.'
              : 'Dacă ți-ai pierdut telefonul, configurează aplicația de autentificare pe unul nou.',
          notYouAdvice(ctx, 'folosit codul'),
        ],
      },
      { kind: 'button', label: 'Mergi la securitatea contului', href: securityUrl(ctx) },
    ],
    reason: REASON,
  });
}
