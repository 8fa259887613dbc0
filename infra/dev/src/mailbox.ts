/**
 * The development mailbox: the SMTP sink's messages over HTTP, for people (a page) and for
 * tests and tools (JSON). Development and tests only; the gateway forwards `/dev/mailbox`
 * here when DEV_MAILBOX_URL is set, so `make dev` shows it at http://localhost:4000/dev/mailbox.
 *
 *   GET    /dev/mailbox                       the page: messages newest first; ?id= opens one
 *   GET    /dev/mailbox/messages/:id/html     a message's HTML part, for the page's sandboxed iframe
 *   POST   /dev/mailbox/clear                 the page's "Delete all" button (303 back to the page)
 *   GET    /dev/mailbox/api/messages          [{id, to, from, replyTo, messageId, subject, text, html, date}] newest first
 *   GET    /dev/mailbox/api/messages/:id      one of them, 404 when unknown
 *   DELETE /dev/mailbox/api/messages          empties the mailbox (204)
 *
 * The page needs no script at all (the gateway's CSP allows none inline, and a dev tool
 * should not need a build): links select a message, a form deletes. A mail's HTML is shown
 * in an iframe with `sandbox` (no scripts, no same-origin access) and is served with a CSP
 * that allows no script either, so a mail can never run code in the site's origin.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml } from '@smarthome/text-rules';
import type { Mail } from './mail.js';

export interface MailboxOptions {
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** Shown on the page: where the services send. */
  smtpUrl: string;
  maxMessages: number;
  /** Every kept message, oldest first. */
  messages(): Mail[];
  clear(): void;
}

export interface Mailbox {
  port: number;
  /** `http://host:port` (DEV_MAILBOX_URL of the gateway). */
  url: string;
  stop(): Promise<void>;
}

export const MAILBOX_PATH = '/dev/mailbox';

/** The JSON shape of a message (dates as ISO-8601 strings). */
export type MailJson = Omit<Mail, 'date'> & { date: string };

export function toJson(mail: Mail): MailJson {
  return {
    id: mail.id,
    to: mail.to,
    from: mail.from,
    replyTo: mail.replyTo,
    messageId: mail.messageId,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    date: mail.date.toISOString(),
  };
}

const PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "frame-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** A mail's own HTML: its inline styles and pictures, never a script, a form or a plugin. */
const MAIL_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data: https: http:',
  'font-src data: https:',
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

export async function startMailbox(options: MailboxOptions): Promise<Mailbox> {
  const newestFirst = () => options.messages().reverse();

  const server = createServer((request, response) => {
    try {
      route(request, response);
    } catch (error) {
      send(response, 500, 'application/json; charset=utf-8', JSON.stringify({ message: String(error) }));
    }
  });

  function route(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://mailbox.local');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const method = request.method ?? 'GET';
    const read = method === 'GET' || method === 'HEAD';

    if (path === MAILBOX_PATH && read) {
      const page = renderPage(newestFirst(), url.searchParams.get('id'), options);
      send(response, 200, 'text/html; charset=utf-8', page, {
        'content-security-policy': PAGE_CSP,
        'cache-control': 'no-store',
      });
      return;
    }
    if (path === `${MAILBOX_PATH}/clear` && method === 'POST') {
      request.resume();
      options.clear();
      response.writeHead(303, { location: MAILBOX_PATH, 'cache-control': 'no-store' }).end();
      return;
    }
    const htmlPart = /^\/dev\/mailbox\/messages\/([\w-]+)\/html$/.exec(path);
    if (htmlPart && read) {
      const mail = options.messages().find((entry) => entry.id === htmlPart[1]);
      if (!mail) return notFound(response, method, path);
      send(response, 200, 'text/html; charset=utf-8', mail.html ?? renderTextOnly(mail), {
        'content-security-policy': MAIL_CSP,
        'cache-control': 'no-store',
      });
      return;
    }
    if (path === `${MAILBOX_PATH}/api/messages`) {
      if (read) return sendJson(response, 200, newestFirst().map(toJson));
      if (method === 'DELETE') {
        options.clear();
        response.writeHead(204, { 'cache-control': 'no-store' }).end();
        return;
      }
      response.setHeader('allow', 'GET, HEAD, DELETE');
      return sendJson(response, 405, { message: `Method not allowed: ${method} ${path}` });
    }
    const one = /^\/dev\/mailbox\/api\/messages\/([\w-]+)$/.exec(path);
    if (one && read) {
      const mail = options.messages().find((entry) => entry.id === one[1]);
      if (!mail) return notFound(response, method, path);
      return sendJson(response, 200, toJson(mail));
    }
    notFound(response, method, path);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://${options.host}:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'content-type': type,
    'content-length': Buffer.byteLength(body),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    ...headers,
  });
  response.end(response.req.method === 'HEAD' ? undefined : body);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body), {
    'cache-control': 'no-store',
  });
}

