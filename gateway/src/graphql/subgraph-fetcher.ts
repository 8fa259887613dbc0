/**
 * How the gateway calls its subgraphs: undici's `request` over a keep-alive connection pool of its
 * own, each call bounded by SUBGRAPH_TIMEOUT_MS, answered with the fetch-shaped response Apollo's
 * data sources read.
 *
 * Not Node's `fetch` (undici's too): a subgraph answer is one small JSON body that is read whole,
 * and `fetch` wraps every request and response in WHATWG Request, Headers and ReadableStream
 * objects, which costs the gateway CPU on every call (bench/README.md, the read path). `request`
 * hands over the status, the headers and the body bytes as they are; the answer below is built from
 * them once.
 */
import type { RemoteGraphQLDataSource } from '@apollo/gateway';
import { inSpan, SpanKind, traceCarrier } from '@smarthome/service-kit/tracing';
import { Agent, request } from 'undici';
import type { IncomingHttpHeaders } from 'node:http';
import { SubgraphReplicas } from '../subgraph-replicas.js';

type Fetcher = RemoteGraphQLDataSource['fetcher'];
type FetcherResponse = Awaited<ReturnType<Fetcher>>;

/** Idle connections to a subgraph are kept this long for the next call. */
const KEEP_ALIVE_MS = 30_000;

function toHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    // Several Set-Cookie headers stay several (Headers#getSetCookie reads them apart).
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** A subgraph's answer, read whole: what Apollo's data source and error mapping read of a fetch Response. */
class SubgraphAnswer implements FetcherResponse {
  bodyUsed = false;
  readonly redirected = false;
  readonly ok: boolean;
  private headerCache: Headers | undefined;

  constructor(
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
    private readonly rawHeaders: IncomingHttpHeaders,
    private readonly body: Buffer,
  ) {
    this.ok = status >= 200 && status < 300;
  }

  get headers(): Headers {
    this.headerCache ??= toHeaders(this.rawHeaders);
    return this.headerCache;
  }

  async text(): Promise<string> {
    this.bodyUsed = true;
    return this.body.toString('utf8');
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    this.bodyUsed = true;
    const copy = new ArrayBuffer(this.body.byteLength);
    new Uint8Array(copy).set(this.body);
    return copy;
  }

  clone(): SubgraphAnswer {
    return new SubgraphAnswer(this.url, this.status, this.statusText, this.rawHeaders, this.body);
  }
}

export interface SubgraphFetcher {
  fetcher: Fetcher;
  /** Closes the pool's connections (the gateway's close). */
  close(): Promise<void>;
}

export function subgraphFetcher(
  timeoutMs: number,
  replicas: SubgraphReplicas = new SubgraphReplicas([]),
): SubgraphFetcher {
  const pool = new Agent({ keepAliveTimeout: KEEP_ALIVE_MS });
  const fetcher = (async (url, init = {}) => {
    const signal = AbortSignal.timeout(timeoutMs);
    const method = init.method ?? 'GET';
    const { host, pathname } = new URL(url);
    // A CLIENT span per call; the subgraph's own span continues it (traceparent).
    return inSpan(
      `${method} ${pathname}`,
      { kind: SpanKind.CLIENT, attributes: { 'http.request.method': method, 'server.address': host } },
      async (span) => {
        const answer = await replicas.call(url, (target) =>
          request(target, {
            dispatcher: pool,
            method: method as 'GET' | 'POST',
            headers: { ...init.headers, ...traceCarrier() },
            body: init.body ?? null,
            signal,
          }),
        );
        span.setAttribute('http.response.status_code', answer.statusCode);
        const body = Buffer.from(await answer.body.arrayBuffer());
        return new SubgraphAnswer(url, answer.statusCode, answer.statusText, answer.headers, body);
      },
    );
  }) as Fetcher;
  return { fetcher, close: () => pool.close() };
}
