/**
 * The entry of `make dev` (`pnpm exec tsx infra/dev/src/dev.ts`). It only starts the
 * orchestrator (orchestrator.ts) as a child and exits with its exit code.
 *
 * Why not run the orchestrator here: on Ctrl-C the tsx CLI sends SIGKILL to its child when
 * that child does not confirm the signal within a few tens of milliseconds, which a busy
 * machine can miss, and an orchestrator killed that way would leave every service running.
 * The orchestrator runs in this process's group, so Ctrl-C reaches it directly whatever
 * happens to this process; signals sent to this process alone (`kill <pid>`) are passed on.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';

const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const orchestrator = fileURLToPath(new URL('./orchestrator.ts', import.meta.url));

const child = spawn(process.execPath, ['--import', loader, orchestrator], { stdio: 'inherit' });

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  // The orchestrator takes a repeat of the same keypress within a moment as one.
  process.on(signal, () => child.kill(signal));
}
child.once('error', (error) => {
  console.error(`cannot start the orchestrator: ${error.message}`);
  process.exit(1);
});
child.once('exit', (code, signal) => {
  process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0));
});
