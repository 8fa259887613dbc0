/**
 * `embedded-mongo --port 27017 --dbpath .data/mongo [--host 127.0.0.1]`
 * Prints exactly one line, `listening on mongodb://127.0.0.1:<port>`, once ready, and
 * stops cleanly (journal flushed) on SIGINT or SIGTERM.
 */
import { parseArgs } from 'node:util';
import { startEmbeddedMongo } from './index.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '27017' },
    host: { type: 'string', default: '127.0.0.1' },
    dbpath: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  process.stdout.write('usage: embedded-mongo [--port 27017] [--host 127.0.0.1] [--dbpath DIR]\n');
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`embedded-mongo: invalid --port ${values.port}\n`);
  process.exit(2);
}

try {
  const server = await startEmbeddedMongo({ port, host: values.host, ...(values.dbpath ? { dbPath: values.dbpath } : {}) });
  process.stdout.write(`listening on mongodb://127.0.0.1:${server.port}\n`);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`embedded-mongo: error while stopping: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  process.stderr.write(`embedded-mongo: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
