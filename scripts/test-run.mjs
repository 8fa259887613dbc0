// What `make test` (run-tests.mjs) and `make test-real` (test-real.mjs) share: a run of steps, each
// a vitest suite or a check, started side by side up to `jobs` at a time (the machine's cores by
// default, TEST_JOBS to change it) as soon as the steps they need have passed. A step's output is
// held and printed as one block when it ends, so parallel steps never interleave their lines. The
// run ends with a table of the steps, the slowest test files, what failed, and one line that
// totals it all: `N passed, M failed, K skipped`. Test counts come from each vitest suite's JSON
// report; any other check counts as one test.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const timingReporter = path.join(root, 'scripts', 'vitest-timing-reporter.mjs');

/** How many test files the closing summary lists, slowest first. */
const SLOWEST_SHOWN = 10;

/** The folders directly under `parent` (relative to the root, sorted); none when it is missing. */
export function listDirs(parent) {
  const abs = path.join(root, parent);
  if (!existsSync(abs)) return [];
  return readdirSync(abs, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `${parent}/${e.name}`)
    .sort();
}

const cores = os.availableParallelism?.() ?? os.cpus().length;

/** How many steps run at once: TEST_JOBS when set, else `fallback`. */
function jobsFromEnv(fallback = cores) {
  const fromEnv = Number(process.env.TEST_JOBS);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : fallback;
}

/**
 * A run whose vitest reports go to `resultsDir` (emptied first). Every step gets this process's
 * environment plus `env`. Declare the steps with `check` and `vitestSuite`, in the order they
 * should start when nothing holds them back (the longest chain first), then await `finish`.
 */
export function createTestRun({ resultsDir, env = {}, jobs = jobsFromEnv() }) {
  // The steps already keep the cores busy side by side: a suite's own workers beyond its share of
  // the cores would only make the suites wait for each other, until their tests time out.
  const suiteWorkers = Math.max(1, Math.floor(cores / jobs));
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });

  const totals = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];
  /** @type {Array<{label: string, needs: string[], start: () => Promise<{ok: boolean, seconds: number, tests: string}>}>} */
  const steps = [];
  /** label → { ok, seconds, tests } once the step has ended. */
  const ended = new Map();
  const runStarted = Date.now();
  const machineBusyAtStart = machineBusySeconds();

  function fail(label) {
    totals.failed++;
    failures.push(label);
  }

  /** Runs `command`, holding its output; prints it as one block when it ends. */
  function runHeld(label, command, args, cwd, extraEnv = {}) {
    return new Promise((resolve) => {
      const chunks = [];
      // Plain text in the log. NO_COLOR is the one switch every library here reads the same way
      // (picocolors takes any FORCE_COLOR, even 0, as a yes).
      const { FORCE_COLOR: _, ...inherited } = process.env;
      const child = spawn(command, args, {
        cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...inherited, ...env, ...extraEnv, NO_COLOR: '1' },
      });
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
      const started = Date.now();
      const done = (ok, note = '') => {
        const seconds = (Date.now() - started) / 1000;
        const text = Buffer.concat(chunks).toString().replace(/\n?$/, '\n');
        process.stdout.write(
          `\n━━ ${label}\n${text}${note}━━ ${label}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)}s)\n`,
        );
        resolve({ ok, seconds });
      };
      child.on('error', (error) => done(false, `cannot start ${command}: ${error.message}\n`));
      child.on('close', (code) => done(code === 0));
    });
  }

  function check(label, command, args, { cwd = root, needs = [], env: stepEnv = {} } = {}) {
    steps.push({
      label,
      needs,
      async start() {
        const { ok, seconds } = await runHeld(label, command, args, cwd, stepEnv);
        if (ok) totals.passed++;
        else fail(label);
        return { ok, seconds, tests: ok ? '1 passed' : '1 failed' };
      },
    });
  }

  /**
   * The suite of `config` in `cwd`; `files`, when given, narrows it to the test files matching
   * them; `args` are more vitest options.
   */
  function vitestSuite(label, cwd, config, { files = [], needs = [], args = [] } = {}) {
    const name = label.replace(/[^\w.-]+/g, '_');
    const report = path.join(resultsDir, `${name}.json`);
    const timings = path.join(resultsDir, `${name}.timings.json`);
    steps.push({
      label,
      needs,
      async start() {
        const { ok, seconds } = await runHeld(
          label,
          'pnpm',
          [
            'exec',
            'vitest',
            'run',
            '--config',
            config,
            '--reporter=default',
            '--reporter=json',
            `--reporter=${timingReporter}`,
            `--outputFile.json=${report}`,
            `--maxWorkers=${suiteWorkers}`,
            ...args,
            ...files,
          ],
          cwd,
          { TEST_TIMINGS_FILE: timings },
        );
        if (!existsSync(report)) {
          fail(`${label} (no report)`);
          return { ok: false, seconds, tests: 'no report' };
        }
        const data = JSON.parse(readFileSync(report, 'utf8'));
        const passed = data.numPassedTests ?? 0;
        const skipped = (data.numPendingTests ?? 0) + (data.numTodoTests ?? 0);
        let failed = data.numFailedTests ?? 0;
        // A file that fails to load has no failed test but a failed suite.
        if (!ok && failed === 0) failed = Math.max(1, data.numFailedTestSuites ?? 0);
        totals.passed += passed;
        totals.skipped += skipped;
        totals.failed += failed;
        if (failed > 0)
          failures.push(`${label}: ${failedTestNames(data).join('; ') || 'a file failed to load'}`);
        return {
          ok: ok && failed === 0,
          seconds,
          tests: `${passed} passed, ${failed} failed, ${skipped} skipped`,
        };
      },
    });
  }

  /** Starts every step whose needs have passed, up to `jobs` at a time, until none is left. */
  async function runSteps() {
    const waiting = [...steps];
    const running = new Set();
    while (waiting.length || running.size) {
      for (const step of [...waiting]) {
        const blockedBy = step.needs.find((need) => ended.has(need) && !ended.get(need).ok);
        if (blockedBy) {
          waiting.splice(waiting.indexOf(step), 1);
          fail(`${step.label} (not run: ${blockedBy} failed)`);
          ended.set(step.label, { ok: false, seconds: 0, tests: `not run: ${blockedBy} failed` });
          continue;
        }
        if (running.size >= jobs || !step.needs.every((need) => ended.has(need))) continue;
        waiting.splice(waiting.indexOf(step), 1);
        process.stdout.write(`· ${step.label} started\n`);
        const job = step.start().then((result) => {
          ended.set(step.label, result);
          running.delete(job);
        });
        running.add(job);
      }
      if (running.size) await Promise.race(running);
      else if (waiting.length) {
        // Needs that are never declared would wait forever.
        for (const step of waiting.splice(0)) fail(`${step.label} (not run: needs ${step.needs.join(', ')})`);
      }
    }
  }

  /** Runs the declared steps, prints the summary and returns the exit code (non-zero when anything failed). */
  async function finish() {
    await runSteps();
    const wall = (Date.now() - runStarted) / 1000;
    process.stdout.write(
      `\n${stepTable(
        steps.map((s) => [s.label, ended.get(s.label)]),
        wall,
        machineBusyAtStart,
      )}`,
    );
    process.stdout.write(slowestFiles(resultsDir));
    if (failures.length) process.stdout.write(`\nFailed:\n${failures.map((f) => `- ${f}`).join('\n')}\n`);
    process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
    return totals.failed > 0 ? 1 : 0;
  }

  return { totals, check, vitestSuite, fail, finish };
}

