import { oneLine, renderEmail, type EmailContent } from '../layout.js';
import type { TemplateContext } from './common.js';

export interface TestimonialSubmittedData {
  testimonialId: string;
  clientName: string;
  rating: number;
  content: string;
  position?: string | null;
  company?: string | null;
}

export function stars(rating: number): string {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return `${'★'.repeat(full)}${'☆'.repeat(5 - full)} (${full}/5)`;
}

/** To every admin (English): a public testimonial waits for approval before the site shows it. */
export function renderTestimonialSubmitted(
  data: TestimonialSubmittedData,
  ctx: TemplateContext,
): EmailContent {
  const name = oneLine(data.clientName, 60);
  const role = [data.position, data.company]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const rows: Array<[string, string]> = [['Client', data.clientName]];
  if (role) rows.push(['Position', role]);
  rows.push(['Rating', stars(data.rating)]);
  return renderEmail({
    lang: 'en',
    baseUrl: ctx.baseUrl,
    subject: `New testimonial awaiting review: ${name} (${data.rating}/5)`,
    preheader: oneLine(data.content, 140),
    heading: 'A testimonial is waiting for your review',
    blocks: [
      { kind: 'p', content: [{ strong: name }, ' submitted a testimonial on the public site:'] },
      { kind: 'facts', rows },
      { kind: 'quote', text: data.content },
      { kind: 'p', content: 'It stays hidden from the site until an admin approves it.' },
      { kind: 'button', label: 'Review testimonials', href: `${ctx.baseUrl}/dashboard/testimonials` },
    ],
    reason: `You get this e-mail because you are an administrator of SmartHome Iași (testimonial ${data.testimonialId}).`,
  });
}
