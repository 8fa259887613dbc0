import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpSink, type SmtpSink } from '@smarthome/dev/smtp-sink';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.js';
import { ConfigError } from '../src/config.js';
import { fixtureSupergraph, rawGet, testConfig } from './helpers.js';

let supergraph: { file: string; remove: () => Promise<void> };

beforeAll(async () => {
  supergraph = await fixtureSupergraph();
});
afterAll(async () => {
  await supergraph?.remove();
});

describe('/dev/mailbox without DEV_MAILBOX_URL (production)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildGateway(testConfig({ SUPERGRAPH_PATH: supergraph.file }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(['/dev/mailbox', '/dev/mailbox/api/messages', '/dev/mailbox/messages/x/html'])(
    'GET %s is a 404 like any unknown path',
    async (url) => {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: `Not found: GET ${url}` });
    },
  );

  it('DELETE /dev/mailbox/api/messages is a 404 too', async () => {
    expect((await app.inject({ method: 'DELETE', url: '/dev/mailbox/api/messages' })).statusCode).toBe(404);
  });
});

describe('/dev/mailbox with DEV_MAILBOX_URL: the SMTP sink of make dev behind the gateway', () => {
  let sink: SmtpSink;
  let app: FastifyInstance;

  const send = (options: { to: string; subject: string; text: string; html?: string }) =>
    nodemailer
      .createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true })
      .sendMail({ from: 'SmartHome Iași <no-reply@smarthome.local>', ...options });

  beforeAll(async () => {
    sink = await startSmtpSink({ port: 0, httpPort: 0 });
    app = await buildGateway(
      testConfig({ SUPERGRAPH_PATH: supergraph.file, DEV_MAILBOX_URL: sink.mailboxUrl }),
    );
  });
  afterAll(async () => {
    await app?.close();
    await sink?.stop();
  });
  beforeEach(() => sink.clear());

  it('GET /dev/mailbox/api/messages lists the mails, newest first', async () => {
    await send({ to: 'client@smarthome.local', subject: 'Activează-ți contul', text: 'a' });
    await send({ to: 'admin@smarthome.local', subject: 'New testimonial', text: 'b' });

    const response = await app.inject({ url: '/dev/mailbox/api/messages' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject([
      { to: ['admin@smarthome.local'], subject: 'New testimonial', text: 'b', html: null },
      { to: ['client@smarthome.local'], subject: 'Activează-ți contul' },
    ]);
  });

  it('GET /dev/mailbox is the page, with the mailbox CSP, and ?id= is passed on', async () => {
    await send({ to: 'a@smarthome.local', subject: 'Primul', text: 'x', html: '<p>x</p>' });
    await send({ to: 'b@smarthome.local', subject: 'Al doilea', text: 'y' });
    const first = sink.messages()[0]!;

    const response = await app.inject({
      url: `/dev/mailbox?id=${first.id}`,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toContain('<h2>Primul</h2>');
    expect(response.body).toContain(
      `<iframe sandbox="" title="HTML part of the message" src="/dev/mailbox/messages/${first.id}/html"`,
    );

    const html = await app.inject({ url: `/dev/mailbox/messages/${first.id}/html` });
    expect(html.statusCode).toBe(200);
    expect(html.body).toBe('<p>x</p>');
  });

  it('DELETE /dev/mailbox/api/messages empties the mailbox (204)', async () => {
    await send({ to: 'a@smarthome.local', subject: 'x', text: 'x' });
    const response = await app.inject({ method: 'DELETE', url: '/dev/mailbox/api/messages' });
    expect(response.statusCode).toBe(204);
    expect(sink.messages()).toEqual([]);
  });

  it("POST /dev/mailbox/clear (the page's form) passes the redirect back", async () => {
    await send({ to: 'a@smarthome.local', subject: 'x', text: 'x' });
    const response = await app.inject({
      method: 'POST',
      url: '/dev/mailbox/clear',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/dev/mailbox');
    expect(sink.messages()).toEqual([]);
  });

  it("passes the mailbox's 404 on for paths it does not know", async () => {
    const response = await app.inject({ url: '/dev/mailbox/api/messages/unknown' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the dev mailbox forwarder', () => {
  let upstream: Server;
  let received: Array<{ method?: string; url?: string; headers: IncomingHttpHeaders; body: string }>;
  let app: FastifyInstance;

  beforeAll(async () => {
    received = [];
    upstream = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ method: request.method, url: request.url, headers: request.headers, body });
        response.writeHead(201, { 'content-type': 'text/plain', 'x-upstream': 'yes' }).end('created');
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    app = await buildGateway(
      testConfig({ SUPERGRAPH_PATH: supergraph.file, DEV_MAILBOX_URL: `http://127.0.0.1:${port}/` }),
    );
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('passes method, path, query and body on, keeps cookies and credentials here, and passes status and headers back', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/dev/mailbox/api/x?y=1',
      headers: {
        'content-type': 'application/json',
        cookie: 'session=secret',
        authorization: 'Bearer secret',
        'x-request-id': 'req-42',
      },
      payload: JSON.stringify({ a: 1 }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.body).toBe('created');
    expect(response.headers['x-upstream']).toBe('yes');
    expect(response.headers['x-request-id']).toBe('req-42');
    const [request] = received;
    expect(request).toMatchObject({ method: 'PUT', url: '/dev/mailbox/api/x?y=1', body: '{"a":1}' });
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['x-request-id']).toBe('req-42');
    expect(request?.headers.cookie).toBeUndefined();
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('forwards nothing outside /dev/mailbox', async () => {
    received.length = 0;
    expect((await app.inject({ url: '/dev/mailboxes' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/dev/other' })).statusCode).toBe(404);
    // Dot segments, also percent-encoded, resolved as the sink would resolve them.
    for (const url of ['/dev/mailbox/%2e%2e/secret', '/dev/mailbox/.%2E/.%2e/admin', '/dev/mailbox/%2E%2E']) {
      expect((await rawGet(app, url)).status, url).toBe(404);
    }
    expect(received).toEqual([]);
  });
});

describe('an unreachable dev mailbox', () => {
  it('answers 502 with a message', async () => {
    const app = await buildGateway(
      testConfig({ SUPERGRAPH_PATH: supergraph.file, DEV_MAILBOX_URL: 'http://127.0.0.1:9' }),
    );
    try {
      const response = await app.inject({ url: '/dev/mailbox' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        message: 'The development mailbox (http://127.0.0.1:9) is not reachable',
      });
    } finally {
      await app.close();
    }
  });

  it('DEV_MAILBOX_URL must be an http(s) URL', () => {
    expect(() => testConfig({ SUPERGRAPH_PATH: supergraph.file, DEV_MAILBOX_URL: 'smtp://x' })).toThrow(
      ConfigError,
    );
  });
});
