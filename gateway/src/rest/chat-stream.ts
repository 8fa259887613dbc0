/**
 * POST /chat/stream: the chat's answer as Server-Sent Events, passed through from the assistant
 * service as it writes them, without buffering or changing them.
 *
 *   POST /chat/stream  {messages: [{role, content}…]} (as POST /chat)
 *     → a refusal before the answer starts, as POST /chat answers it (`{message}`: 400, 401, 429,
 *       503); otherwise 200 `text/event-stream`:
 *         event: delta  data: {"text": "…"}            a piece of the answer, in order
 *         event: action data: {"id", "kind", "installationId", "installationName", "title",
 *                              "description", "expiresAt"}   only when the answer carries a
 *                              proposal (as POST /chat's `action`), just before `done`
 *         event: done   data: {"response", "model", "cached", "promptTokens", "completionTokens",
 *                              "usage": {used, limit, remaining, resetsAt}, "action": {…} | null}
 *         event: error  data: {"message", "code", "status"}   the model failed after the start
 *                                                          (the message is not counted)
 *
 * The assistant service checks the caller and counts the message, like its GraphQL mutation; the
 * gateway's CSRF check runs before this route like before every write. A visitor who goes away
 * ends the model's work: the call to the assistant is aborted with the visitor's connection.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { buildContext, type ContextOptions } from '../graphql/context.js';
import { CHAT_ROUTE, ChatBody } from './chat.js';
import { RestError } from './errors.js';
import { NoQuery } from './schemas.js';
import { callService } from './service-http.js';
import type { RestRoutes } from './types.js';
import type { SubgraphReplicas } from '../subgraph-replicas.js';

export const EVENT_STREAM = 'text/event-stream';

/** The answer as the OpenAPI document describes it (the events are listed above). */
const EventStream = {
  description:
    'Server-Sent Events: `delta` events `{"text"}` (the answer in pieces, in order); `action` ' +
    '`{"id", "kind", "installationId", "installationName", "title", "description", "expiresAt"}` ' +
    'when the answer carries a proposal (as POST /chat’s `action`: confirm or cancel it at ' +
    '/chat/actions/{id}); then `done` `{"response", "model", "cached", "promptTokens", ' +
    '"completionTokens", "usage", "action"}` (`action` null without a proposal), or `error` ' +
    '`{"message", "code", "status"}` when the model fails after the start',
  content: { [EVENT_STREAM]: { schema: { type: 'string' } } },
};

export interface ChatStreamOptions {
  /** The assistant service's GraphQL URL (its `/chat/stream` is on the same origin). */
  assistantUrl: string;
  /** Which cookies reach the subgraphs, as for GraphQL calls. */
  contextOptions: ContextOptions;
  /** How long the assistant may take to start its answer (the answer itself may take longer). */
  startTimeoutMs: number;
  replicas: SubgraphReplicas;
}

export function chatStreamRoutes(options: ChatStreamOptions): RestRoutes {
  const streamUrl = new URL('/chat/stream', options.assistantUrl).href;

  return (app) => {
    app.post(
      '/chat/stream',
      {
        config: CHAT_ROUTE,
        schema: {
          summary: 'Send a message; the answer streams as Server-Sent Events',
          querystring: NoQuery,
          body: ChatBody,
          response: { 200: EventStream },
        },
      },
      async (request, reply) => {
        const upstream = new AbortController();
        // 'close' also follows a finished answer; only an unfinished one is the visitor leaving.
        reply.raw.once('close', () => {
          if (!reply.raw.writableFinished) upstream.abort();
        });
        const startTimer = setTimeout(() => upstream.abort(), options.startTimeoutMs);
        let answer: Response;
        try {
          answer = await callService(
            request,
            { url: streamUrl, replicas: options.replicas },
            {
              method: 'POST',
              headers: {
                ...buildContext(request, reply, options.contextOptions).forwardHeaders,
                'content-type': 'application/json',
                accept: EVENT_STREAM,
              },
              body: JSON.stringify({ messages: request.body.messages }),
              signal: upstream.signal,
            },
            'Chat stream',
          );
        } finally {
          clearTimeout(startTimer);
        }
        if (!answer.body || !answer.headers.get('content-type')?.startsWith(EVENT_STREAM)) {
          await answer.body?.cancel();
          throw new RestError(502, 'The assistant did not answer with an event stream');
        }
        return (
          reply
            .header('content-type', `${EVENT_STREAM}; charset=utf-8`)
            .header('cache-control', 'no-store')
            // Proxies in front of the gateway (nginx and alike) must pass each event on at once.
            .header('x-accel-buffering', 'no')
            .send(Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>))
        );
      },
    );
  };
}
