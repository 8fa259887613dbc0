import { oneLine, renderEmail, type EmailContent } from '../layout.js';
import type { TemplateContext } from './common.js';

export interface WebhookEndpointDisabledData {
  webhookId: string;
  url: string;
  /** Deliveries in a row that failed every attempt. */
  failures: number;
  lastError?: string | null;
}

/**
 * To every admin (English): the delivery worker turned an integrator's webhook off after too many
 * deliveries failed in a row; events are no longer sent to it until someone fixes the receiver and
 * turns it back on (the failed deliveries can then be sent again from the dashboard).
 */
export function renderWebhookEndpointDisabled(
  data: WebhookEndpointDisabledData,
  ctx: TemplateContext,
): EmailContent {
  const rows: Array<[string, string]> = [
    ['Endpoint', data.url],
    ['Failed deliveries in a row', String(data.failures)],
  ];
  const lastError = data.lastError?.trim();
  if (lastError) rows.push(['Last error', lastError]);
  return renderEmail({
    lang: 'en',
    baseUrl: ctx.baseUrl,
    subject: `Webhook turned off: ${oneLine(data.url, 80)}`,
    preheader: `${data.failures} deliveries in a row failed every attempt; events are no longer sent to it.`,
    heading: 'A webhook was turned off',
    blocks: [
      {
        kind: 'p',
        content: `${data.failures} deliveries in a row to this endpoint failed every attempt, so events are no longer sent to it:`,
      },
      { kind: 'facts', rows },
      {
        kind: 'p',
        content:
          'Fix the receiver, then turn the webhook back on in the dashboard; the failed deliveries can be sent again from its log.',
      },
      { kind: 'button', label: 'Open webhooks', href: `${ctx.baseUrl}/dashboard/webhooks` },
    ],
    reason: `You get this e-mail because you are an administrator of SmartHome Iași (webhook ${data.webhookId}).`,
  });
}
