/**
 * Test support: answers of POST /chat/stream as the assistant writes them (text/event-stream), whole
 * or piece by piece under the test's control.
 */

/** One server-sent event, written as the server writes it. */
export const sseEvent = (event: string, data: unknown): string =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export const usage = { used: 3, limit: 20, remaining: 17, resetsAt: '2026-03-13T22:00:00.000Z' };

/** The last event of an answer: the whole text and the usage after it. */
export const doneEvent = (response: string, remaining = usage.remaining): string =>
  sseEvent('done', {
    response,
    model: 'local-knowledge',
    cached: false,
    promptTokens: 10,
    completionTokens: 5,
    usage: { ...usage, used: usage.limit - remaining, remaining },
  });

/** The events of a whole answer streamed in `pieces`. */
export const answerEvents = (pieces: string[], remaining = usage.remaining): string =>
  [...pieces.map((text) => sseEvent('delta', { text })), doneEvent(pieces.join(''), remaining)].join('');

const encoder = new TextEncoder();

/** A 200 event stream of `chunks`, each one network read. */
export function streamResponse(chunks: string[], contentType = 'text/event-stream; charset=utf-8'): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': contentType } });
}

/** A 200 event stream the test writes to as it goes, then ends or breaks. */
export function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    break: () => controller.error(new TypeError('network error')),
  };
}
