/**
 * The auth service under test: its own Mongo database and Redis (startTestInfra), a clock
 * the test moves, no outbox relay (the events are read where they were written), and
 * helpers for GraphQL calls, accounts and sign-ins.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Types } from 'mongoose';
import { connectMongo, type Connection, type Env } from '@smarthome/service-kit';
import { OUTBOX_COLLECTION } from '@smarthome/service-kit/events';
import {
  postGraphQL,
  startTestInfra,
  type GraphQLResponse,
  type TestInfra,
} from '@smarthome/service-kit/testing';
import { buildApp } from '../src/app.js';
import { loadServiceConfig, type AuthConfig } from '../src/config.js';
import { SECOND_FACTOR_OUTBOX_COLLECTIONS } from '../src/second-factor/second-factor.model.js';
import { hashPassword } from '../src/security/passwords.js';
import { USERS_OUTBOX_COLLECTIONS } from '../src/users/users.setup.js';

export interface FakeClock {
  (): number;
  set(ms: number): void;
  advance(ms: number): void;
}

export function fakeClock(start = Date.now()): FakeClock {
  let now = start;
  const clock = (() => now) as FakeClock;
  clock.set = (ms) => void (now = ms);
  clock.advance = (ms) => void (now += ms);
  return clock;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export interface CallOptions {
  token?: string;
  cookie?: string;
  /** The client address the gateway would forward; a fresh random one by default (rate limits). */
  ip?: string;
  headers?: Record<string, string>;
}

export interface AccountSpec {
  email: string;
  password?: string;
  role?: 'user' | 'installer' | 'admin';
  active?: boolean;
  firstName?: string;
  lastName?: string;
  authProvider?: string | null;
}

export interface StoredEvent {
  id: string;
  type: string;
  payload: Record<string, unknown>;
}

export interface AuthHarness {
  infra: TestInfra;
  app: FastifyInstance;
  db: Connection;
  clock: FakeClock;
  config: AuthConfig;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<GraphQLResponse<T>>;
  /** Inserts an account (hash computed once per password) and returns its id. */
  createUser(spec: AccountSpec): Promise<string>;
  /** Signs in with a bearer token in the answer. */
  bearer(email: string, password?: string): Promise<string>;
  /** Every event written for the auth service so far (in the documents that carry them and in the outbox). */
  events(type?: string): Promise<StoredEvent[]>;
  stop(): Promise<void>;
}

export const PASSWORD = 'corect-horse-9';
const hashes = new Map<string, Promise<string>>();

export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!, $bearer: Boolean) {
    login(email: $email, password: $password, bearer: $bearer) {
      user {
        id
        email
        role
        active
      }
      expiresAt
      token
    }
  }
`;

export async function startAuth(env: Env = {}, options: { clock?: FakeClock } = {}): Promise<AuthHarness> {
  const infra = await startTestInfra({ prefix: 'auth' });
  const clock = options.clock ?? fakeClock();
  const config = loadServiceConfig({ ...infra.env, ...env });
  const app = await buildApp(config, { clock, relay: false });
  const db = await connectMongo({ uri: infra.mongo.uri, dbName: infra.mongo.dbName });

  const harness: AuthHarness = {
    infra,
    app,
    db,
    clock,
    config,
    gql(query, variables, callOptions = {}) {
      return postGraphQL(app, {
        query,
        ...(variables ? { variables } : {}),
        ...(callOptions.token ? { token: callOptions.token } : {}),
        headers: {
          'x-forwarded-for': callOptions.ip ?? randomIp(),
          ...(callOptions.cookie ? { cookie: callOptions.cookie } : {}),
          ...callOptions.headers,
        },
      });
    },
    async createUser(spec) {
      const password = spec.password ?? PASSWORD;
      let hash = hashes.get(password);
      if (!hash) {
        hash = hashPassword(password);
        hashes.set(password, hash);
      }
      const _id = new Types.ObjectId();
      const now = new Date(clock());
      await db.collection('users').insertOne({
        _id,
        email: spec.email,
        firstName: spec.firstName ?? 'Ana',
        lastName: spec.lastName ?? 'Pop',
        role: spec.role ?? 'user',
        active: spec.active ?? true,
        authProvider: spec.authProvider ?? null,
        passwordHash: await hash,
        createdAt: now,
        updatedAt: now,
      });
      return _id.toHexString();
    },
    async bearer(email, password = PASSWORD) {
      const response = await harness.gql<{ login: { token: string } }>(LOGIN, {
        email,
        password,
        bearer: true,
      });
      if (!response.data?.login.token)
        throw new Error(`sign-in of ${email} failed: ${JSON.stringify(response.errors)}`);
      return response.data.login.token;
    },
    async events(type) {
      const inUsers = (
        await Promise.all(
          [...USERS_OUTBOX_COLLECTIONS, ...SECOND_FACTOR_OUTBOX_COLLECTIONS].map((name) =>
            db
              .collection(name)
              .find({ _outbox: { $exists: true } }, { projection: { _outbox: 1 } })
              .toArray(),
          ),
        )
      ).flat();
      const inOutbox = await db.collection(OUTBOX_COLLECTION).find({}).toArray();
      const all: StoredEvent[] = [
        ...inUsers.flatMap(
          (doc) =>
            (doc._outbox as Array<{ id: string; type: string; payload: Record<string, unknown> }>) ?? [],
        ),
        ...inOutbox.map((doc) => ({
          id: String(doc._id),
          type: doc.type as string,
          payload: doc.payload as Record<string, unknown>,
        })),
      ].map(({ id, type: eventType, payload }) => ({ id, type: eventType, payload }));
      return type ? all.filter((event) => event.type === type) : all;
    },
    async stop() {
      await app.close();
      await db.close();
      await infra.stop();
    },
  };
  return harness;
}

/** The Set-Cookie values of an answer, as a list. */
export function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const value = response.headers['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? (value as string[]) : [String(value)];
}

/** `name=value` of the session cookie set by an answer (for the next request's Cookie header). */
export function sessionCookieOf(response: { headers: Record<string, unknown> }, name = 'session'): string {
  const cookie = setCookies(response).find((value) => value.startsWith(`${name}=`));
  if (!cookie) throw new Error('no session cookie set');
  return cookie.split(';')[0]!;
}
