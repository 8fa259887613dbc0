/**
 * The assistant's calls of the REST facade: the answer streamed as server-sent events
 * (POST /chat/stream), the same answer in one piece (POST /chat) when the stream cannot be had, the
 * day's usage, the signed-in visitor's stored conversation, and the answer to a proposal of the
 * assistant (POST or DELETE /chat/actions/{id}). Every failure of a send becomes an ApiError whose
 * message is the text to show (see chatError).
 */
import {
  API_BASE,
  ApiError,
  apiRequest,
  CSRF_HEADER,
  getCsrfToken,
  isAbortError as isAbort,
  readJson,
  serverMessage,
} from '@/lib/api-client';
import { actionOf, type ChatAction } from './chat-action';
import type { ChatRole, ChatTurn } from './chat-request';
import { createSseParser, type SseEvent } from './sse';

/** The visitor's messages today against the daily limit. */
export interface ChatUsage {
  used: number;
  limit: number;
  remaining: number;
  /** ISO time at which today's count starts again. */
  resetsAt: string;
}

export interface ChatReply {
  response: string;
  /** The usage after this message, when the answer says (the stream's last event does). */
  usage?: ChatUsage;
  /** What the assistant proposes to do, to confirm or cancel, when it proposes something. */
  action?: ChatAction;
}

/** `reply` with `action` when there is one (a reply without a proposal has no `action` at all). */
const withAction = (reply: ChatReply, action: ChatAction | undefined): ChatReply =>
  action ? { ...reply, action } : reply;

/** One message of the signed-in visitor's stored conversation. */
export interface StoredChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  timestamp: string;
}

/** The agreed texts of a failed send. */
export const chatErrors = {
  authRequired: 'Authentication required',
  dailyLimit: 'You have reached your daily message limit',
  sendFailed: (status: number) => `Failed to send message: ${status}`,
  /** When no answer came at all, so there is no status to tell. */
  noAnswer: 'Ne pare rău, a apărut o eroare. Vă rugăm să încercați din nou.',
  usageFailed: (status: number) => `Failed to get usage info: ${status}`,
  historyFailed: (status: number) => `Failed to get chat history: ${status}`,
  clearFailed: (status: number) => `Failed to clear chat history: ${status}`,
  /** A proposal's confirm or cancel that the server refused without a word of its own. */
  actionFailed: (status: number) =>
    `Răspunsul la propunere nu a putut fi trimis (${status}). Încearcă din nou.`,
} as const;

/**
 * A failed send as the visitor reads it: a 401 is 'Authentication required' (the chat then asks
 * the visitor to sign in); a 429 the server's words or the daily-limit text; anything else the
 * server's words, or 'Failed to send message: {status}', or, with no answer at all (status 0), the
 * Romanian apology.
 */
export function chatError(status: number, fromServer?: string): ApiError {
  if (status === 401) return new ApiError(chatErrors.authRequired, 401);
  if (fromServer) return new ApiError(fromServer, status, true);
  if (status === 429) return new ApiError(chatErrors.dailyLimit, 429);
  return new ApiError(status === 0 ? chatErrors.noAnswer : chatErrors.sendFailed(status), status);
}

/** Why the stream gave no answer although the server refused nothing: the one-piece call may still. */
class StreamUnavailable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'StreamUnavailable';
  }
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The usage fields when `value` has them all, else undefined. */
export function usageOf(value: unknown): ChatUsage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { used, limit, remaining, resetsAt } = value as Record<string, unknown>;
  if (!isNumber(used) || !isNumber(limit) || !isNumber(remaining) || typeof resetsAt !== 'string')
    return undefined;
  return { used, limit, remaining, resetsAt };
}

export interface AskOptions {
  /** A piece of the answer has arrived: append it. */
  onDelta: (text: string) => void;
  /**
   * The stream broke after some pieces and the answer is asked for again in one piece: what was
   * shown so far is to be dropped.
   */
  onRestart?: () => void;
  signal?: AbortSignal;
}

