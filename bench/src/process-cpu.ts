/**
 * CPU time a process has used so far (user + system), from /proc: what each process of a stack
 * spends per request, so that a benchmark shows where the time goes and not only how much.
 * Linux only; elsewhere every reading is undefined and the breakdown is left out.
 */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export function cpuMilliseconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (2nd field) may hold spaces: count the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Snapshots of several processes' CPU time; `since` gives what each used in between. */
export function cpuMeter(pids: Record<string, number | undefined>) {
  const read = () =>
    Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMilliseconds(pid)]));
  return {
    start() {
      const before = read();
      return () => {
        const after = read();
        const used: Record<string, number> = {};
        for (const [name, value] of Object.entries(after)) {
          const start = before[name];
          if (value !== undefined && start !== undefined) used[name] = value - start;
        }
        return used;
      };
    },
  };
}
