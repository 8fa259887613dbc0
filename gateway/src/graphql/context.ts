import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER, type ApiTokenScope } from '@smarthome/service-kit/contracts';
import { markWrite } from '../public-cache.js';

/**
 * What every GraphQL operation carries through the gateway, whether it came in on /graphql or
 * from the REST facade. Built from the incoming Fastify request and reply by one function, so
 * both entry points forward exactly the same headers and return cookies the same way.
 */
export interface GatewayContext {
  requestId: string;
  log: FastifyBaseLogger;
  /** Sent with every subgraph fetch of the operation's query plan. */
  forwardHeaders: Record<string, string>;
  /** Receives each Set-Cookie a subgraph answered with, for the browser's response. */
  appendSetCookie: (cookie: string) => void;
  /** Called for a mutation: it may change what visitors read, so the public cache is emptied. */
  markWrite: () => void;
  /** The scope of the API token the request authenticated with; null for sessions and visitors. */
  apiTokenScope: ApiTokenScope | null;
}

export interface ContextOptions {
  /** Only these cookies go to subgraphs; empty forwards the whole Cookie header. */
  forwardCookies: readonly string[];
}

function pickCookies(header: string, names: readonly string[]): string {
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => names.includes(pair.slice(0, pair.indexOf('=')).trim()))
    .join('; ');
}

export function buildContext(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ContextOptions,
): GatewayContext {
  const forwardHeaders: Record<string, string> = { [REQUEST_ID_HEADER]: request.id };
  const { authorization, cookie } = request.headers;
  // An API token is exchanged for an access token (src/api-tokens): the services get that one.
  if (request.apiToken) forwardHeaders.authorization = `Bearer ${request.apiToken.accessToken}`;
  else if (authorization) forwardHeaders.authorization = authorization;
  if (cookie) {
    const forwarded =
      options.forwardCookies.length > 0 ? pickCookies(cookie, options.forwardCookies) : cookie;
    if (forwarded) forwardHeaders.cookie = forwarded;
  }
  // Subgraphs rate-limit and audit by client address; request.ip honours TRUST_PROXY.
  forwardHeaders['x-forwarded-for'] = request.ip;
  const userAgent = request.headers['user-agent'];
  if (userAgent) forwardHeaders['user-agent'] = userAgent;

  return {
    requestId: request.id,
    log: request.log,
    forwardHeaders,
    // Fastify appends repeated set-cookie headers instead of replacing them.
    appendSetCookie: (value) => void reply.header('set-cookie', value),
    markWrite: () => markWrite(request),
    apiTokenScope: request.apiToken?.scope ?? null,
  };
}

export function isGatewayContext(value: unknown): value is GatewayContext {
  return (
    typeof value === 'object' && value !== null && 'forwardHeaders' in value && 'appendSetCookie' in value
  );
}
