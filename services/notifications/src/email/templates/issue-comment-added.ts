import { oneLine, renderEmail, type EmailContent } from '../layout.js';
import {
  dashboardIssueUrl,
  fullName,
  greetingRo,
  quotedRo,
  ROLE_EN,
  ROLE_RO,
  type Role,
  type TemplateContext,
} from './common.js';

export interface IssueCommentAddedData {
  issueId: string;
  title: string;
  customerEmail: string;
  customerFirstName: string | null | undefined;
  author: { firstName: string; lastName: string; role: Role };
  comment: string;
}

/** To the customer (Romanian): the installer or an admin commented on their issue. */
export function renderIssueCommentToCustomer(
  data: IssueCommentAddedData,
  ctx: TemplateContext,
): EmailContent {
  const author = fullName(data.author) || 'SmartHome Iași';
  const title = quotedRo(oneLine(data.title, 70));
  return renderEmail({
    lang: 'ro',
    baseUrl: ctx.baseUrl,
    subject: `Comentariu nou la problema ${title}`,
    preheader: `${author}: ${oneLine(data.comment, 120)}`,
    heading: 'Ai un comentariu nou',
    blocks: [
      { kind: 'p', content: greetingRo(data.customerFirstName) },
      {
        kind: 'p',
        content: [
          { strong: author },
          ` (${ROLE_RO[data.author.role]}) a scris la problema `,
          { strong: title },
          ':',
        ],
      },
      { kind: 'quote', text: data.comment },
      { kind: 'button', label: 'Răspunde în contul tău', href: dashboardIssueUrl(ctx, data.issueId) },
    ],
    reason:
      'Ai primit acest e-mail pentru că problema a fost raportată pentru una dintre instalările tale SmartHome Iași.',
  });
}

/**
 * To the staff (English): the customer commented on their own issue. (A customer is not
 * mailed about their own comment; the installer needs to know they answered.)
 */
export function renderIssueCommentToStaff(data: IssueCommentAddedData, ctx: TemplateContext): EmailContent {
  const author = fullName(data.author) || data.customerEmail;
  const title = oneLine(data.title, 70);
  return renderEmail({
    lang: 'en',
    baseUrl: ctx.baseUrl,
    subject: `New comment from ${oneLine(author, 40)} on issue: ${title}`,
    preheader: oneLine(data.comment, 140),
    heading: 'The customer commented on an issue',
    blocks: [
      {
        kind: 'facts',
        rows: [
          ['Issue', { strong: data.title }],
          [
            'Customer',
            [author, ' (', { link: data.customerEmail, href: `mailto:${data.customerEmail}` }, ')'],
          ],
          ['Role', ROLE_EN[data.author.role]],
        ],
      },
      { kind: 'quote', text: data.comment, cite: `${author} wrote:` },
      { kind: 'button', label: 'Open the issue', href: dashboardIssueUrl(ctx, data.issueId) },
    ],
    reason: `You get this e-mail because you are an installer or administrator of SmartHome Iași (issue ${data.issueId}).`,
  });
}
