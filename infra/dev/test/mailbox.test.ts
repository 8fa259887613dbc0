import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answers } from '../src/ports.js';
import { startSmtpSink, type SmtpSink } from '../src/smtp-sink.js';

let sink: SmtpSink;
let base: string;

const send = (options: {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  messageId?: string;
}) =>
  nodemailer
    .createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true })
    .sendMail({ from: 'SmartHome Iași <no-reply@smarthome.local>', ...options });

beforeAll(async () => {
  sink = await startSmtpSink({ port: 0, httpPort: 0 });
  base = sink.mailboxUrl!;
});
afterAll(async () => {
  await sink.stop();
});
beforeEach(() => sink.clear());

describe('GET /dev/mailbox/api/messages', () => {
  it('lists the received mails newest first, with recipients, parts and an ISO date', async () => {
    await send({ to: 'client@smarthome.local', subject: 'Primul', text: 'unu', html: '<p>unu</p>' });
    await send({
      to: ['admin@smarthome.local', 'installer@smarthome.local'],
      replyTo: 'ana@example.com',
      messageId: '<e1.0@smarthome.local>',
      subject: 'Second',
      text: 'two',
    });

    const response = await fetch(`${base}/dev/mailbox/api/messages`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as Array<Record<string, unknown>>;
    expect(body).toEqual([
      {
        id: expect.any(String),
        to: ['admin@smarthome.local', 'installer@smarthome.local'],
        from: '"SmartHome Iași" <no-reply@smarthome.local>',
        replyTo: 'ana@example.com',
        messageId: '<e1.0@smarthome.local>',
        subject: 'Second',
        text: 'two',
        html: null,
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
      expect.objectContaining({ to: ['client@smarthome.local'], subject: 'Primul', html: '<p>unu</p>' }),
    ]);

    const one = await fetch(`${base}/dev/mailbox/api/messages/${String(body[1]?.id)}`);
    expect(await one.json()).toMatchObject({ subject: 'Primul' });
    expect((await fetch(`${base}/dev/mailbox/api/messages/nope`)).status).toBe(404);
  });

  it('DELETE empties the mailbox', async () => {
    await send({ to: 'client@smarthome.local', subject: 'x', text: 'x' });
    const response = await fetch(`${base}/dev/mailbox/api/messages`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(sink.messages()).toEqual([]);
    expect(await (await fetch(`${base}/dev/mailbox/api/messages`)).json()).toEqual([]);
  });

  it('answers other methods 405 and unknown paths 404', async () => {
    expect((await fetch(`${base}/dev/mailbox/api/messages`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${base}/dev/mailbox/nothing`)).status).toBe(404);
    expect((await fetch(`${base}/`)).status).toBe(404);
  });
});

describe('GET /dev/mailbox (the page)', () => {
  it('lists every mail newest first, escaped, and shows the newest in a sandboxed iframe', async () => {
    await send({ to: 'old@smarthome.local', subject: 'Older one', text: 'old' });
    await send({
      to: 'client@smarthome.local',
      subject: 'Salut <script>alert(1)</script>',
      text: 'Text part & more',
      html: '<p>HTML part</p><script>parent.alert(1)</script>',
    });
    const [newest] = sink.messages().reverse();

    const response = await fetch(`${base}/dev/mailbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).not.toContain('<script');
    expect(page).toContain('Salut &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.indexOf('Salut &lt;script&gt;')).toBeLessThan(page.indexOf('Older one'));
    expect(page).toContain('client@smarthome.local');
    expect(page).toContain('Text part &amp; more');
    expect(page).toMatch(
      new RegExp(`<iframe sandbox="" [^>]*src="/dev/mailbox/messages/${newest!.id}/html"`),
    );
  });

  it('?id= opens another mail; its HTML part is served with a CSP that allows no script', async () => {
    await send({ to: 'a@smarthome.local', subject: 'First', text: 't', html: '<p>first</p>' });
    await send({ to: 'b@smarthome.local', subject: 'Second', text: 't' });
    const first = sink.messages()[0]!;

    const page = await (await fetch(`${base}/dev/mailbox?id=${first.id}`)).text();
    expect(page).toContain(`src="/dev/mailbox/messages/${first.id}/html"`);
    expect(page).toMatch(/<h2>First<\/h2>/);

    const html = await fetch(`${base}/dev/mailbox/messages/${first.id}/html`);
    expect(html.status).toBe(200);
    expect(await html.text()).toBe('<p>first</p>');
    const csp = html.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
  });

  it('says so when there is no mail yet', async () => {
    const page = await (await fetch(`${base}/dev/mailbox`)).text();
    expect(page).toContain('No mail yet');
  });

  it('"Delete all" posts to /dev/mailbox/clear and comes back to the page', async () => {
    await send({ to: 'a@smarthome.local', subject: 'x', text: 'x' });
    const response = await fetch(`${base}/dev/mailbox/clear`, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/dev/mailbox');
    expect(sink.messages()).toEqual([]);
  });
});

describe('the mailbox port', () => {
  it('closes with the sink', async () => {
    const other = await startSmtpSink({ port: 0, httpPort: 0 });
    const port = Number(new URL(other.mailboxUrl!).port);
    expect(await answers(port)).toBe(true);
    await other.stop();
    expect(await answers(port)).toBe(false);
  });

  it('is not opened without httpPort', async () => {
    const other = await startSmtpSink({ port: 0 });
    expect(other.mailboxUrl).toBeUndefined();
    await other.stop();
  });
});
