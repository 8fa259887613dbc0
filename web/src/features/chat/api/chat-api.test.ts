import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { callsTo, CSRF_TOKEN, json, mockAuthApi, type MockAnswer } from '@/test/api-mocks';
import {
  answerEvents,
  controlledStream,
  doneEvent,
  issueProposal,
  proposalEvents,
  sseEvent,
  streamResponse,
  usage,
} from '../testing/chat-stream';
import {
  askAssistant,
  cancelAction,
  chatError,
  clearHistory,
  confirmAction,
  getHistory,
  getUsage,
  sendChat,
} from './chat-api';
import type { ChatTurn } from './chat-request';

const question: ChatTurn[] = [{ role: 'user', content: 'Cât costă pachetul Basic?' }];
const apology = 'Ne pare rău, a apărut o eroare. Vă rugăm să încercați din nou.';

function mockChat(routes: Record<string, MockAnswer>) {
  return mockAuthApi({ kind: 'user', user: {} }, routes);
}

/** Asks, collecting the pieces as they arrive. */
async function ask() {
  const pieces: string[] = [];
  const restarts = vi.fn();
  const reply = await askAssistant(question, { onDelta: (text) => pieces.push(text), onRestart: restarts });
  return { reply, pieces, restarts };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const caught = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(caught instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(caught)}`);
  return caught;
}

describe('askAssistant: the streamed answer', () => {
  it('hands on each piece as it arrives and returns the whole answer with the usage', async () => {
    const fetchMock = mockChat({
      'POST /chat/stream': () => streamResponse([answerEvents(['Pachetul Basic ', 'costă 100 €.'])]),
    });
    const { reply, pieces } = await ask();
    expect(pieces).toEqual(['Pachetul Basic ', 'costă 100 €.']);
    expect(reply).toEqual({ response: 'Pachetul Basic costă 100 €.', usage });

    const [call] = callsTo(fetchMock, 'POST /chat/stream');
    expect(call?.body).toEqual({ messages: question });
    expect(call?.headers.get('x-csrf-token')).toBe(CSRF_TOKEN);
    expect(call?.headers.get('accept')).toBe('text/event-stream');
    expect(fetchMock.mock.calls.find(([url]) => url === '/api/v0/chat/stream')?.[1]?.credentials).toBe(
      'include',
    );
    expect(callsTo(fetchMock, 'POST /chat')).toHaveLength(0);
  });

  it('reads events split across network reads, UTF-8 characters cut in two included', async () => {
    const events = answerEvents(['Bună ziua! ', 'Instalăm în Iași.']);
    const bytes = new TextEncoder().encode(events);
    mockChat({
      'POST /chat/stream': () => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
            controller.close();
          },
        });
        return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
      },
    });
    const { reply, pieces } = await ask();
    expect(pieces).toEqual(['Bună ziua! ', 'Instalăm în Iași.']);
    expect(reply.response).toBe('Bună ziua! Instalăm în Iași.');
  });

  it('hands on the first piece before the stream has ended', async () => {
    const stream = controlledStream();
    mockChat({ 'POST /chat/stream': () => stream.response });
    const pieces: string[] = [];
    const first = new Promise<void>((resolve) => {
      const asked = askAssistant(question, {
        onDelta: (text) => {
          pieces.push(text);
          resolve();
        },
      });
      void asked.then((reply) => pieces.push(`done: ${reply.response}`));
    });
    stream.write(sseEvent('delta', { text: 'Pachetul ' }));
    await first;
    expect(pieces).toEqual(['Pachetul ']);
    stream.write(doneEvent('Basic'));
    stream.end();
    await vi.waitFor(() => expect(pieces).toEqual(['Pachetul ', 'done: Basic']));
  });
});

describe('askAssistant: errors answered before the stream are final', () => {
  it.each([
    [401, { message: 'Not authenticated' }, 'Authentication required'],
    [429, { message: 'Ai atins limita zilnică de mesaje.' }, 'Ai atins limita zilnică de mesaje.'],
    [429, undefined, 'You have reached your daily message limit'],
    [400, { message: 'Message is too long' }, 'Message is too long'],
    [403, { message: 'Invalid CSRF token' }, 'Invalid CSRF token'],
    [503, { message: 'Asistentul nu este disponibil acum.' }, 'Asistentul nu este disponibil acum.'],
    [503, undefined, 'Failed to send message: 503'],
  ])('%i %j → %s, without asking again', async (status, body, text) => {
    const fetchMock = mockChat({
      'POST /chat/stream': () =>
        body ? json(status, body) : new Response('Service Unavailable', { status }),
    });
    const caught = await failureOf(ask());
    expect(caught.message).toBe(text);
    expect(caught.status).toBe(status);
    expect(callsTo(fetchMock, 'POST /chat')).toHaveLength(0);
  });

  it('an error event within the stream is final too, with its own message and status', async () => {
    const fetchMock = mockChat({
      'POST /chat/stream': () =>
        streamResponse([
          sseEvent('delta', { text: 'Pachetul' }),
          sseEvent('error', { message: 'Modelul nu răspunde acum.', code: 'MODEL_UNAVAILABLE', status: 503 }),
        ]),
    });
    const caught = await failureOf(ask());
    expect([caught.message, caught.status]).toEqual(['Modelul nu răspunde acum.', 503]);
    expect(callsTo(fetchMock, 'POST /chat')).toHaveLength(0);
  });
});

describe('askAssistant: without a stream the answer is asked for in one piece', () => {
  const oneAnswer = () => json(200, { response: 'Pachetul Basic costă 100 €.' });

  it.each<[string, MockAnswer]>([
    ['no answer at all', 'network-error'],
    ['an answer that is not an event stream', () => json(200, { response: 'ignored' })],
    ['a stream that ends before its last event', () => streamResponse([sseEvent('delta', { text: 'Pach' })])],
    ['a last event without the answer', () => streamResponse([sseEvent('done', { model: 'x' })])],
  ])('after %s', async (_, streamAnswer) => {
    const fetchMock = mockChat({ 'POST /chat/stream': streamAnswer, 'POST /chat': oneAnswer });
    const { reply } = await ask();
    expect(reply).toEqual({ response: 'Pachetul Basic costă 100 €.' });
    const [call] = callsTo(fetchMock, 'POST /chat');
    expect(call?.body).toEqual({ messages: question });
    expect(call?.headers.get('x-csrf-token')).toBe(CSRF_TOKEN);
  });

  it('after a stream that breaks: what was shown is dropped first', async () => {
    const stream = controlledStream();
    mockChat({ 'POST /chat/stream': () => stream.response, 'POST /chat': oneAnswer });
    const pieces: string[] = [];
    const restarts = vi.fn();
    let shown: () => void = () => undefined;
    const firstPiece = new Promise<void>((resolve) => (shown = resolve));
    const asked = askAssistant(question, {
      onDelta: (text) => {
        pieces.push(text);
        shown();
      },
      onRestart: restarts,
    });
    stream.write(sseEvent('delta', { text: 'Pachetul' }));
    await firstPiece;
    expect(restarts).not.toHaveBeenCalled();
    stream.break();
    const reply = await asked;
    expect(pieces).toEqual(['Pachetul']);
    expect(restarts).toHaveBeenCalledOnce();
    expect(reply.response).toBe('Pachetul Basic costă 100 €.');
  });

  it.each<[string, MockAnswer, string]>([
    ['a 401', () => json(401, { message: 'Not authenticated' }), 'Authentication required'],
    [
      'a 429 without a message',
      () => new Response('', { status: 429 }),
      'You have reached your daily message limit',
    ],
    [
      'a 500 with its message',
      () => json(500, { message: 'Internal server error' }),
      'Internal server error',
    ],
    ['a 502 without one', () => new Response('Bad Gateway', { status: 502 }), 'Failed to send message: 502'],
    ['no answer either', 'network-error', apology],
  ])('whose failure (%s) is told as any other', async (_, chatAnswer, text) => {
    mockChat({ 'POST /chat/stream': 'network-error', 'POST /chat': chatAnswer });
    expect((await failureOf(ask())).message).toBe(text);
  });
});

describe('chatError', () => {
  it('words each failure as the visitor reads it', () => {
    expect(chatError(401, 'Session expired').message).toBe('Authentication required');
    expect(chatError(429).message).toBe('You have reached your daily message limit');
    expect(chatError(429, 'Limită atinsă').message).toBe('Limită atinsă');
    expect(chatError(500).message).toBe('Failed to send message: 500');
    expect(chatError(0).message).toBe(apology);
    expect(chatError(503, 'Indisponibil').fromServer).toBe(true);
  });
});

describe('the other calls', () => {
  it('sendChat: POST /chat with the messages', async () => {
    mockChat({ 'POST /chat': () => json(200, { response: 'Da.' }) });
    expect(await sendChat(question)).toEqual({ response: 'Da.' });
  });

  it("getUsage: the day's usage, or 'Failed to get usage info: {status}'", async () => {
    mockChat({ 'GET /chat/usage': () => json(200, usage) });
    expect(await getUsage()).toEqual(usage);
    mockChat({ 'GET /chat/usage': () => new Response('', { status: 503 }) });
    expect((await failureOf(getUsage())).message).toBe('Failed to get usage info: 503');
  });

  it('getHistory: the stored messages, oldest first, without malformed entries', async () => {
    mockChat({
      'GET /chat/history': () =>
        json(200, {
          messages: [
            { id: 'm1', role: 'user', content: 'Salut', timestamp: '2026-03-12T10:00:00.000Z' },
            { id: 'm2', role: 'system', content: 'secret', timestamp: '2026-03-12T10:00:01.000Z' },
            { id: 'm3', role: 'assistant', content: 'Bună!', timestamp: '2026-03-12T10:00:02.000Z' },
          ],
        }),
    });
    expect(await getHistory()).toEqual([
      { id: 'm1', role: 'user', content: 'Salut', timestamp: '2026-03-12T10:00:00.000Z' },
      { id: 'm3', role: 'assistant', content: 'Bună!', timestamp: '2026-03-12T10:00:02.000Z' },
    ]);
  });

  it('clearHistory: DELETE /chat/history with the CSRF token', async () => {
    const fetchMock = mockChat({
      'DELETE /chat/history': () => json(200, { message: 'Chat history cleared' }),
    });
    await clearHistory();
    expect(callsTo(fetchMock, 'DELETE /chat/history')[0]?.headers.get('x-csrf-token')).toBe(CSRF_TOKEN);
  });
});

describe('a proposal of the assistant', () => {
  const proposal = issueProposal();
  const text = 'Pot raporta problema pentru tine.';

  it('is read from the `action` event and the `done` that names it again', async () => {
    mockChat({ 'POST /chat/stream': () => streamResponse([proposalEvents(text, proposal)]) });
    expect((await ask()).reply).toEqual({ response: text, usage, action: proposal });
  });

  it("is the `action` event's when `done` names none", async () => {
    mockChat({
      'POST /chat/stream': () =>
        streamResponse([sseEvent('delta', { text }), sseEvent('action', proposal), doneEvent(text)]),
    });
    expect((await ask()).reply.action).toEqual(proposal);
  });

  it('is none when `done` says null, and none of a kind the panel does not know', async () => {
    mockChat({
      'POST /chat/stream': () =>
        streamResponse([sseEvent('action', proposal), doneEvent(text, usage.remaining, null)]),
    });
    expect((await ask()).reply).toEqual({ response: text, usage });
    const unknown = { ...proposal, kind: 'restart_installation' };
    mockChat({ 'POST /chat/stream': () => streamResponse([proposalEvents(text, unknown)]) });
    expect((await ask()).reply).toEqual({ response: text, usage });
  });

  it('comes with the answer in one piece too (POST /chat)', async () => {
    mockChat({
      'POST /chat/stream': 'network-error',
      'POST /chat': () => json(200, { response: text, action: proposal }),
    });
    expect((await ask()).reply).toEqual({ response: text, action: proposal });
  });

  it('confirmAction: POST /chat/actions/{id} with the CSRF token, answered with the issue opened', async () => {
    const fetchMock = mockChat({
      [`POST /chat/actions/${proposal.id}`]: () =>
        json(201, { issue: { id: 57, title: proposal.title, status: 'open', installation_id: 3 } }),
    });
    expect(await confirmAction(proposal.id)).toEqual({ id: 57, title: proposal.title });
    expect(callsTo(fetchMock, `POST /chat/actions/${proposal.id}`)[0]?.headers.get('x-csrf-token')).toBe(
      CSRF_TOKEN,
    );
  });

  it('cancelAction: DELETE /chat/actions/{id} with the CSRF token', async () => {
    const fetchMock = mockChat({
      [`DELETE /chat/actions/${proposal.id}`]: () => json(200, { message: 'Propunerea a fost anulată.' }),
    });
    await cancelAction(proposal.id);
    expect(callsTo(fetchMock, `DELETE /chat/actions/${proposal.id}`)[0]?.headers.get('x-csrf-token')).toBe(
      CSRF_TOKEN,
    );
  });

  it.each<[string, MockAnswer, number, string]>([
    [
      'a 409 with its message',
      () => json(409, { message: 'Propunerea a fost deja folosită.' }),
      409,
      'Propunerea a fost deja folosită.',
    ],
    [
      'a 404 with its message',
      () => json(404, { message: 'Propunerea nu a fost găsită sau a expirat.' }),
      404,
      'Propunerea nu a fost găsită sau a expirat.',
    ],
    [
      'a 502 without one',
      () => new Response('Bad Gateway', { status: 502 }),
      502,
      'Răspunsul la propunere nu a putut fi trimis (502). Încearcă din nou.',
    ],
    ['no answer at all', 'network-error', 0, apology],
  ])('fails with %s as its text', async (_, answer, status, message) => {
    mockChat({
      [`POST /chat/actions/${proposal.id}`]: answer,
      [`DELETE /chat/actions/${proposal.id}`]: answer,
    });
    for (const call of [confirmAction, cancelAction]) {
      const caught = await failureOf(call(proposal.id));
      expect([caught.status, caught.message]).toEqual([status, message]);
    }
  });
});
