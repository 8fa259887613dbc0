/**
 * One started content service per test file, with its test infrastructure, a direct database
 * connection (to seed and to look at what was stored) and a bearer header per role.
 */
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connectMongo, type Connection, type Env, type Role } from '@smarthome/service-kit';
import { postGraphQL, startTestInfra, type TestInfra } from '@smarthome/service-kit/testing';
import { buildApp, type BuildOptions } from '../src/app.js';
import { loadServiceConfig } from '../src/config.js';

export interface ContentSuite {
  readonly app: FastifyInstance;
  readonly db: Connection;
  readonly infra: TestInfra;
  /** `Authorization: Bearer …` of a signed-in user with that role. */
  headersOf(role: Role): { authorization: string };
  /** A GraphQL call as an admin. */
  asAdmin<T>(query: string, variables?: Record<string, unknown>): ReturnType<typeof postGraphQL<T>>;
}

export function useContentSuite(prefix: string, env: Env = {}, options: BuildOptions = {}): ContentSuite {
  let started: { app: FastifyInstance; db: Connection; infra: TestInfra } | undefined;
  const headers = new Map<Role, { authorization: string }>();

  beforeAll(async () => {
    const infra = await startTestInfra({ prefix });
    const app = await buildApp(loadServiceConfig({ ...infra.env, ...env }), options);
    const db = await connectMongo({ uri: infra.mongo.uri, dbName: infra.mongo.dbName });
    for (const role of ['admin', 'installer', 'user'] as const) {
      const token = await infra.jwks.sign({ sub: `${role}-1`, email: `${role}@example.ro`, role });
      headers.set(role, { authorization: `Bearer ${token}` });
    }
    started = { app, db, infra };
  });

  afterAll(async () => {
    await started?.app.close();
    await started?.db.close();
    await started?.infra.stop();
  });

  const get = () => {
    if (!started) throw new Error('the content suite is not started yet: use it inside a test or hook');
    return started;
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
    headersOf: (role) => {
      get();
      return headers.get(role)!;
    },
    asAdmin: (query, variables = {}) =>
      postGraphQL(get().app, { query, variables, headers: headers.get('admin')! }),
  };
}
