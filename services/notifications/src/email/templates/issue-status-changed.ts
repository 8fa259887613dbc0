import { oneLine, renderEmail, type Block, type EmailContent } from '../layout.js';
import {
  dashboardIssueUrl,
  greetingRo,
  ISSUE_STATUS_RO,
  quotedRo,
  type IssueStatus,
  type TemplateContext,
} from './common.js';

export interface IssueStatusChangedData {
  issueId: string;
  title: string;
  customerFirstName: string | null | undefined;
  oldStatus: IssueStatus;
  newStatus: IssueStatus;
}

/** What the new status means for the customer: subject and first paragraph. */
function wording(
  title: string,
  data: IssueStatusChangedData,
): { subject: string; heading: string; lead: string } {
  switch (data.newStatus) {
    case 'wip':
      return {
        subject: `Lucrăm la problema ${title}`,
        heading: 'Am început lucrul la problema ta',
        lead: 'Am preluat problema raportată și lucrăm la ea. Te anunțăm când este rezolvată.',
      };
    case 'resolved':
      return {
        subject: `Problema ${title} a fost rezolvată`,
        heading: 'Problema ta a fost rezolvată',
        lead: 'Am marcat problema ca rezolvată. Dacă încă ceva nu funcționează cum trebuie, o poți redeschide din contul tău sau îmi poți lăsa un comentariu.',
      };
    case 'open':
      return {
        subject: `Problema ${title} a fost redeschisă`,
        heading: 'Problema ta a fost redeschisă',
        lead: 'Problema a fost redeschisă și o analizăm din nou. Te ținem la curent.',
      };
  }
}

/** To the customer (Romanian): their issue moved to another status. */
export function renderIssueStatusChanged(data: IssueStatusChangedData, ctx: TemplateContext): EmailContent {
  const title = quotedRo(oneLine(data.title, 70));
  const { subject, heading, lead } = wording(title, data);
  const blocks: Block[] = [
    { kind: 'p', content: greetingRo(data.customerFirstName) },
    { kind: 'p', content: lead },
    {
      kind: 'facts',
      rows: [
        ['Problema', { strong: data.title }],
        ['Stare anterioară', ISSUE_STATUS_RO[data.oldStatus]],
        ['Stare nouă', { strong: ISSUE_STATUS_RO[data.newStatus] }],
      ],
    },
    { kind: 'button', label: 'Vezi problema', href: dashboardIssueUrl(ctx, data.issueId) },
  ];
  return renderEmail({
    lang: 'ro',
    baseUrl: ctx.baseUrl,
    subject,
    preheader: `Stare nouă: ${ISSUE_STATUS_RO[data.newStatus]}. ${lead}`,
    heading,
    blocks,
    reason:
      'Ai primit acest e-mail pentru că problema a fost raportată pentru una dintre instalările tale SmartHome Iași.',
  });
}
