/**
 * One started operations service per test file, with its test infrastructure, a direct database
 * connection (to look at what was stored) and the people of the role tests: the owning customer,
 * another customer, an installer, an admin, and that admin acting through a personal API token
 * with the write scope, each with a real token from the test JWKS.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connectMongo, type Connection, type Env, type Role } from '@smarthome/service-kit';
import {
  postGraphQL,
  startTestInfra,
  type GraphQLResponse,
  type TestInfra,
} from '@smarthome/service-kit/testing';
import { buildApp, type BuildOptions } from '../src/app.js';
import { loadServiceConfig } from '../src/config.js';

export interface Person {
  id: string;
  email: string;
  role: Role;
  /** Set for a caller acting through a personal API token: the scope its access token carries. */
  scope?: 'read' | 'write';
}

/** The people of the tests; `anonymous` sends no token. */
export const PEOPLE = {
  owner: { id: '65f1c0ffee0000000000a001', email: 'ana@example.ro', role: 'user' },
  other: { id: '65f1c0ffee0000000000a002', email: 'ion@example.ro', role: 'user' },
  installer: { id: '65f1c0ffee0000000000b001', email: 'installer@example.ro', role: 'installer' },
  admin: { id: '65f1c0ffee0000000000c001', email: 'admin@example.ro', role: 'admin' },
  adminToken: { id: '65f1c0ffee0000000000c001', email: 'admin@example.ro', role: 'admin', scope: 'write' },
} as const satisfies Record<string, Person>;

export type PersonName = keyof typeof PEOPLE | 'anonymous';
export const EVERYONE: readonly PersonName[] = [
  'anonymous',
  'owner',
  'other',
  'installer',
  'admin',
  'adminToken',
];

export interface OperationsSuite {
  readonly app: FastifyInstance;
  readonly db: Connection;
  readonly infra: TestInfra;
  /** A GraphQL call as one of the people. */
  gql<T = Record<string, unknown>>(
    who: PersonName,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResponse<T>>;
  /** Like gql, failing the test on any error; the data. */
  ok<T = Record<string, unknown>>(
    who: PersonName,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<T>;
  /** A token for someone else (another e-mail or role). */
  tokenFor(person: Person): Promise<string>;
}

export function useOperationsSuite(
  prefix: string,
  env: Env = {},
  options: BuildOptions = {},
): OperationsSuite {
  let started: { app: FastifyInstance; db: Connection; infra: TestInfra } | undefined;
  const tokens = new Map<PersonName, string>();

  const get = () => {
    if (!started) throw new Error('the operations suite is not started yet: use it inside a test or hook');
    return started;
  };
  const tokenFor = (person: Person) =>
    get().infra.jwks.sign({
      sub: person.id,
      email: person.email,
      role: person.role,
      ...(person.scope ? { scope: person.scope } : {}),
    });

  beforeAll(async () => {
    const infra = await startTestInfra({ prefix });
    const app = await buildApp(loadServiceConfig({ ...infra.env, ...env }), { relay: false, ...options });
    const db = await connectMongo({ uri: infra.mongo.uri, dbName: infra.mongo.dbName });
    started = { app, db, infra };
    for (const [name, person] of Object.entries(PEOPLE))
      tokens.set(name as PersonName, await tokenFor(person));
  });

  afterAll(async () => {
    await started?.app.close();
    await started?.db.close();
    await started?.infra.stop();
  });

  const gql: OperationsSuite['gql'] = (who, query, variables = {}) => {
    const token = tokens.get(who);
    return postGraphQL(get().app, { query, variables, ...(token ? { token } : {}) });
  };

  return {
    get app() {
      return get().app;
    },
    get db() {
      return get().db;
    },
    get infra() {
      return get().infra;
    },
    gql,
    async ok(who, query, variables) {
      const response = await gql<never>(who, query, variables);
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      return response.data as never;
    },
    tokenFor,
  };
}

/** Removes every document the tests wrote (between tests of one file). */
export async function clearCollections(db: Connection): Promise<void> {
  for (const name of ['installations', 'issues', 'comments', 'blueprints', 'counters', 'outbox']) {
    await db.collection(name).deleteMany({});
  }
}
