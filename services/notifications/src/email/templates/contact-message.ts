import { oneLine, renderEmail, type EmailContent } from '../layout.js';
import { dashboardMessageUrl, formatDateEn, type TemplateContext } from './common.js';

export interface ContactMessageData {
  messageId: string;
  name: string;
  email: string;
  message: string;
  /** When the visitor sent it (the event's occurredAt). */
  receivedAt: string;
}

/**
 * To the installer (English): a visitor's message from the contact form. The mail's
 * Reply-To is the visitor (set by the handler), so answering is one click.
 */
export function renderContactMessage(data: ContactMessageData, ctx: TemplateContext): EmailContent {
  const name = oneLine(data.name, 60) || data.email;
  return renderEmail({
    lang: 'en',
    baseUrl: ctx.baseUrl,
    subject: `New contact message from ${name}`,
    preheader: oneLine(data.message, 140),
    heading: 'New message from the contact form',
    blocks: [
      {
        kind: 'facts',
        rows: [
          ['Name', data.name],
          ['E-mail', { link: data.email, href: `mailto:${data.email}` }],
          ['Received', formatDateEn(data.receivedAt, ctx.timeZone)],
        ],
      },
      { kind: 'quote', text: data.message, cite: `${name} wrote:` },
      {
        kind: 'p',
        content: ['Reply to this e-mail to answer ', { strong: name }, ` directly at ${data.email}.`],
      },
      { kind: 'button', label: 'Open in the inbox', href: dashboardMessageUrl(ctx, data.messageId) },
    ],
    reason: `You get this e-mail because you are the contact address of the public site (message ${data.messageId}).`,
  });
}
