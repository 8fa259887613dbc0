/**
 * One child process of `make dev`: started in its own process group (so Ctrl-C reaches only
 * the orchestrator, which then stops the children in reverse order, and so a child's own
 * children, such as tsx's esbuild or Vite's workers, stop with it), its output prefixed
 * line by line, its last lines kept for error messages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import type { Env } from './config.js';
import type { Terminal } from './log.js';

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: Env;
}

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Set when the process could not be started at all (binary missing, …). */
  error?: Error;
}

const TAIL_SIZE = 40;

export class ManagedProcess {
  readonly name: string;
  readonly exited: Promise<ExitInfo>;
  private readonly child: ChildProcess;
  private readonly tail: string[] = [];
  private readonly lineListeners = new Set<(line: string) => void>();
  private exit: ExitInfo | undefined;
  private stopRequested = false;

  constructor(
    readonly spec: ProcessSpec,
    private readonly terminal: Terminal,
  ) {
    this.name = spec.name;
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(spec.env)) if (value !== undefined) env[key] = value;
    this.child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.exited = new Promise<ExitInfo>((resolve) => {
      this.child.once('exit', (code, signal) => {
        this.exit = { code, signal };
        resolve(this.exit);
      });
      this.child.once('error', (error) => {
        // 'error' without 'exit' means spawn itself failed (ENOENT, EACCES).
        if (this.child.pid === undefined && this.exit === undefined) {
          this.remember(`cannot start ${spec.command}: ${error.message}`);
          this.exit = { code: null, signal: null, error };
          resolve(this.exit);
        }
      });
    });
    this.pipe(this.child.stdout);
    this.pipe(this.child.stderr);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** How the process ended; undefined while it runs. */
  get exitInfo(): ExitInfo | undefined {
    return this.exit;
  }

  get running(): boolean {
    return this.exit === undefined;
  }

  /** True once stop() was called: an exit after that is expected. */
  get stopping(): boolean {
    return this.stopRequested;
  }

  /** The last lines the process printed (stdout and stderr interleaved), oldest first. */
  lastLines(count = 20): string[] {
    return this.tail.slice(-count);
  }

  /** Resolves with the match of the first line (already printed or to come) matching `pattern`. */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
    for (const line of this.tail) {
      const match = pattern.exec(line);
      if (match) return Promise.resolve(match);
    }
    return new Promise((resolve, reject) => {
      const cleanup = () => {
        clearTimeout(timer);
        this.lineListeners.delete(onLine);
      };
      const onLine = (line: string) => {
        const match = pattern.exec(line);
        if (match) {
          cleanup();
          resolve(match);
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new StartupError(this, `printed no line matching ${pattern} within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      this.lineListeners.add(onLine);
      void this.exited.then((info) => {
        if (!this.lineListeners.has(onLine)) return;
        cleanup();
        reject(new StartupError(this, describeExit(info)));
      });
    });
  }

  /** SIGTERM to the whole group, SIGKILL after `timeoutMs`; resolves when nothing of it is left. */
  async stop(timeoutMs: number): Promise<void> {
    this.stopRequested = true;
    if (this.running) {
      this.signal('SIGTERM');
      const timedOut = await Promise.race([this.exited.then(() => false), delay(timeoutMs).then(() => true)]);
      if (timedOut) {
        this.terminal.warn(`${this.name} did not stop within ${timeoutMs / 1000} s: sending SIGKILL`);
        this.signal('SIGKILL');
        await this.exited;
      }
    }
    await this.reapGroup();
  }

  /** SIGKILL to the whole group at once (second Ctrl-C). */
  kill(): void {
    this.stopRequested = true;
    this.signal('SIGKILL');
  }

  /** Whether any process of the group (the child or one of its children) is still there. */
  groupAlive(): boolean {
    const pid = this.child.pid;
    if (pid === undefined) return false;
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  }

  private signal(signal: NodeJS.Signals): void {
    const pid = this.child.pid;
    if (pid === undefined) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is gone already; the child itself may not be reaped yet.
      this.child.kill(signal);
    }
  }

  /** Grandchildren normally leave with their parent; give them a moment, then SIGKILL. */
  private async reapGroup(): Promise<void> {
    for (let waited = 0; waited < 2_000 && this.groupAlive(); waited += 50) await delay(50);
    if (this.groupAlive()) this.signal('SIGKILL');
    for (let waited = 0; waited < 2_000 && this.groupAlive(); waited += 50) await delay(50);
  }

  private pipe(stream: NodeJS.ReadableStream | null): void {
    if (!stream) return;
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      pending += chunk;
      let newline = pending.indexOf('\n');
      while (newline !== -1) {
        this.emit(pending.slice(0, newline).replace(/\r$/, ''));
        pending = pending.slice(newline + 1);
        newline = pending.indexOf('\n');
      }
    });
    stream.on('end', () => {
      if (pending) this.emit(pending);
      pending = '';
    });
  }

  private emit(line: string): void {
    if (line.trim() === '') return;
    this.remember(line);
    this.terminal.line(this.name, this.terminal.format(line));
    for (const listener of [...this.lineListeners]) listener(line);
  }

  private remember(line: string): void {
    this.tail.push(line);
    if (this.tail.length > TAIL_SIZE) this.tail.shift();
  }
}

export function describeExit(info: ExitInfo): string {
  if (info.error) return `could not start (${info.error.message})`;
  if (info.signal) return `was killed by ${info.signal}`;
  return `exited with code ${info.code}`;
}

/** A process that did not come up: says which, why, and what it printed last. */
export class StartupError extends Error {
  readonly processName: string;
  readonly lines: string[];

  constructor(proc: Pick<ManagedProcess, 'name' | 'lastLines'>, reason: string) {
    const lines = proc.lastLines(20);
    const tail =
      lines.length > 0
        ? `\n  last lines of [${proc.name}]:\n${lines.map((line) => `    ${line}`).join('\n')}`
        : `\n  [${proc.name}] printed nothing`;
    super(`${proc.name} ${reason}${tail}`);
    this.name = 'StartupError';
    this.processName = proc.name;
    this.lines = lines;
  }
}