/**
 * Asks the assistant, streaming the answer: POST /chat/stream, each `delta` event handed to
 * onDelta, the `done` event's whole text returned. An error answered before the stream (any HTTP
 * error status) or an `error` event within it is final. When the stream cannot be had although
 * nothing was refused (no answer, a body that is not an event stream, a stream that ends before
 * `done`), the answer is asked for in one piece with POST /chat.
 */
export async function askAssistant(messages: ChatTurn[], options: AskOptions): Promise<ChatReply> {
  let streamed = false;
  try {
    return await streamAnswer(messages, {
      ...options,
      onDelta: (text) => {
        streamed = true;
        options.onDelta(text);
      },
    });
  } catch (caught) {
    if (!(caught instanceof StreamUnavailable)) throw caught;
    if (streamed) options.onRestart?.();
    return sendChat(messages, options.signal);
  }
}

async function streamAnswer(messages: ChatTurn[], { onDelta, signal }: AskOptions): Promise<ChatReply> {
  let token: string;
  try {
    token = await getCsrfToken(signal);
  } catch (caught) {
    if (isAbort(caught)) throw caught;
    throw chatError(caught instanceof ApiError ? caught.status : 0);
  }
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/chat/stream`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'text/event-stream',
        'Content-Type': 'application/json',
        [CSRF_HEADER]: token,
      },
      body: JSON.stringify({ messages }),
      signal,
    });
  } catch (caught) {
    if (isAbort(caught)) throw caught;
    throw new StreamUnavailable('no answer');
  }
  if (!res.ok) throw chatError(res.status, serverMessage(await readJson(res)));
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream') || !res.body) throw new StreamUnavailable('not an event stream');

  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  // The `action` event comes before `done`; `done` names it again (or null), and has the last word.
  let proposed: ChatAction | undefined;
  const onAction = (action: ChatAction | undefined) => (proposed = action);
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (caught) {
        if (isAbort(caught) || signal?.aborted) throw caught;
        throw new StreamUnavailable('the stream broke');
      }
      const events = chunk.done
        ? [...parser.push(decoder.decode()), ...parser.end()]
        : parser.push(decoder.decode(chunk.value, { stream: true }));
      for (const event of events) {
        const reply = takeEvent(event, { onDelta, onAction, proposed });
        if (reply) return reply;
      }
      if (chunk.done) throw new StreamUnavailable('the stream ended before its last event');
    }
  } finally {
    // Nothing more is read: let the connection go (a no-op once the stream has ended).
    reader.cancel().catch(() => undefined);
  }
}

interface EventHandlers {
  onDelta: (text: string) => void;
  /** An `action` event: the proposal it carries, or undefined for one of a kind not shown. */
  onAction: (action: ChatAction | undefined) => void;
  /** The proposal of the `action` event read so far, if any. */
  proposed: ChatAction | undefined;
}

/**
 * A delta is handed on, a proposal kept; `done` gives the reply, with the proposal it names (or
 * the one read before, when it names none); `error` throws the failure it reports.
 */
function takeEvent(event: SseEvent, { onDelta, onAction, proposed }: EventHandlers): ChatReply | undefined {
  const data = parseJson(event.data);
  switch (event.event) {
    case 'delta': {
      if (typeof data?.text === 'string' && data.text !== '') onDelta(data.text);
      return undefined;
    }
    case 'action': {
      onAction(actionOf(data));
      return undefined;
    }
    case 'done': {
      if (typeof data?.response !== 'string') throw new StreamUnavailable('a last event without the answer');
      const usage = usageOf(data.usage);
      const action = 'action' in data ? actionOf(data.action) : proposed;
      return withAction(usage ? { response: data.response, usage } : { response: data.response }, action);
    }
    case 'error': {
      const status = isNumber(data?.status) ? data.status : 500;
      throw chatError(status, typeof data?.message === 'string' && data.message ? data.message : undefined);
    }
    default:
      return undefined;
  }
}

/** POST /chat: the answer in one piece. */
export async function sendChat(messages: ChatTurn[], signal?: AbortSignal): Promise<ChatReply> {
  let body: { response?: unknown; action?: unknown };
  try {
    body = await apiRequest<{ response?: unknown; action?: unknown }>('/chat', {
      method: 'POST',
      body: { messages },
      csrf: true,
      fallbackError: (status) => chatError(status).message,
      signal,
    });
  } catch (caught) {
    if (!(caught instanceof ApiError)) throw caught;
    throw chatError(caught.status, caught.fromServer ? caught.message : undefined);
  }
  if (typeof body.response !== 'string') throw chatError(0);
  return withAction({ response: body.response }, actionOf(body.action));
}

/** GET /chat/usage. */
export async function getUsage(signal?: AbortSignal): Promise<ChatUsage> {
  const body = await apiRequest<unknown>('/chat/usage', { fallbackError: chatErrors.usageFailed, signal });
  const usage = usageOf(body);
  if (!usage) throw new ApiError(chatErrors.usageFailed(200), 200);
  return usage;
}

const isRole = (value: unknown): value is ChatRole => value === 'user' || value === 'assistant';

/** GET /chat/history: the signed-in visitor's stored conversation, oldest first. */
export async function getHistory(signal?: AbortSignal): Promise<StoredChatMessage[]> {
  const body = await apiRequest<{ messages?: unknown }>('/chat/history', {
    fallbackError: chatErrors.historyFailed,
    signal,
  });
  if (!Array.isArray(body.messages)) throw new ApiError(chatErrors.historyFailed(200), 200);
  return body.messages.flatMap((item: unknown): StoredChatMessage[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, role, content, timestamp } = item as Record<string, unknown>;
    if (!isRole(role) || typeof content !== 'string' || content === '') return [];
    return [
      {
        id: typeof id === 'string' || typeof id === 'number' ? String(id) : '',
        role,
        content,
        timestamp: typeof timestamp === 'string' ? timestamp : '',
      },
    ];
  });
}

/** DELETE /chat/history. */
export async function clearHistory(): Promise<void> {
  await apiRequest<unknown>('/chat/history', {
    method: 'DELETE',
    csrf: true,
    allowEmpty: true,
    fallbackError: chatErrors.clearFailed,
  });
}

/** The issue a confirmed proposal opened, as far as the panel links to it. */
export interface CreatedIssue {
  id: number;
  title: string;
}

const actionPath = (id: string) => `/chat/actions/${encodeURIComponent(id)}`;

/** Without an answer the apology; otherwise the server's words, or the failed-answer text. */
const actionFallback = (status: number) =>
  status === 0 ? chatErrors.noAnswer : chatErrors.actionFailed(status);

/**
 * POST /chat/actions/{id}: the proposal carried out, answered with the issue it opened. A 201
 * without a usable issue is still a success (the issue exists), with no issue to link to.
 */
export async function confirmAction(id: string): Promise<CreatedIssue | null> {
  const body = await apiRequest<{ issue?: unknown }>(actionPath(id), {
    method: 'POST',
    csrf: true,
    fallbackError: actionFallback,
  });
  const issue = body.issue as { id?: unknown; title?: unknown } | null | undefined;
  if (typeof issue?.id !== 'number' || !Number.isInteger(issue.id)) return null;
  return { id: issue.id, title: typeof issue.title === 'string' ? issue.title : '' };
}

/** DELETE /chat/actions/{id}: the proposal dropped. */
export async function cancelAction(id: string): Promise<void> {
  await apiRequest<unknown>(actionPath(id), {
    method: 'DELETE',
    csrf: true,
    allowEmpty: true,
    fallbackError: actionFallback,
  });
}
