/**
 * Runs the demo seeds of the services: `services/<name>/src/seed.ts`, each exporting
 * `seedDemo(connection, options)` that writes through the service's own mongoose models and
 * only into empty collections. They run here, before the services start, on a connection
 * to the service's own database opened with the service's own mongoose (so its models
 * compile on it exactly as in the service).
 *
 * Auth runs first: its result (the demo accounts and their ids) is handed to the seeds
 * after it, e.g. for an installation that belongs to the demo customer.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVICES, type ServiceName } from '@smarthome/service-kit/contracts';
import argon2 from 'argon2';
import type { Connection, Mongoose } from 'mongoose';
import { REPO_ROOT } from './config.js';

/**
 * Every service of the contracts table, auth first (the seeds after it get its demo accounts'
 * ids); a service without `src/seed.ts` is skipped.
 */
export const SEED_ORDER: readonly ServiceName[] = [
  'auth',
  ...SERVICES.map((service) => service.name).filter((name) => name !== 'auth'),
];

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane); the auth service verifies any PHC parameters. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Each service owns one database named after itself (the MONGODB_DB infra/dev gives it too). */
export function databaseOf(service: string): string {
  return service;
}

export interface DemoUser {
  key: string;
  id: string;
  email: string;
  role: string;
}

export interface SeedRunOptions {
  mongoUri: string;
  /** The demo accounts' password, hashed here once. */
  password: string;
  repoRoot?: string;
  /** Pins the demo dates (tests). */
  now?: Date;
  /** Only these services (default: every one that has a seed). */
  services?: readonly string[];
}

export interface ServiceSeedReport {
  service: string;
  /** Documents inserted, by collection: 0 where the collection already had data. */
  inserted: Record<string, number>;
}

export interface SeedReport {
  services: ServiceSeedReport[];
  /** The demo accounts found in (or put into) the auth database. */
  users: DemoUser[];
}

/** What every service seed passes on: each one reads the options it knows. */
export interface SharedSeedOptions {
  passwordHash: string;
  now: Date;
  /** The demo accounts by key (admin, installer, client), once auth has run. */
  users: Record<string, DemoUser>;
}

interface SeedModule {
  seedDemo(
    connection: Connection,
    options: SharedSeedOptions,
  ): Promise<{ inserted?: Record<string, number>; users?: DemoUser[] }>;
}

export function seedFileOf(service: string, repoRoot = REPO_ROOT): string {
  return path.join(repoRoot, 'services', service, 'src', 'seed.ts');
}

export async function runDemoSeeds(options: SeedRunOptions): Promise<SeedReport> {
  const repoRoot = options.repoRoot ?? REPO_ROOT;
  const wanted = options.services ?? SEED_ORDER;
  const services = SEED_ORDER.filter(
    (service) => wanted.includes(service) && existsSync(seedFileOf(service, repoRoot)),
  );
  const shared: SharedSeedOptions = {
    passwordHash: await argon2.hash(options.password, ARGON2_OPTIONS),
    now: options.now ?? new Date(),
    users: {},
  };
  const report: SeedReport = { services: [], users: [] };

  for (const service of services) {
    const file = seedFileOf(service, repoRoot);
    const where = path.relative(repoRoot, file);
    const module = (await import(pathToFileURL(file).href)) as Partial<SeedModule>;
    if (typeof module.seedDemo !== 'function')
      throw new Error(`${where} exports no seedDemo(connection, options)`);
    const mongoose = createRequire(path.join(repoRoot, 'services', service, 'package.json'))(
      'mongoose',
    ) as Mongoose;
    const connection = await mongoose
      .createConnection(options.mongoUri, { dbName: databaseOf(service), serverSelectionTimeoutMS: 10_000 })
      .asPromise();
    try {
      const result = await module.seedDemo(connection, shared);
      report.services.push({ service, inserted: result.inserted ?? {} });
      if (result.users) {
        report.users = result.users;
        shared.users = Object.fromEntries(result.users.map((user) => [user.key, user]));
      }
    } catch (error) {
      throw new Error(
        `demo seed of ${service} (${where}) failed: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    } finally {
      await connection.close();
    }
  }
  return report;
}
