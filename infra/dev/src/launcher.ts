/**
 * What every start-up step of the stack shares: it spawns the children (each recorded in the
 * state file and stopped in reverse order), chooses the ports, and waits for a step while
 * watching for a child that dies or a stop() that cancels the start (Ctrl-C).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DevConfig, Env, PortPlan } from './config.js';
import type { Terminal } from './log.js';
import { answers, choosePort, isPortFree } from './ports.js';
import { describeExit, ManagedProcess, StartupError, type ExitInfo, type ProcessSpec } from './processes.js';
import type { StateFile } from './state.js';

export interface UnexpectedExit {
  name: string;
  info: ExitInfo;
  lines: string[];
}

/** Thrown by start() when stop() was called meanwhile (Ctrl-C during start-up). */
export class StartCancelled extends Error {
  constructor() {
    super('start-up cancelled');
    this.name = 'StartCancelled';
  }
}

/** Something stop() must end: a child process, an in-process server, the state file. */
export interface Stoppable {
  name: string;
  stop(): Promise<void>;
}

export class Launcher {
  /** The ports actually taken so far: the configured ones until a step chooses another. */
  readonly ports: PortPlan;
  /** Resolves when a process exits that nobody asked to stop. */
  readonly unexpectedExit: Promise<UnexpectedExit>;
  /** Every process started, running or not, in start order. */
  readonly processes: ManagedProcess[] = [];
  /** Set once the state file is taken; every child started after that is recorded in it. */
  state: StateFile | undefined;
  private reportExit!: (exit: UnexpectedExit) => void;
  private readonly stoppables: Stoppable[] = [];
  private stopping = false;
  private stopped: Promise<void> | undefined;
  private readonly tsxLoader: string;
  private readonly tsxCli: string;

  constructor(
    readonly config: DevConfig,
    readonly terminal: Terminal,
  ) {
    this.ports = { ...config.ports };
    this.unexpectedExit = new Promise((resolve) => (this.reportExit = resolve));
    const require = createRequire(import.meta.url);
    this.tsxLoader = pathToFileURL(require.resolve('tsx')).href;
    this.tsxCli = require.resolve('tsx/cli');
  }

  /**
   * The configured port of `key` when free, else a free one with a warning; remembered in
   * `ports` so that the later steps (and the banner) use the one actually taken.
   */
  async takePort(key: keyof PortPlan, what: string): Promise<number> {
    const preferred = this.config.ports[key];
    this.ports[key] = await choosePort(preferred, (port) =>
      this.terminal.warn(
        `port ${preferred} is in use (another server or make dev?): ${what} takes port ${port} instead`,
      ),
    );
    return this.ports[key];
  }

  /** A port that must be exactly the configured one (it is part of what `make dev` promises). */
  async requirePort(port: number, what: string): Promise<void> {
    if (await isPortFree(port)) return;
    const hint = (await answers(port)) ? ' (something answers there: another make dev?)' : '';
    throw new Error(
      `port ${port} is in use${hint}; ${what} needs it. Stop what holds it (ss -ltnp 'sport = :${port}'), or move every port with DEV_PORT_BASE`,
    );
  }

  /**
   * Starts a child in its own process group. `marker` is a piece of its command line by which
   * a later run recognises it as a leftover; a `oneShot` child (a build) is expected to exit.
   */
  spawn(spec: ProcessSpec, marker: string, options: { oneShot?: boolean } = {}): ManagedProcess {
    this.checkCancelled();
    const proc = new ManagedProcess(spec, this.terminal);
    this.processes.push(proc);
    if (!options.oneShot) this.track({ name: spec.name, stop: () => proc.stop(this.config.stopTimeoutMs) });
    if (proc.pid !== undefined) this.state?.addChild({ name: spec.name, pid: proc.pid, marker });
    void proc.exited.then((info) => {
      if (options.oneShot || proc.stopping || this.stopping) return;
      this.reportExit({ name: proc.name, info, lines: proc.lastLines(20) });
    });
    return proc;
  }

  /** A TypeScript entry point run by tsx, from the package's folder (so its tsconfig applies). */
  spawnTs(name: string, cwd: string, entry: string, env: Env): ManagedProcess {
    // Absolute, so that the command line names the package (the state file recognises leftovers by it).
    const file = path.join(cwd, entry);
    const args = this.config.watch
      ? [this.tsxCli, 'watch', '--clear-screen=false', file]
      : ['--import', this.tsxLoader, file];
    return this.spawn({ name, command: process.execPath, args, cwd, env }, file);
  }

  /** Waits for a start-up step, but gives up as soon as any process dies or stop() is called. */
  async until<T>(step: Promise<T>): Promise<T> {
    this.checkCancelled();
    const death = this.unexpectedExit.then((exit): never => {
      throw new StartupError(
        { name: exit.name, lastLines: () => exit.lines },
        `${describeExit(exit.info)} during start-up`,
      );
    });
    step.catch(() => undefined);
    death.catch(() => undefined);
    const result = await Promise.race([step, death]);
    this.checkCancelled();
    return result;
  }

  /** Stops `stoppable` with the rest, in reverse order; at once when stop() has begun. */
  track(stoppable: Stoppable): void {
    this.stoppables.push(stoppable);
    if (this.stopping) void stoppable.stop();
  }

  /** Throws StartCancelled once stop() has been called: a step ends the start there. */
  checkCancelled(): void {
    if (this.stopping) throw new StartCancelled();
  }

  /** Stops everything in reverse start order; safe to call more than once and during start-up. */
  stop(): Promise<void> {
    this.stopping = true;
    this.stopped ??= (async () => {
      for (const item of [...this.stoppables].reverse()) {
        try {
          await item.stop();
        } catch (error) {
          this.terminal.error(
            `error while stopping ${item.name}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    })();
    return this.stopped;
  }

  /** SIGKILL to every process group at once (a second Ctrl-C); the state file stays for the next run to clean. */
  kill(): void {
    this.stopping = true;
    for (const proc of this.processes) proc.kill();
  }
}
