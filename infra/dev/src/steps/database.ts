import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Launcher } from '../launcher.js';
import { redactUri } from '../redact.js';

export interface DatabaseInfo {
  uri: string;
  embedded: boolean;
  dataDir?: string;
}

/**
 * MONGODB_URI as it is, else the embedded MongoDB-protocol engine with its data under
 * `<data dir>/mongo`, ready once it prints the address it listens on.
 */
export async function startDatabase(launcher: Launcher): Promise<DatabaseInfo> {
  const { config, terminal } = launcher;
  if (config.mongoUri) {
    terminal.info(`MongoDB: ${redactUri(config.mongoUri)} (MONGODB_URI)`);
    return { uri: config.mongoUri, embedded: false };
  }
  const port = await launcher.takePort('mongo', 'embedded MongoDB');
  const dataDir = path.join(config.dataDir, 'mongo');
  mkdirSync(dataDir, { recursive: true });
  const bin = path.join(config.repoRoot, 'infra', 'embedded-mongo', 'bin', 'embedded-mongo.js');
  const proc = launcher.spawn(
    {
      name: 'mongo',
      command: process.execPath,
      args: [bin, '--port', String(port), '--host', '127.0.0.1', '--dbpath', dataDir],
      cwd: config.repoRoot,
      env: config.inheritedEnv,
    },
    `--dbpath ${dataDir}`,
  );
  const match = await launcher.until(
    proc.waitForLine(/listening on (mongodb:\/\/\S+)/, config.readyTimeoutMs),
  );
  return { uri: match[1]!, embedded: true, dataDir };
}
