import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Launcher } from '../launcher.js';
import { StartupError } from '../processes.js';
import { waitForRedis } from '../readiness.js';
import { redactUri } from '../redact.js';

export interface RedisInfo {
  url: string;
  embedded: boolean;
  dataDir?: string;
}

/**
 * REDIS_URL once it answers PING (a `rediss:` one is taken on trust), else a `redis-server`
 * child with its append-only file under `<data dir>/redis`, ready once it answers PING.
 */
export async function startRedis(launcher: Launcher): Promise<RedisInfo> {
  const { config, terminal } = launcher;
  if (config.redisUrl) {
    const url = config.redisUrl;
    const target = new URL(url);
    if (target.protocol === 'redis:') {
      await launcher
        .until(waitForRedis(target.hostname || '127.0.0.1', Number(target.port || 6379), 5_000))
        .catch((error: unknown) => {
          throw new Error(`REDIS_URL ${redactUri(url)} does not answer: ${(error as Error).message}`);
        });
    }
    terminal.info(`Redis: ${redactUri(url)} (REDIS_URL)`);
    return { url, embedded: false };
  }
  const port = await launcher.takePort('redis', 'Redis');
  const dataDir = path.join(config.dataDir, 'redis');
  mkdirSync(dataDir, { recursive: true });
  const proc = launcher.spawn(
    {
      name: 'redis',
      command: config.redisServerBin,
      // No config file: nothing of a system Redis (its port, its data, its persistence) applies.
      args: [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--protected-mode',
        'yes',
        '--daemonize',
        'no',
        '--dir',
        dataDir,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--loglevel',
        'warning',
      ],
      cwd: dataDir,
      env: config.inheritedEnv,
    },
    // redis-server shows itself as `redis-server 127.0.0.1:<port>`.
    `redis-server 127.0.0.1:${port}`,
  );
  try {
    await launcher.until(waitForRedis('127.0.0.1', port, config.readyTimeoutMs, proc));
  } catch (error) {
    if (error instanceof StartupError && proc.exitInfo?.error) {
      throw new Error(
        `${error.message}\n  install Redis (scripts/ensure-tools.sh does it through apt) or set REDIS_URL`,
        { cause: error },
      );
    }
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, embedded: true, dataDir };
}
