import { oneLine, renderEmail, type EmailContent } from '../layout.js';
import { dashboardIssueUrl, ISSUE_STATUS_EN, type TemplateContext } from './common.js';

export interface IssueCreatedData {
  issueId: string;
  title: string;
  description: string;
  installationName: string;
  customerEmail: string;
  createdByEmail: string;
}

/** To the staff, installers and admins (English): a support issue was reported. */
export function renderIssueCreated(data: IssueCreatedData, ctx: TemplateContext): EmailContent {
  const title = oneLine(data.title, 70);
  const byCustomer = data.createdByEmail.toLowerCase() === data.customerEmail.toLowerCase();
  return renderEmail({
    lang: 'en',
    baseUrl: ctx.baseUrl,
    subject: `New issue at ${oneLine(data.installationName, 40)}: ${title}`,
    preheader: oneLine(data.description, 140),
    heading: 'New support issue',
    blocks: [
      {
        kind: 'facts',
        rows: [
          ['Issue', { strong: data.title }],
          ['Installation', data.installationName],
          ['Customer', { link: data.customerEmail, href: `mailto:${data.customerEmail}` }],
          ['Reported by', byCustomer ? 'the customer' : data.createdByEmail],
          ['Status', ISSUE_STATUS_EN.open],
        ],
      },
      { kind: 'quote', text: data.description, cite: 'Description' },
      { kind: 'button', label: 'Open the issue', href: dashboardIssueUrl(ctx, data.issueId) },
    ],
    reason: `You get this e-mail because you are an installer or administrator of SmartHome Iași (issue ${data.issueId}).`,
  });
}
