/**
 * The chat's streaming call, plain HTTP beside the GraphQL of the service (a GraphQL answer
 * arrives whole; a chat answer should appear as it is written). The gateway forwards it with the
 * caller's cookie or bearer token, as for GraphQL; this service checks the token itself.
 *
 *   POST /chat/stream   body: {"messages": [{"role": "user"|"assistant", "content": "…"}, …]}
 *
 * Refusals come before the stream, as `{message, code}` with the code's status: 401
 * UNAUTHENTICATED, 400 BAD_USER_INPUT, 429 RATE_LIMITED (with Retry-After: the seconds until
 * midnight in the assistant's time zone), 503 MODEL_UNAVAILABLE (the model failed or timed out
 * before it started answering). Then `200 text/event-stream; charset=utf-8`, each event written
 * as soon as it is known:
 *
 *   event: delta   data: {"text": "…"}                       a piece of the answer, in order
 *   event: action  data: {"id", "kind": "create_issue", "installationId", "installationName",
 *                         "title", "description", "expiresAt"}
 *                  what the answer proposes to do for the caller (to confirm or cancel), when it
 *                  proposes something; written just before `done`
 *   event: done    data: {"response", "model", "cached", "promptTokens", "completionTokens",
 *                         "usage": {"used", "limit", "remaining", "resetsAt"}, "action": {…} | null}
 *                  the whole answer as stored (a client shows it in place of the pieces: they
 *                  differ when the answer was replaced by a refusal), then the stream ends
 *   event: error   data: {"message", "code", "status"}      the answer failed after it started
 *                  (MODEL_UNAVAILABLE 503, INTERNAL 500); the message was not counted
 *
 * A client that goes away stops the model, and its message is not counted.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  AppError,
  authenticationRequired,
  extractToken,
  INTERNAL_MESSAGE,
  isRequestRefusal,
  refuseSecondFactorEnrolmentPending,
  routeErrorHandler,
  type AuthUser,
  type RequestRefusal,
  type TokenVerifier,
} from '@smarthome/service-kit';
import {
  HTTP_STATUS_BY_CODE,
  isApplicationErrorCode,
  toRestChatAction,
} from '@smarthome/service-kit/contracts';
import { callerOf } from '../tools/operations-client.js';
import type { ChatReply, ChatService } from './chat.service.js';

export interface ChatRoutesOptions {
  chat: ChatService;
  verifier: TokenVerifier;
  /** The session cookie's name: its token (or the bearer one) is what the chat's tools read with. */
  sessionCookie?: string;
}

export const CHAT_STREAM_PATH = '/chat/stream';

/** 50 messages of 2,000 characters at most, each character up to 6 bytes as a JSON escape. */
const BODY_LIMIT = 128 * 1024;

export const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  // Proxies (nginx) must pass each event on at once rather than buffer the answer.
  'x-accel-buffering': 'no',
} as const;

export const BAD_BODY_MESSAGE =
  'Trimiteți conversația ca JSON: {"messages": [{"role": "user", "content": "…"}]}.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller of the chat, verified before the body is read. */
    chatUser?: AuthUser;
  }
}

export const chatRoutes: FastifyPluginAsync<ChatRoutesOptions> = async (
  app,
  { chat, verifier, sessionCookie },
) => {
  app.setErrorHandler(routeErrorHandler(requestRefusal));

  app.post(
    CHAT_STREAM_PATH,
    {
      bodyLimit: BODY_LIMIT,
      // The caller first: an anonymous request's body is never read.
      onRequest: async (request) => {
        const user = await verifier.verifyRequest(request, request.log);
        if (!user) throw authenticationRequired();
        request.chatUser = refuseSecondFactorEnrolmentPending(user);
      },
    },
    async (request, reply) => {
      const client = new AbortController();
      // A response closing before it finished means the client went away: stop the model.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) client.abort();
      });
      const body = request.body as { messages?: unknown } | null | undefined;
      const caller = callerOf(extractToken(request.headers, sessionCookie), request.id);
      const answer = chat.answer({ user: request.chatUser!, caller }, body?.messages, client.signal);

      let first: IteratorResult<string, ChatReply>;
      try {
        first = await answer.next();
      } catch (error) {
        if (!client.signal.aborted) throw error;
        request.log.info('the client left before the answer started');
        reply.hijack();
        reply.raw.destroy();
        return;
      }

      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, { ...headersOf(reply), ...STREAM_HEADERS });
      response.flushHeaders();
      try {
        let next = first;
        while (!next.done) {
          if (client.signal.aborted) break;
          writeEvent(response, 'delta', { text: next.value });
          next = await answer.next();
        }
        if (next.done && !client.signal.aborted) {
          const reply = { ...next.value, action: next.value.action && toRestChatAction(next.value.action) };
          if (reply.action) writeEvent(response, 'action', reply.action);
          writeEvent(response, 'done', reply);
        }
      } catch (error) {
        if (!client.signal.aborted) writeEvent(response, 'error', streamFailure(error, request));
      } finally {
        // Leaving early (the client went away) still runs the answer's own clean-up.
        await answer.return(undefined as never).catch(() => undefined);
        if (client.signal.aborted) request.log.info('the client left during the answer');
        response.end();
      }
    },
  );
};

/** The headers set on the reply before it was hijacked (the request id among them). */
function headersOf(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

function writeEvent(response: ServerResponse, event: string, data: unknown): void {
  if (response.destroyed) return;
  // JSON has no raw line breaks, so each event's data is one `data:` line.
  response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** A failure once the stream started, as the `error` event says it. */
function streamFailure(
  error: unknown,
  request: FastifyRequest,
): { message: string; code: string; status: number; errorId?: string } {
  if (error instanceof AppError && isApplicationErrorCode(error.code)) {
    request.log.info({ code: error.code }, error.message);
    return { message: error.message, code: error.code, status: HTTP_STATUS_BY_CODE[error.code] };
  }
  const errorId = randomUUID();
  request.log.error({ err: error, errorId }, 'chat answer failed');
  return { message: INTERNAL_MESSAGE, code: 'INTERNAL', status: 500, errorId };
}

/** Fastify's refusals before the handler ran: a body too large, not JSON, or of another type. */
function requestRefusal(error: FastifyError): RequestRefusal | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, message: BAD_BODY_MESSAGE };
  return isRequestRefusal(error) ? { status: 400, message: BAD_BODY_MESSAGE } : null;
}
