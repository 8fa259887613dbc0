/**
 * Traces for a test: the process's SDK started with an in-memory exporter, so that a test reads
 * every span the apps it built in-process recorded (one provider for all of them: one process).
 */
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { startTracing } from '../tracing-sdk.js';
import { eventually } from './eventually.js';

export interface TestTracing {
  /** Every span ended so far. */
  spans(): ReadableSpan[];
  /** The spans of one trace once `until` holds for them (bounded wait: some end after a reply). */
  trace(traceId: string, until: (spans: ReadableSpan[]) => boolean): Promise<ReadableSpan[]>;
  stop(): Promise<void>;
}

export function startTestTracing(serviceName = 'test'): TestTracing {
  const exporter = new InMemorySpanExporter();
  const tracing = startTracing(serviceName, { spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  const spans = () => exporter.getFinishedSpans();
  return {
    spans,
    async trace(traceId, until) {
      const of = () => spans().filter((span) => span.spanContext().traceId === traceId);
      try {
        return await eventually(of, until);
      } catch {
        // The spans' names say more than the JSON of whole spans would.
        throw new Error(
          `trace ${traceId} incomplete: ${of()
            .map((span) => span.name)
            .join(', ')}`,
        );
      }
    },
    stop: () => tracing.shutdown(),
  };
}
