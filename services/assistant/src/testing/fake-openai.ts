/**
 * A stand-in for the OpenAI API in tests and benchmarks: a real HTTP server on loopback speaking
 * the chat-completions protocol (`POST /v1/chat/completions`, streamed as server-sent events or
 * whole), so that the real SDK, its retries and timeouts are what the tests exercise. What it
 * answers is configurable (text, pace, failures, hanging, echoing the system prompt, token
 * counts), and it records every request it received.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeMessage {
  role: string;
  /** Null on an assistant message that only called tools. */
  content: string | null;
  /** An assistant message's tool calls, as the client sent them back. */
  tool_calls?: Array<{ id: string; type: string; function: { name: string; arguments: string } }>;
  /** A tool message: the call it answers. */
  tool_call_id?: string;
}

/** A function call the fake makes instead of answering in text. */
export interface FakeToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

/** A request as the fake received it, and what became of it. */
export interface FakeChatRequest {
  /** The JSON body as sent. */
  body: Record<string, unknown>;
  model: string;
  messages: FakeMessage[];
  stream: boolean;
  /** `stream_options.include_usage` */
  includeUsage: boolean;
  headers: IncomingHttpHeaders;
  /**
   * `pending` while it runs; `answered` (complete), `failed` (an error status on purpose),
   * `hung` (never answered, still open), `closed` (the client hung up before the end).
   */
  outcome: 'pending' | 'answered' | 'failed' | 'hung' | 'closed';
  /** Content chunks written so far (streamed requests). */
  chunksSent: number;
}

export interface FakeUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface FakeOpenAIOptions {
  /** The answer, or a function of the request. Default: 'Răspuns de test.' */
  reply?: string | ((request: FakeChatRequest) => string);
  /** Words per streamed chunk (each with the blanks after it). Default 1. */
  wordsPerChunk?: number;
  /** Wait before the first chunk (after the response headers), in ms. Default 0. */
  firstChunkDelayMs?: number;
  /** Wait between chunks, in ms. Default 0. */
  chunkDelayMs?: number;
  /**
   * Tokens reported in the final chunk (when the request asked for them) or the whole answer.
   * 'none': no usage at all, like endpoints that do not report it. Default: the words of the
   * messages and of the answer.
   */
  usage?: FakeUsage | 'none';
  /** Send this many chunks, then nothing more (the response stays open until the client leaves). */
  stallAfterChunks?: number;
  /** When set, a request without `Authorization: Bearer <apiKey>` gets 401. */
  apiKey?: string;
  /**
   * Tool calls to make instead of a text answer (finish_reason `tool_calls`), as a function of the
   * request (e.g. calls while no `tool` message is in it yet); none or an empty list: text.
   */
  toolCalls?: (request: FakeChatRequest) => FakeToolCall[] | null | undefined;
}

export interface FailOptions {
  /** Default 503. */
  status?: number;
  /** Sent as `retry-after-ms`: the SDK waits this long before its retry (its own backoff otherwise). */
  retryAfterMs?: number;
}

export interface FakeOpenAI {
  /** The base URL for the SDK (OPENAI_BASE_URL): `http://127.0.0.1:<port>/v1`. */
  readonly url: string;
  /** Every request received, in order. */
  readonly requests: FakeChatRequest[];
  /** Changes the behaviour for the next requests (merged into the current options). */
  configure(options: FakeOpenAIOptions): void;
  /** The next `count` requests answer `status` (default 503) with an OpenAI error body. */
  failNext(count: number, options?: FailOptions): void;
  /** While on, requests are never answered (not even headers): a model that hangs. */
  hang(on?: boolean): void;
  /** Back to the options the fake started with, no failures pending, requests forgotten. */
  reset(): void;
  /** Resolves once a received request satisfies `predicate` (checked on every change); rejects after `timeoutMs`. */
  waitFor(predicate: (requests: readonly FakeChatRequest[]) => boolean, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Answers with the request's system prompt: a model that gives its instructions away. */
export function echoSystemPrompt(request: FakeChatRequest): string {
  return request.messages.find((message) => message.role === 'system')?.content ?? '';
}

export const DEFAULT_FAKE_REPLY = 'Răspuns de test.';

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function chunksOf(text: string, wordsPerChunk: number): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let index = 0; index < words.length; index += wordsPerChunk) {
    chunks.push(words.slice(index, index + wordsPerChunk).join(''));
  }
  return chunks;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

export async function startFakeOpenAI(initial: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  let options: FakeOpenAIOptions = { ...initial };
  let failures: Array<Required<Pick<FailOptions, 'status'>> & FailOptions> = [];
  let hanging = false;
  const requests: FakeChatRequest[] = [];
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const waiter of [...waiters]) waiter();
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    if (incoming.method !== 'POST' || incoming.url?.split('?')[0] !== '/v1/chat/completions') {
      sendJson(response, 404, { error: { message: 'Unknown route', type: 'invalid_request_error' } });
      return;
    }
    const body = JSON.parse(await readBody(incoming)) as Record<string, unknown>;
    const request: FakeChatRequest = {
      body,
      model: String(body.model ?? ''),
      messages: Array.isArray(body.messages) ? (body.messages as FakeMessage[]) : [],
      stream: body.stream === true,
      includeUsage: (body.stream_options as { include_usage?: unknown } | undefined)?.include_usage === true,
      headers: incoming.headers,
      outcome: 'pending',
      chunksSent: 0,
    };
    requests.push(request);
    response.on('close', () => {
      if (request.outcome === 'pending' || request.outcome === 'hung') request.outcome = 'closed';
      changed();
    });
    changed();

