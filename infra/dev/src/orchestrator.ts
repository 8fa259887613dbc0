/**
 * The orchestrator of `make dev` (started by dev.ts): starts the whole stack with the
 * embedded defaults (see README.md), prints where everything is, and stops it all on Ctrl-C
 * or SIGTERM. Exits 0 after a requested stop, 1 when something failed to start or died on
 * its own (after stopping the rest).
 */
import path from 'node:path';
import { DevConfigError, loadDevConfig, type DevConfig } from './config.js';
import { Terminal } from './log.js';
import { isLoopback } from './ports.js';
import { describeExit } from './processes.js';
import { StartCancelled } from './launcher.js';
import { redactUri } from './redact.js';
import { DevStack, type StackInfo } from './stack.js';
import { missingBusinessSettings } from './web.js';

/** A second signal this soon after the first is the same keypress relayed by a parent (dev.ts, tsx). */
const SAME_KEYPRESS_MS = 1_500;

let config: DevConfig;
try {
  config = loadDevConfig();
} catch (error) {
  console.error(error instanceof DevConfigError ? error.message : error);
  process.exit(2);
}

const terminal = new Terminal({ color: config.color, format: config.logFormat });
const stack = new DevStack(config, terminal);
const startedAt = Date.now();
let shutdownStartedAt: number | undefined;

async function shutdown(reason: string, exitCode: number): Promise<never> {
  if (shutdownStartedAt === undefined) {
    shutdownStartedAt = Date.now();
    terminal.info(`${reason}: stopping everything${exitCode === 0 ? ' (Ctrl-C again to kill at once)' : ''}`);
  }
  await stack.stop();
  terminal.info('stopped');
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (shutdownStartedAt === undefined) {
      void shutdown(signal, 0);
    } else if (Date.now() - shutdownStartedAt > SAME_KEYPRESS_MS) {
      terminal.warn(`${signal} again: killing every process now`);
      stack.kill();
      process.exit(130);
    }
  });
}

// The children live in process groups of their own: a crash here must not leave them running.
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error: unknown) => {
    terminal.error(
      `internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    void shutdown('internal error', 1);
  });
}

let info: StackInfo;
try {
  info = await stack.start();
} catch (error) {
  if (error instanceof StartCancelled || shutdownStartedAt !== undefined) {
    // A signal arrived during start-up; shutdown() is already under way and exits.
    await new Promise(() => undefined);
  }
  terminal.error(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  await shutdown('start-up failed', 1);
}

printBanner(info!, (Date.now() - startedAt) / 1000);

const exit = await stack.unexpectedExit;
if (shutdownStartedAt === undefined) {
  const tail =
    exit.lines.length > 0
      ? `\n  last lines:\n${exit.lines.map((line) => `    ${terminal.format(line)}`).join('\n')}`
      : '';
  terminal.error(`${exit.name} ${describeExit(exit.info)} unexpectedly${tail}`);
  await shutdown(`${exit.name} is gone`, 1);
}

function printBanner(info: StackInfo, seconds: number): void {
  const t = terminal;
  const row = (label: string, value: string, note = '') =>
    `  ${label.padEnd(18)} ${t.bold(value)}${note ? `  ${t.dim(note)}` : ''}`;
  const relative = (dir: string | undefined) => (dir ? path.relative(config.repoRoot, dir) || '.' : '');
  const lines = [
    '',
    t.paint(92, `  smarthome dev stack is up`) + t.dim(` (in ${seconds.toFixed(1)} s)`),
    '',
    row('Site', info.siteUrl, info.servesWebBuild ? 'production build of web/' : 'API only: no web/dist'),
    isLoopback(info.host)
      ? row('Listens on', info.host, 'this machine only (DEV_HOST=0.0.0.0 opens it to the network)')
      : row(
          'Listens on',
          info.host,
          t.paint(93, 'open to the network: anyone who reaches it can sign in with the demo passwords'),
        ),
  ];
  const unlinked = info.servesWebBuild ? missingBusinessSettings(path.join(config.repoRoot, 'web')) : [];
  if (unlinked.length > 0) {
    lines.push(
      row(
        'Business links',
        'not shown',
        `${unlinked.join(' and ')} unset: no WhatsApp or Facebook link on the pages (set them to see them)`,
      ),
    );
  }
  if (info.viteUrl)
    lines.push(row('Vite (hot reload)', info.viteUrl, `proxies the API to :${config.ports.gateway}`));
  const assistants = info.units.filter((unit) => unit.service === 'assistant');
  if (assistants.length > 1) {
    lines.push(
      row(
        'Assistant',
        `${assistants.length} replicas`,
        `ports ${assistants.map((unit) => unit.port).join(', ')}, the gateway spreads the chat over them`,
      ),
    );
  }
  lines.push(
    row('GraphQL', info.graphqlUrl),
    info.mailboxUrl
      ? row('Mailbox', info.mailboxUrl, 'every mail the services send, caught by the SMTP sink')
      : row('Mailbox', 'none', 'SMTP_URL is set: mail goes out for real'),
    row(
      'MongoDB',
      redactUri(info.mongo.uri),
      info.mongo.embedded ? `embedded, data in ${relative(info.mongo.dataDir)}` : 'MONGODB_URI',
    ),
    row(
      'Redis',
      redactUri(info.redis.url),
      info.redis.embedded ? `redis-server, data in ${relative(info.redis.dataDir)}` : 'REDIS_URL',
    ),
    row(
      'Google sign-in',
      info.identity.issuer,
      info.identity.embedded
        ? 'development identity provider: type any e-mail (never in production)'
        : 'OIDC_ISSUER',
    ),
    // The auth service runs without NODE_ENV here, so its STAFF_SECOND_FACTOR default is optional.
    config.inheritedEnv.STAFF_SECOND_FACTOR === 'required'
      ? row(
          'Staff 2nd factor',
          'required',
          'STAFF_SECOND_FACTOR: installers and admins enrol an authenticator app first',
        )
      : row(
          'Staff 2nd factor',
          'optional',
          'installers and admins may sign in without an authenticator app here; production requires it',
        ),
    row(
      'SMTP',
      info.smtp.port !== undefined ? `port ${info.smtp.port}` : redactUri(info.smtp.url),
      info.smtp.embedded ? `${info.smtp.url}, a sink: nothing is delivered` : 'SMTP_URL',
    ),
  );
  if (info.seed && info.seed.users.length > 0) {
    lines.push(
      '',
      `  Demo accounts ${t.dim('(password')} ${t.bold(config.password)}${t.dim(', as seeded)')}`,
    );
    for (const user of info.seed.users) lines.push(`    ${user.role.padEnd(10)} ${user.email}`);
  }
  if (info.skipped.length > 0) {
    lines.push(
      '',
      t.paint(
        93,
        `  Not started: ${info.skipped.map((entry) => entry.name).join(', ')} (no entry point yet)`,
      ),
    );
  }
  lines.push('', t.dim('  Ctrl-C stops everything.'), '');
  t.raw(lines.join('\n'));
}
