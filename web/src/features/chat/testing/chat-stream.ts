/**
 * Test support: answers of POST /chat/stream as the assistant writes them (text/event-stream), whole
 * or piece by piece under the test's control.
 */

/** One server-sent event, written as the server writes it. */
export const sseEvent = (event: string, data: unknown): string =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export const usage = { used: 3, limit: 20, remaining: 17, resetsAt: '2026-03-13T22:00:00.000Z' };

/** A proposal of the assistant to open an issue, as the `action` event and `done` carry it. */
export const issueProposal = (
  id = 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  more: Record<string, unknown> = {},
) => ({
  id,
  kind: 'create_issue' as const,
  installationId: 3,
  installationName: 'Garaj și grădină Miroslava',
  title: 'Senzorul de ușă de la garaj nu mai răspunde',
  description: 'Senzorul de pe ușa garajului nu mai trimite starea din 3 decembrie.',
  expiresAt: '2099-12-04T19:15:00.000Z',
  ...more,
});

/** The last event of an answer: the whole text, the usage after it, and what it proposes, if anything. */
export const doneEvent = (response: string, remaining = usage.remaining, action?: unknown): string =>
  sseEvent('done', {
    response,
    model: 'local-knowledge',
    cached: false,
    promptTokens: 10,
    completionTokens: 5,
    usage: { ...usage, used: usage.limit - remaining, remaining },
    ...(action === undefined ? {} : { action }),
  });

/** A whole answer that proposes `action`: its text, the `action` event, then `done` naming it again. */
export const proposalEvents = (text: string, action: unknown): string =>
  [sseEvent('delta', { text }), sseEvent('action', action), doneEvent(text, usage.remaining, action)].join(
    '',
  );

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