    if (options.apiKey !== undefined && incoming.headers.authorization !== `Bearer ${options.apiKey}`) {
      request.outcome = 'failed';
      sendJson(response, 401, {
        error: { message: 'Incorrect API key provided', type: 'invalid_request_error' },
      });
      return;
    }
    const failure = failures.shift();
    if (failure) {
      request.outcome = 'failed';
      sendJson(
        response,
        failure.status,
        {
          error: { message: 'The server had an error while processing your request.', type: 'server_error' },
        },
        failure.retryAfterMs !== undefined ? { 'retry-after-ms': String(failure.retryAfterMs) } : {},
      );
      changed();
      return;
    }
    if (hanging) {
      request.outcome = 'hung';
      changed();
      return;
    }

    const text =
      typeof options.reply === 'function' ? options.reply(request) : (options.reply ?? DEFAULT_FAKE_REPLY);
    const usage =
      options.usage === 'none'
        ? null
        : (options.usage ?? {
            promptTokens: request.messages.reduce(
              (sum, message) => sum + wordCount(message.content ?? ''),
              0,
            ),
            completionTokens: wordCount(text),
          });
    const id = `chatcmpl-${randomUUID()}`;
    const created = Math.floor(Date.now() / 1000);
    const usageBody = usage && {
      prompt_tokens: usage.promptTokens,
      completion_tokens: usage.completionTokens,
      total_tokens: usage.promptTokens + usage.completionTokens,
    };

    if (!request.stream) {
      request.outcome = 'answered';
      sendJson(response, 200, {
        id,
        object: 'chat.completion',
        created,
        model: request.model,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        ...(usageBody ? { usage: usageBody } : {}),
      });
      changed();
      return;
    }

    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
    });
    const open = () => !response.destroyed && request.outcome !== 'closed';
    const send = (data: unknown) => {
      if (open()) response.write(`data: ${JSON.stringify(data)}\n\n`);
    };
    const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
      send({
        id,
        object: 'chat.completion.chunk',
        created,
        model: request.model,
        choices: [{ index: 0, delta, finish_reason: finishReason }],
        ...(request.includeUsage ? { usage: null } : {}),
      });

    /** The last chunk (with its reason), the usage when asked for, and the end of the stream. */
    const finish = (reason: 'stop' | 'tool_calls') => {
      chunk({}, reason);
      if (request.includeUsage && usageBody) {
        send({
          id,
          object: 'chat.completion.chunk',
          created,
          model: request.model,
          choices: [],
          usage: usageBody,
        });
      }
      if (open()) response.end('data: [DONE]\n\n');
      request.outcome = 'answered';
      changed();
    };

    chunk({ role: 'assistant', content: '' });
    if (options.firstChunkDelayMs) await sleep(options.firstChunkDelayMs);
    const calls = options.toolCalls?.(request) ?? [];
    if (calls.length > 0) {
      // Each call's arguments arrive in two pieces, as real endpoints split them.
      for (const [index, call] of calls.entries()) {
        const args = JSON.stringify(call.arguments);
        const half = Math.floor(args.length / 2);
        chunk({
          tool_calls: [
            {
              index,
              id: `call_${randomUUID()}`,
              type: 'function',
              function: { name: call.name, arguments: args.slice(0, half) },
            },
          ],
        });
        chunk({ tool_calls: [{ index, function: { arguments: args.slice(half) } }] });
      }
      finish('tool_calls');
      return;
    }
    const pieces = chunksOf(text, options.wordsPerChunk ?? 1);
    for (const [index, piece] of pieces.entries()) {
      if (!open()) return;
      if (index > 0 && options.chunkDelayMs) await sleep(options.chunkDelayMs);
      if (options.stallAfterChunks !== undefined && request.chunksSent >= options.stallAfterChunks) {
        request.outcome = 'hung';
        changed();
        return;
      }
      chunk({ content: piece });
      request.chunksSent += 1;
      changed();
    }
    if (!open()) return;
    finish('stop');
  }

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 400, { error: { message: String(error) } });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    configure(next) {
      options = { ...options, ...next };
    },
    failNext(count, { status = 503, retryAfterMs } = {}) {
      for (let index = 0; index < count; index += 1) {
        failures.push({ status, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) });
      }
    },
    hang(on = true) {
      hanging = on;
    },
    reset() {
      options = { ...initial };
      failures = [];
      hanging = false;
      requests.length = 0;
    },
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!predicate(requests)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`the fake OpenAI server did not see the expected requests within ${timeoutMs} ms`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
