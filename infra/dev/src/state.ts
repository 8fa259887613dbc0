/**
 * `<data dir>/dev-state.json`: which orchestrator owns the data directory, its children
 * and, once up, its URLs. It is the lock that keeps two `make dev` off the same embedded
 * database files, the way a run killed with SIGKILL gets its orphans cleaned up by the next
 * one, and where tests and tools read the actual ports.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

export interface ChildRecord {
  name: string;
  pid: number;
  /** A piece of the command line, to recognise the process (pids are reused). */
  marker: string;
}

export interface DevState {
  pid: number;
  startedAt: string;
  children: ChildRecord[];
  ready?: Record<string, unknown>;
}

export const STATE_FILE = 'dev-state.json';

/** How the orchestrator's command line ends (recognises a live owner; pids are reused). */
const ORCHESTRATOR = 'orchestrator.ts';

/** The command line of a live process (Linux), or undefined where /proc has none. */
function commandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return undefined;
  }
}

/** Whether a process (or, with a negative pid, a process group) still exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class StateFile {
  readonly file: string;
  private state: DevState;

  private constructor(file: string, state: DevState) {
    this.file = file;
    this.state = state;
  }

  /**
   * Takes the data directory. Throws when another live orchestrator has it; kills the
   * leftover children of one that died without cleaning up (reported through `warn`).
   */
  static async acquire(dataDir: string, warn: (message: string) => void): Promise<StateFile> {
    mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, STATE_FILE);
    if (existsSync(file)) {
      let previous: DevState | undefined;
      try {
        previous = JSON.parse(readFileSync(file, 'utf8')) as DevState;
      } catch {
        previous = undefined;
      }
      if (
        previous &&
        previous.pid !== process.pid &&
        isAlive(previous.pid) &&
        (commandLine(previous.pid) ?? ORCHESTRATOR).includes(ORCHESTRATOR)
      ) {
        throw new Error(
          `another make dev (pid ${previous.pid}) is using ${dataDir}: stop it first (Ctrl-C in its terminal, or kill ${previous.pid}), or give this one DEV_DATA_DIR and DEV_PORT_BASE`,
        );
      }
      const killed: number[] = [];
      for (const child of previous?.children ?? []) {
        const command = commandLine(child.pid);
        if (command?.includes(child.marker)) {
          killed.push(child.pid);
          warn(
            `stopping ${child.name} (pid ${child.pid}), left running by a make dev that did not stop cleanly`,
          );
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            try {
              process.kill(child.pid, 'SIGKILL');
            } catch {
              // gone meanwhile
            }
          }
        }
      }
      // Their ports are free only once they are gone.
      for (
        let waited = 0;
        waited < 5_000 && killed.some((pid) => isAlive(pid) || isAlive(-pid));
        waited += 50
      ) {
        await delay(50);
      }
      rmSync(file, { force: true });
    }
    const state: DevState = { pid: process.pid, startedAt: new Date().toISOString(), children: [] };
    // 'wx': of two orchestrators starting at the same instant, one fails here.
    writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`, { flag: 'wx' });
    return new StateFile(file, state);
  }

  addChild(child: ChildRecord): void {
    this.state.children.push(child);
    this.save();
  }

  setReady(ready: Record<string, unknown>): void {
    this.state.ready = ready;
    this.save();
  }

  release(): void {
    rmSync(this.file, { force: true });
  }

  private save(): void {
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(this.state, null, 2)}\n`);
    renameSync(temporary, this.file);
  }
}

/** Reads a state file (tests, tools); undefined when there is none. */
export function readState(dataDir: string): DevState | undefined {
  const file = path.join(dataDir, STATE_FILE);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as DevState;
}
