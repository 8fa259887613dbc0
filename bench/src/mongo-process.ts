/**
 * MONGODB_URI, else the embedded engine in a process of its own, as a real server would be: in
 * the benchmark's process it would take CPU from the load generator and what is being measured.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface BenchMongo {
  uri: string;
  /** The engine's process (none for MONGODB_URI). */
  pid?: number;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 20_000;

export async function startMongoProcess(): Promise<BenchMongo> {
  if (process.env.MONGODB_URI) return { uri: process.env.MONGODB_URI, stop: async () => undefined };
  const bin = fileURLToPath(
    new URL('../bin/embedded-mongo.js', import.meta.resolve('@smarthome/embedded-mongo')),
  );
  // BENCH_ENGINE_PROFILE=<dir>: the engine writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_ENGINE_PROFILE;
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, bin, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const uri = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (mongodb:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`embedded-mongo exited with ${code}`)));
    setTimeout(
      () => reject(new Error(`embedded-mongo did not start within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    ).unref();
  });
  return {
    uri,
    ...(child.pid === undefined ? {} : { pid: child.pid }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
