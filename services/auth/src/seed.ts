/**
 * Demo accounts for development (`make dev`, infra/dev). Not part of the running service:
 * the orchestrator imports this file and calls `seedDemo` on the auth database before the
 * service starts, and only for the embedded database unless SEED_DEMO=1.
 *
 * The password hash comes from the caller (argon2id, hashed once in infra/dev) so that
 * this file needs nothing the service does not already depend on.
 */
import type { Connection } from 'mongoose';
import { createUserModel } from './users/users.model.js';

export const DEMO_ACCOUNTS = [
  { key: 'admin', email: 'admin@smarthome.local', role: 'admin', firstName: 'Mihai', lastName: 'Ionescu' },
  {
    key: 'installer',
    email: 'installer@smarthome.local',
    role: 'installer',
    firstName: 'Andrei',
    lastName: 'Rusu',
  },
  { key: 'client', email: 'client@smarthome.local', role: 'user', firstName: 'Ioana', lastName: 'Popa' },
] as const;

export type DemoAccountKey = (typeof DEMO_ACCOUNTS)[number]['key'];

export interface AuthSeedOptions {
  /** An argon2id PHC string (`$argon2id$v=19$m=…`) of the demo password, shared by the three accounts. */
  passwordHash: string;
}

export interface DemoUser {
  key: DemoAccountKey;
  id: string;
  email: string;
  role: string;
}

export interface AuthSeedResult {
  /** Documents inserted, by collection (0 when the collection already had data). */
  inserted: Record<string, number>;
  /** The demo accounts as they are in the database now (inserted now or earlier), for other seeds. */
  users: DemoUser[];
}

/**
 * Inserts the three demo accounts, active, when `users` is empty; leaves a database that
 * already has accounts alone. Safe to call on every start.
 */
export async function seedDemo(connection: Connection, options: AuthSeedOptions): Promise<AuthSeedResult> {
  if (!options.passwordHash.startsWith('$argon2id$'))
    throw new Error('seedDemo: passwordHash must be an argon2id hash');
  const users = createUserModel(connection);
  await users.init();
  let inserted = 0;
  if ((await users.exists({})) === null) {
    const created = await users.insertMany(
      DEMO_ACCOUNTS.map(({ email, role, firstName, lastName }) => ({
        email,
        role,
        firstName,
        lastName,
        passwordHash: options.passwordHash,
        active: true,
        authProvider: null,
      })),
    );
    inserted = created.length;
  }
  const found = await users
    .find({ email: { $in: DEMO_ACCOUNTS.map((account) => account.email) } }, { email: 1, role: 1 })
    .lean()
    .exec();
  const demoUsers: DemoUser[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const record = found.find((user) => user.email === account.email);
    if (record)
      demoUsers.push({
        key: account.key,
        id: record._id.toHexString(),
        email: record.email,
        role: record.role,
      });
  }
  return { inserted: { users: inserted }, users: demoUsers };
}
