/**
 * The OpenTelemetry SDK of a process, started before it serves (`startTracing(name)`): W3C trace
 * context, an AsyncLocalStorage context.
 *
 * Every span has its ids, so that log lines carry `traceId` and `spanId` and the trace context
 * travels between processes. Spans are recorded (every trace sampled) only when
 * OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) names a collector, and then
 * leave the process over OTLP (http/protobuf unless OTEL_EXPORTER_OTLP_PROTOCOL says http/json or
 * grpc). The other standard OTEL_* variables apply (OTEL_SDK_DISABLED=true turns everything off;
 * OTEL_BSP_* tune the batching). Without a collector no span is recorded (the always-off sampler):
 * each is its ids alone, and costs a request no attributes, events or end-of-span processing.
 */
import { NodeSDK } from '@opentelemetry/sdk-node';
import { AlwaysOffSampler, NoopSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace';
import type { Env } from './config.js';

export interface Tracing {
  /** Sends what is still buffered to the collector (at a graceful stop). */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  env?: Env;
  /** Replaces the exporter chosen from the environment (tests: an in-memory exporter). */
  spanProcessors?: SpanProcessor[];
}

/** Whether spans are exported: a collector is configured. */
export function exportsTraces(env: Env = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

export function startTracing(serviceName: string, options: TracingOptions = {}): Tracing {
  const { spanProcessors } = options;
  // Without a collector (and no processor of the caller's), spans only carry their ids.
  const idsOnly = !spanProcessors && !exportsTraces(options.env);
  const sdk = new NodeSDK({
    serviceName,
    ...(spanProcessors ? { spanProcessors } : {}),
    ...(idsOnly ? { spanProcessors: [new NoopSpanProcessor()], sampler: new AlwaysOffSampler() } : {}),
    // Metrics are Prometheus' (/metrics) and logs are pino's (standard output).
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
