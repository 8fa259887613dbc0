/**
 * The one layout of every e-mail, in HTML and plain text from the same content blocks, so
 * the two parts always say the same thing.
 *
 * The HTML is what e-mail clients render reliably (Outlook's Word engine, Gmail's style
 * stripping): nested tables for layout, inline styles only (no <style>, no classes), widths
 * as attributes, a button that is a table cell with a background colour, no script, no web
 * font, no image (nothing to block or track). Every value that comes from an event is
 * escaped here: templates hand over plain strings, never HTML.
 */

import { escapeHtml } from '@smarthome/text-rules';

export type Language = 'ro' | 'en';

/** What a template produces: the subject and both parts. */
export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

/** Text with optional emphasis and links; every string is escaped. */
export type Inline = string | { strong: string } | { link: string; href: string };

export type Block =
  /** A paragraph. */
  | { kind: 'p'; content: Inline | Inline[] }
  /** The call to action: a button, and its address written out in the text part. */
  | { kind: 'button'; label: string; href: string }
  /** What somebody wrote (a message, a comment, a testimonial): line breaks kept. */
  | { kind: 'quote'; text: string; cite?: string }
  /** Label/value pairs (who, what, when). */
  | { kind: 'facts'; rows: Array<[label: string, value: Inline | Inline[]]> }
  /** A bulleted list. */
  | { kind: 'list'; items: Array<Inline | Inline[]> }
  /** Small grey print (validity of a link, why the mail came). */
  | { kind: 'note'; content: Inline | Inline[] }
  /** The address behind a button, for clients that show no button. */
  | { kind: 'fallbackLink'; intro: string; href: string };

export interface LayoutInput {
  lang: Language;
  subject: string;
  /** The line clients show after the subject in the inbox. */
  preheader: string;
  heading: string;
  blocks: Block[];
  /** Why the recipient gets this mail (the footer). */
  reason: string;
  /** The public site, linked from the header and the footer. */
  baseUrl: string;
}

export const BRAND = {
  name: 'SmartHome Iași',
  colour: '#0f5c4d',
  tagline: {
    ro: 'Case inteligente locale, fără cloud, cu Home Assistant · Iași',
    en: 'Back office notification',
  },
} as const;

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const TEXT_COLOUR = '#1f2a28';
const MUTED = '#5f6d69';
const LINE = '#dfe7e4';
const PAGE_BG = '#eef3f1';

/**
 * Only http(s) and mailto links leave a template: a payload URL such as `javascript:…` or
 * `data:…` (valid URLs to a parser) becomes the site's home page instead.
 */