function notFound(response: ServerResponse, method: string, path: string): void {
  sendJson(response, 404, { message: `Not found: ${method} ${path}` });
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function renderTextOnly(mail: Mail): string {
  return `<!doctype html><meta charset="utf-8"><pre style="font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;white-space:pre-wrap;margin:16px">${escapeHtml(mail.text)}</pre>`;
}

/** The page: a list of messages on the left, the selected one (the newest by default) on the right. */
export function renderPage(
  mails: Mail[],
  selectedId: string | null,
  options: Pick<MailboxOptions, 'smtpUrl' | 'maxMessages'>,
): string {
  const selected = mails.find((mail) => mail.id === selectedId) ?? mails[0];
  const e = escapeHtml;
  const list = mails
    .map((mail) => {
      const active = mail === selected;
      return `<li><a class="item${active ? ' active' : ''}" href="${MAILBOX_PATH}?id=${e(mail.id)}"${active ? ' aria-current="true"' : ''}>
  <span class="row"><span class="subject">${e(mail.subject || '(no subject)')}</span><time datetime="${mail.date.toISOString()}">${e(dateFormat.format(mail.date))}</time></span>
  <span class="meta">To ${e(mail.to.join(', '))}</span>
  <span class="meta">From ${e(mail.from)}</span>
</a></li>`;
    })
    .join('\n');

  const detail = selected
    ? `<article class="detail">
  <h2>${e(selected.subject || '(no subject)')}</h2>
  <dl>
    <dt>From</dt><dd>${e(selected.from)}</dd>
    <dt>To</dt><dd>${e(selected.to.join(', '))}</dd>
    ${selected.replyTo ? `<dt>Reply-To</dt><dd>${e(selected.replyTo)}</dd>` : ''}
    <dt>Date</dt><dd><time datetime="${selected.date.toISOString()}">${e(selected.date.toUTCString())}</time></dd>
    ${selected.messageId ? `<dt>Message-ID</dt><dd><code>${e(selected.messageId)}</code></dd>` : ''}
  </dl>
  <h3>HTML ${selected.html === null ? '<small>(none: the plain text is shown)</small>' : `<a class="small" href="${MAILBOX_PATH}/messages/${e(selected.id)}/html" target="_blank" rel="noopener">open alone</a>`}</h3>
  <iframe sandbox="" title="HTML part of the message" src="${MAILBOX_PATH}/messages/${e(selected.id)}/html" referrerpolicy="no-referrer"></iframe>
  <h3>Plain text</h3>
  <pre>${selected.text ? e(selected.text) : '<em>(no plain-text part)</em>'}</pre>
</article>`
    : `<div class="empty"><p><strong>No mail yet.</strong></p><p>Mails the notifications worker sends through <code>${e(options.smtpUrl)}</code> appear here.</p></div>`;

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>Mailbox (${mails.length}) · SmartHome dev</title>
<style>
  :root { --brand: #0f5c4d; --line: #e3e8e6; --muted: #5f6b68; --bg: #f4f7f6; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1d2624; background: var(--bg); }
  header { display: flex; align-items: center; gap: 16px; padding: 12px 20px; background: var(--brand); color: #fff; }
  header h1 { font-size: 17px; margin: 0; font-weight: 600; }
  header .note { opacity: .8; font-size: 13px; flex: 1; }
  header a, header button { color: #fff; background: rgba(255,255,255,.14); border: 1px solid rgba(255,255,255,.35); border-radius: 6px; padding: 5px 12px; font: inherit; text-decoration: none; cursor: pointer; }
  header a:hover, header button:hover { background: rgba(255,255,255,.25); }
  header form { margin: 0; }
  main { display: grid; grid-template-columns: minmax(260px, 380px) 1fr; height: calc(100vh - 54px); }
  ul { list-style: none; margin: 0; padding: 0; overflow-y: auto; border-right: 1px solid var(--line); background: #fff; }
  .item { display: block; padding: 10px 16px; border-bottom: 1px solid var(--line); color: inherit; text-decoration: none; border-left: 3px solid transparent; }
  .item:hover { background: #f0f5f3; }
  .item.active { background: #e6f0ed; border-left-color: var(--brand); }
  .row { display: flex; justify-content: space-between; gap: 8px; }
  .subject { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  time { color: var(--muted); font-size: 12px; white-space: nowrap; }
  .meta { display: block; color: var(--muted); font-size: 12.5px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .detail { overflow-y: auto; padding: 18px 24px 32px; }
  .detail h2 { margin: 0 0 12px; font-size: 20px; }
  .detail h3 { margin: 22px 0 8px; font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
  .detail h3 small, .detail h3 .small { text-transform: none; letter-spacing: 0; font-weight: 400; margin-left: 8px; }
  .detail h3 .small { color: var(--brand); }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 14px; margin: 0; padding: 12px 14px; background: #fff; border: 1px solid var(--line); border-radius: 8px; }
  dt { color: var(--muted); }
  dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; height: max(560px, 72vh); border: 1px solid var(--line); border-radius: 8px; background: #fff; }
  pre { margin: 0; padding: 14px; background: #fff; border: 1px solid var(--line); border-radius: 8px; white-space: pre-wrap; overflow-wrap: anywhere; font: 13px/1.5 ui-monospace, Menlo, Consolas, monospace; }
  .empty { padding: 48px; color: var(--muted); }
  @media (max-width: 800px) { main { grid-template-columns: 1fr; height: auto; } ul { max-height: 40vh; border-right: 0; } }
</style>
</head>
<body>
<header>
  <h1>Mailbox</h1>
  <span class="note">Development only: ${mails.length} mail${mails.length === 1 ? '' : 's'} caught by the SMTP sink (${e(options.smtpUrl)}, the last ${options.maxMessages} kept in memory); nothing is delivered.</span>
  <a href="${MAILBOX_PATH}">Refresh</a>
  <form method="post" action="${MAILBOX_PATH}/clear"><button type="submit">Delete all</button></form>
</header>
<main>
<ul aria-label="Messages, newest first">
${list}
</ul>
${detail}
</main>
</body>
</html>
`;
}