/** One line per step (status, seconds, tests), then the wall time and the CPU time of the run. */
function stepTable(rows, wall, machineBusyAtStart) {
  const width = Math.max(...rows.map(([label]) => label.length), 4);
  const lines = rows.map(([label, result]) => {
    const status = !result ? 'not run' : result.ok ? 'ok' : 'FAILED';
    const seconds = result ? `${result.seconds.toFixed(1)}s` : '';
    return `  ${label.padEnd(width)}  ${status.padEnd(7)}  ${seconds.padStart(7)}  ${result?.tests ?? ''}`;
  });
  const cpu = childrenCpuSeconds();
  // A lower bound: processes that outlive their parent (a killed stack's children) are not counted.
  const cpuLine =
    cpu === undefined
      ? ''
      : `, CPU at least ${cpu.toFixed(0)}s user+system (${(cpu / wall).toFixed(2)} cores busy on average)`;
  const machineBusy = machineBusySeconds();
  const machineLine =
    machineBusy === undefined || machineBusyAtStart === undefined
      ? ''
      : `\n  the machine's cores were busy ${(machineBusy - machineBusyAtStart).toFixed(0)} CPU-s ` +
        `(${((machineBusy - machineBusyAtStart) / wall).toFixed(2)} of ${cores} cores on average), ` +
        `counting what the line above cannot see (Chromium's renderers) and anything else running`;
  return `Steps:\n${lines.join('\n')}\n  wall ${wall.toFixed(1)}s${cpuLine}${machineLine}\n`;
}

/**
 * The time all cores of the machine have spent busy since boot, in seconds (Linux's /proc/stat:
 * user, nice, system, irq, softirq and steal, in clock ticks of 1/100 s); undefined elsewhere. The
 * run's own count (`childrenCpuSeconds`) misses the processes Chromium forks from its zygote, which
 * are most of the browser tests' CPU.
 */
function machineBusySeconds() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq + (steal || 0)) / 100;
  } catch {
    return undefined;
  }
}

/**
 * The CPU time of every process this run started and waited for (Linux's cutime and cstime of
 * /proc/self/stat, in clock ticks of 1/100 s); undefined elsewhere.
 */
function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name, which may itself hold spaces: state is field 3, cutime 16, cstime 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** The slowest test files of every suite of the run, from the timing reporter's files. */
function slowestFiles(resultsDir) {
  const files = [];
  for (const name of readdirSync(resultsDir).filter((n) => n.endsWith('.timings.json'))) {
    for (const { file, seconds } of JSON.parse(readFileSync(path.join(resultsDir, name), 'utf8'))) {
      files.push({ file: path.relative(root, file), seconds });
    }
  }
  if (!files.length) return '';
  files.sort((a, b) => b.seconds - a.seconds);
  const lines = files
    .slice(0, SLOWEST_SHOWN)
    .map(({ file, seconds }) => `  ${seconds.toFixed(1).padStart(7)}s  ${file}`);
  return `\nSlowest test files (environment, imports, hooks and tests):\n${lines.join('\n')}\n`;
}

/** The failed tests of a vitest JSON report, as `file › test: first line of the error`. */
function failedTestNames(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const reason = String(test.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 200);
      names.push(`${path.relative(root, file.name)} › ${test.fullName}: ${reason}`);
    }
  }
  return names;
}