export function safeHref(href: string, baseUrl: string): string {
  try {
    const url = new URL(href, `${baseUrl}/`);
    if (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:') return url.href;
  } catch {
    // not a URL at all
  }
  return `${baseUrl}/`;
}

/** One line, for a subject: no line breaks (header injection) and a sane length. */
export function oneLine(value: string, max = 80): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

const asList = (content: Inline | Inline[]): Inline[] => (Array.isArray(content) ? content : [content]);

function inlineHtml(content: Inline | Inline[], baseUrl: string): string {
  return asList(content)
    .map((part) => {
      if (typeof part === 'string') return escapeHtml(part);
      if ('strong' in part) return `<strong>${escapeHtml(part.strong)}</strong>`;
      return `<a href="${escapeHtml(safeHref(part.href, baseUrl))}" style="color:${BRAND.colour};text-decoration:underline;">${escapeHtml(part.link)}</a>`;
    })
    .join('');
}

function inlineText(content: Inline | Inline[]): string {
  return asList(content)
    .map((part) => {
      if (typeof part === 'string') return part;
      if ('strong' in part) return part.strong;
      // A mailto: link reads as the address; others as "label (address)" unless they are the same.
      if (part.href.startsWith('mailto:')) return part.link;
      return part.link === part.href ? part.href : `${part.link} (${part.href})`;
    })
    .join('');
}

/** Escaped, with the writer's line breaks kept. */
function multiline(text: string): string {
  return escapeHtml(text.replace(/\r\n?/g, '\n').trim()).replace(/\n/g, '<br>');
}

function blockHtml(block: Block, baseUrl: string): string {
  const p = `margin:0 0 16px;${FONT}font-size:16px;line-height:24px;color:${TEXT_COLOUR};`;
  switch (block.kind) {
    case 'p':
      return `<p style="${p}">${inlineHtml(block.content, baseUrl)}</p>`;
    case 'note':
      return `<p style="margin:0 0 12px;${FONT}font-size:13px;line-height:20px;color:${MUTED};">${inlineHtml(block.content, baseUrl)}</p>`;
    case 'button': {
      const href = escapeHtml(safeHref(block.href, baseUrl));
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;border-collapse:separate;">
<tr><td align="center" bgcolor="${BRAND.colour}" style="background-color:${BRAND.colour};border-radius:6px;">
<a href="${href}" target="_blank" style="display:inline-block;padding:12px 24px;${FONT}font-size:16px;line-height:20px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(block.label)}</a>
</td></tr>
</table>`;
    }
    case 'fallbackLink': {
      const href = safeHref(block.href, baseUrl);
      return `<p style="margin:0 0 16px;${FONT}font-size:13px;line-height:20px;color:${MUTED};">${escapeHtml(block.intro)}<br><a href="${escapeHtml(href)}" style="color:${BRAND.colour};word-break:break-all;">${escapeHtml(href)}</a></p>`;
    }
    case 'quote': {
      const cite = block.cite
        ? `<p style="margin:0 0 6px;${FONT}font-size:13px;line-height:18px;color:${MUTED};">${escapeHtml(block.cite)}</p>`
        : '';
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;">
<tr><td style="padding:14px 16px;background-color:#f4f8f7;border-left:4px solid ${BRAND.colour};border-radius:4px;">
${cite}<p style="margin:0;${FONT}font-size:15px;line-height:23px;color:${TEXT_COLOUR};">${multiline(block.text)}</p>
</td></tr>
</table>`;
    }
    case 'facts': {
      const rows = block.rows
        .map(
          ([label, value]) => `<tr>
<td valign="top" width="1%" style="padding:6px 16px 6px 0;${FONT}font-size:14px;line-height:20px;color:${MUTED};white-space:nowrap;border-bottom:1px solid ${LINE};">${escapeHtml(label)}</td>
<td valign="top" style="padding:6px 0;${FONT}font-size:14px;line-height:20px;color:${TEXT_COLOUR};border-bottom:1px solid ${LINE};word-break:break-word;">${inlineHtml(value, baseUrl)}</td>
</tr>`,
        )
        .join('\n');
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border-collapse:collapse;">
${rows}
</table>`;
    }
    case 'list': {
      const items = block.items
        .map(
          (item) =>
            `<tr><td valign="top" style="padding:0 10px 8px 0;${FONT}font-size:16px;line-height:24px;color:${BRAND.colour};">&#8226;</td><td style="padding:0 0 8px;${FONT}font-size:16px;line-height:24px;color:${TEXT_COLOUR};">${inlineHtml(item, baseUrl)}</td></tr>`,
        )
        .join('\n');
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 12px;">
${items}
</table>`;
    }
  }
}

function blockText(block: Block, baseUrl: string): string {
  switch (block.kind) {
    case 'p':
    case 'note':
      return inlineText(block.content);
    case 'button':
      return `${block.label}: ${safeHref(block.href, baseUrl)}`;
    case 'fallbackLink':
      // The button line already carries the address.
      return '';
    case 'quote': {
      const quoted = block.text
        .replace(/\r\n?/g, '\n')
        .trim()
        .split('\n')
        .map((line) => `> ${line}`.trimEnd())
        .join('\n');
      return block.cite ? `${block.cite}\n${quoted}` : quoted;
    }
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${inlineText(value)}`).join('\n');
    case 'list':
      return block.items.map((item) => `- ${inlineText(item)}`).join('\n');
  }
}

/** The subject, the HTML part and the plain-text part of one mail. */
export function renderEmail(input: LayoutInput): EmailContent {
  const { lang, baseUrl } = input;
  const subject = oneLine(input.subject, 120);
  const site = safeHref(baseUrl, baseUrl);
  const siteLabel = site.replace(/^https?:\/\//, '').replace(/\/$/, '');
  const body = input.blocks.map((block) => blockHtml(block, baseUrl)).join('\n');

  const html = `<!DOCTYPE html>
<html lang="${lang}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light only">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAGE_BG};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;font-size:1px;line-height:1px;color:${PAGE_BG};">${escapeHtml(oneLine(input.preheader, 150))}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${PAGE_BG}" style="background-color:${PAGE_BG};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;">
<tr><td bgcolor="${BRAND.colour}" style="background-color:${BRAND.colour};padding:20px 32px;border-radius:8px 8px 0 0;">
<a href="${escapeHtml(site)}" style="${FONT}font-size:20px;line-height:28px;font-weight:bold;color:#ffffff;text-decoration:none;">${BRAND.name}</a>
<div style="${FONT}font-size:13px;line-height:18px;color:#cfe5df;">${escapeHtml(BRAND.tagline[lang])}</div>
</td></tr>
<tr><td bgcolor="#ffffff" style="background-color:#ffffff;padding:32px 32px 16px;border-radius:0 0 8px 8px;">
<h1 style="margin:0 0 20px;${FONT}font-size:22px;line-height:30px;font-weight:bold;color:${TEXT_COLOUR};">${escapeHtml(input.heading)}</h1>
${body}
</td></tr>
<tr><td style="padding:20px 32px 8px;${FONT}font-size:12px;line-height:18px;color:${MUTED};">
${escapeHtml(input.reason)}<br>
${BRAND.name} · <a href="${escapeHtml(site)}" style="color:${MUTED};text-decoration:underline;">${escapeHtml(siteLabel)}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const sections = input.blocks.map((block) => blockText(block, baseUrl)).filter((section) => section !== '');
  const text = [
    input.heading,
    '',
    sections.join('\n\n'),
    '',
    '-- ',
    `${BRAND.name} · ${site}`,
    input.reason,
  ].join('\n');

  return { subject, html, text };
}
