/**
 * The OpenTelemetry SDK of a process, started before it serves (`startTracing(name)`): W3C trace
 * context, an AsyncLocalStorage context, every trace sampled.
 *
 * Spans are always recorded, so that log lines carry `traceId` and `spanId` and the trace context
 * travels between processes; they leave the process only when OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) names a collector, over OTLP (http/protobuf unless
 * OTEL_EXPORTER_OTLP_PROTOCOL says http/json or grpc). The other standard OTEL_* variables apply
 * (OTEL_SDK_DISABLED=true turns everything off; OTEL_BSP_* tune the batching).
 */
import { NodeSDK } from '@opentelemetry/sdk-node';
import { NoopSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace';
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
  const spanProcessors =
    options.spanProcessors ??
    // Without a collector, spans are recorded for their ids and dropped.
    (exportsTraces(options.env) ? undefined : [new NoopSpanProcessor()]);
  const sdk = new NodeSDK({
    serviceName,
    ...(spanProcessors ? { spanProcessors } : {}),
    // Metrics are Prometheus' (/metrics) and logs are pino's (standard output).
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
