/**
 * Calls of a subgraph's plain HTTP routes (what does not fit GraphQL: image bytes, a streamed
 * chat answer). A service answers a refusal as `{ message, code }` with the code's status
 * (Retry-After on a 429); here it becomes the error of an operation, so that the facade answers
 * it exactly as it answers the same code from GraphQL.
 */
import { traceCarrier } from '@smarthome/service-kit/tracing';
import { SERVICE_UNAVAILABLE } from '@smarthome/service-kit/contracts';
import type { FastifyRequest } from 'fastify';
import type { SubgraphReplicas } from '../subgraph-replicas.js';
import { OperationError } from './errors.js';

/**
 * A service address `base/segment` for a path segment a client sent (an id): the segment must
 * match `format` (anchored: the whole value) and is percent-encoded, so that nothing a client
 * sends can name another path of the service (`..`, `%2e%2e`, `/`, `?`, `#`). Undefined when it
 * does not match: the route then answers 404 without calling the service.
 */
export function serviceUrlFor(base: string, segment: string, format: RegExp): string | undefined {
  if (!format.test(segment) || segment === '.' || segment === '..') return undefined;
  return `${base.replace(/\/+$/, '')}/${encodeURIComponent(segment)}`;
}

/**
 * `fetch` to a service (at one of its replicas), its refusals thrown as OperationError. A service
 * that cannot be reached (or does not answer before `init.signal` aborts) is SERVICE_UNAVAILABLE;
 * `what` names the call in the log line.
 */
export async function callService(
  request: FastifyRequest,
  call: { url: string; replicas: SubgraphReplicas },
  init: RequestInit,
  what: string,
): Promise<Response> {
  let answer: Response;
  try {
    // The subgraph's span continues the request's trace.
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(traceCarrier() ?? {})) headers.set(name, value);
    answer = await call.replicas.call(call.url, (url) => fetch(url, { ...init, headers, redirect: 'error' }));
  } catch (error) {
    request.log.warn({ err: error }, `${what}: service unreachable`);
    throw new OperationError([
      { message: SERVICE_UNAVAILABLE.message, extensions: { code: SERVICE_UNAVAILABLE.code } },
    ]);
  }
  if (!answer.ok) throw await failureOf(answer, what);
  return answer;
}

async function failureOf(answer: Response, what: string): Promise<OperationError> {
  const body = (await answer.json().catch(() => ({}))) as {
    message?: unknown;
    code?: unknown;
    errorId?: unknown;
  };
  const retryAfter = answer.headers.get('retry-after');
  return new OperationError([
    {
      message: typeof body.message === 'string' ? body.message : `${what} failed (${answer.status})`,
      extensions: {
        code: typeof body.code === 'string' ? body.code : 'INTERNAL',
        ...(typeof body.errorId === 'string' ? { errorId: body.errorId } : {}),
        ...(retryAfter ? { details: { retryAfter } } : {}),
      },
    },
  ]);
}
