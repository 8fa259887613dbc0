/**
 * Traces (OpenTelemetry), the product's own spans: one trace follows a request from the gateway
 * through the subgraph it calls, into the event the subgraph writes (its envelope carries the
 * trace context), through the queue to the worker that handles it and its SMTP send. No library
 * is patched: the spans are the HTTP server's, the subgraph call's, the event's publish and
 * processing and the SMTP send's, the same in development, in the bundles and in tests.
 *
 * This module needs only the OpenTelemetry API: without the SDK (tracing-sdk.ts: every process
 * starts it; tests that build apps in-process do not) each call here does nothing.
 */
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export { SpanKind } from '@opentelemetry/api';

/** The trace context as it travels in an event envelope: W3C `traceparent` (and `tracestate`). */
export interface TraceCarrier {
  traceparent: string;
  tracestate?: string;
}

const tracer = () => trace.getTracer('smarthome');

/** `traceId` and `spanId` of the active span, for every log line written while it is active. */
export function traceFields(): { traceId?: string; spanId?: string } {
  const spanContext = trace.getActiveSpan()?.spanContext();
  if (!spanContext || !trace.isSpanContextValid(spanContext)) return {};
  return { traceId: spanContext.traceId, spanId: spanContext.spanId };
}

/** The trace context of `at` (default: the active one) as headers or an envelope field. */
export function traceCarrier(at: Context = context.active()): TraceCarrier | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(at, carrier);
  if (!carrier.traceparent) return undefined;
  return carrier.tracestate
    ? { traceparent: carrier.traceparent, tracestate: carrier.tracestate }
    : { traceparent: carrier.traceparent };
}

/** The trace context of `span`, for what it sends on (a published event). */
export function spanCarrier(span: Span): TraceCarrier | undefined {
  return traceCarrier(trace.setSpan(context.active(), span));
}

/** The context a carrier (headers, an envelope's `trace`) continues; the root without one. */
export function contextFrom(carrier: Record<string, unknown> | undefined): Context {
  if (!carrier) return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, carrier, {
    keys: (from) => Object.keys(from),
    get: (from, key) => {
      const value = from[key];
      return typeof value === 'string' ? value : Array.isArray(value) ? value.map(String) : undefined;
    },
  });
}

export interface SpanOptions {
  kind: SpanKind;
  attributes?: Attributes;
  /** The parent (default: the active context). */
  parent?: Context;
}

/** Runs `work` in a new span, active for everything `work` starts; a throw marks the span failed. */
export async function inSpan<T>(
  name: string,
  options: SpanOptions,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = options.parent ?? context.active();
  return tracer().startActiveSpan(
    name,
    { kind: options.kind, ...(options.attributes ? { attributes: options.attributes } : {}) },
    parent,
    async (span) => {
      try {
        return await work(span);
      } catch (error) {
        failed(span, error);
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** A span started now and ended by the caller (a batch's publish spans), not made active. */
export function startSpan(name: string, options: SpanOptions): Span {
  return tracer().startSpan(
    name,
    { kind: options.kind, ...(options.attributes ? { attributes: options.attributes } : {}) },
    options.parent ?? context.active(),
  );
}

export function failed(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  });
}

/** Probes and scrapes come every few seconds and say nothing about a request's way. */
const UNTRACED = new Set(['/healthz', '/readyz', '/metrics']);

const spans = new WeakMap<FastifyRequest, Span>();

/**
 * A SERVER span per request, continuing the caller's trace (`traceparent`), active for the whole
 * of the request's handling: what the handler calls or logs belongs to it.
 */
export function registerRequestTracing(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    if (route && UNTRACED.has(route)) return done();
    const parent = contextFrom(request.headers);
    const span = tracer().startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': request.method, ...(route ? { 'http.route': route } : {}) },
      },
      parent,
    );
    spans.set(request, span);
    context.with(trace.setSpan(parent, span), done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request);
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  // A client that went away before the answer: onResponse does not run.
  app.addHook('onRequestAbort', async (request) => {
    const span = spans.get(request);
    if (!span) return;
    span.setStatus({ code: SpanStatusCode.ERROR, message: 'the client went away' });
    span.end();
  });
}
