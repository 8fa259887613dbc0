/**
 * Development only: `/dev/mailbox` and everything under it forwarded to the SMTP sink's
 * mailbox (infra/dev/src/mailbox.ts), so `make dev` shows the mails the services send at
 * http://localhost:4000/dev/mailbox, beside the site. Registered only when DEV_MAILBOX_URL
 * is set (the orchestrator sets it); otherwise these paths are unknown like any other (404).
 * Never set it in production: the mailbox shows every mail, to anyone.
 *
 * A small fetch-based forwarder rather than a proxy library: a handful of requests from one
 * developer's browser and the tests, with bodies and answers that fit in memory.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const DEV_MAILBOX_PREFIX = '/dev/mailbox';

/** Headers passed on to the mailbox; the rest (cookies, authorization) stays here. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'x-request-id'];

/** Headers of the mailbox's answer not passed back: about its connection, or recomputed by Fastify. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'upgrade',
  'proxy-connection',
]);

export async function registerDevMailbox(
  app: FastifyInstance,
  options: { target: string; timeoutMs?: number },
): Promise<void> {
  const target = options.target.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  await app.register(async (scope) => {
    // Bodies go through untouched (the page's "Delete all" form, whatever a test sends).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const headers: Record<string, string> = { 'x-request-id': request.id };
      for (const name of FORWARDED_REQUEST_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      // The path as the sink will read it (dot segments, also percent-encoded, resolved): never
      // outside the mailbox.
      const forwarded = new URL(request.url, `${target}/`);
      if (
        forwarded.pathname !== DEV_MAILBOX_PREFIX &&
        !forwarded.pathname.startsWith(`${DEV_MAILBOX_PREFIX}/`)
      ) {
        return reply.code(404).send({ message: 'Not found' });
      }
      const body = Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : undefined;
      let upstream: Response;
      try {
        upstream = await fetch(`${target}${forwarded.pathname}${forwarded.search}`, {
          method: request.method,
          headers,
          ...(body ? { body } : {}),
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        request.log.warn({ err: error, target }, 'development mailbox unreachable');
        return reply.code(502).send({ message: `The development mailbox (${target}) is not reachable` });
      }
      void reply.code(upstream.status);
      upstream.headers.forEach((value, name) => {
        // The mailbox's own CSP replaces the site's for its pages (they differ on purpose).
        if (!HOP_BY_HOP.has(name)) void reply.header(name, value);
      });
      return reply.send(Buffer.from(await upstream.arrayBuffer()));
    };

    scope.all(DEV_MAILBOX_PREFIX, forward);
    scope.all(`${DEV_MAILBOX_PREFIX}/*`, forward);
  });
}
