/*
 * Operator tooling for dead letters, behind the root Makefile:
 *
 *   make events-failed              lists the failed events of every queue
 *   make events-replay ID=<event>   puts one back in its queue with fresh attempts
 *
 * Reads REDIS_URL (default redis://127.0.0.1:6379, the dev Redis).
 */
import { z } from 'zod';
import { loadConfig, ConfigError } from '../config.js';
import { listFailedEvents, replayFailedEvent, type FailedEvent } from './dead-letters.js';

const USAGE = 'usage: cli.ts failed [--json] | cli.ts replay <event id>';

const configSchema = z.object({
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
    .default('redis://127.0.0.1:6379'),
});

function describe(event: FailedEvent): string {
  return [
    `${event.failedAt ?? '-'}  ${event.queue}  ${event.type}  ${event.id}`,
    `    attempts: ${event.attemptsMade}  reason: ${event.failedReason}`,
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { REDIS_URL: redis } = loadConfig(configSchema);
  if (command === 'failed') {
    const events = await listFailedEvents({ redis });
    if (rest.includes('--json')) {
      console.log(JSON.stringify(events, null, 2));
    } else if (events.length === 0) {
      console.log('No failed events.');
    } else {
      console.log(`${events.length} failed event(s), newest first:\n`);
      console.log(events.map(describe).join('\n'));
      console.log('\nReplay one with: make events-replay ID=<id>');
    }
    return 0;
  }
  if (command === 'replay') {
    const id = rest[0]?.trim();
    if (!id) {
      console.error(`missing event id (make events-replay ID=<id>)\n${USAGE}`);
      return 2;
    }
    const { queues } = await replayFailedEvent({ redis, id });
    console.log(`Event ${id} is back in queue ${queues.join(', ')}.`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError
        ? error.message
        : `error: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
