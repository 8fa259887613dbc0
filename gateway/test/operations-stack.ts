/**
 * The gateway in front of the real operations service and the real auth service, for the
 * installations, issues and blueprints calls. Both services share the auth stack's Mongo (each
 * in its own database) and Redis. The people are real accounts of the auth service (so that a
 * comment's author is named through the auth subgraph's User), and they call with the bearer
 * tokens the auth service gives them at sign-in, which the operations service verifies against
 * the auth service's JWKS as in production: the owning customer, another customer, an installer
 * and an admin.
 */
import type { AddressInfo } from 'node:net';
import { buildApp as buildOperations, loadServiceConfig } from '@smarthome/operations';
import { connectMongo, type Connection, type Env } from '@smarthome/service-kit';
import { testServiceEnv } from '@smarthome/service-kit/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { PASSWORD, startAuthStack, type AuthStack } from './auth-stack.js';

export const PEOPLE = {
  owner: { email: 'ana@example.ro', role: 'user' },
  other: { email: 'ion@example.ro', role: 'user' },
  installer: { email: 'installer@example.ro', role: 'installer' },
  admin: { email: 'admin@example.ro', role: 'admin' },
} as const;

export type Person = keyof typeof PEOPLE;
export type Caller = Person | 'anonymous';
export const CALLERS: readonly Caller[] = ['anonymous', 'owner', 'other', 'installer', 'admin'];

/** The installation form as the dashboard sends it, for the owning customer. */
export const INSTALLATION_BODY = {
  name: 'Casa Popescu',
  address: 'Str. Lungă 1, Iași',
  userEmail: PEOPLE.owner.email,
  package: 'premium',
  status: 'pending',
  description: 'Zigbee, irigații',
  plannedInstallationDate: '2026-02-01',
  estimatedTotalCost: 1234.5,
} as const;

export const BLUEPRINT_BODY = {
  title: 'Motion-activated light',
  tag: 'lighting',
  content: 'blueprint:\n  name: Motion light\n  domain: automation\n',
} as const;

export interface CallOptions {
  as?: Caller;
  /** An Authorization header of its own, instead of a person's (see `bearerFor`). */
  authorization?: string;
  body?: unknown;
}

export interface OperationsStack {
  auth: AuthStack;
  operations: FastifyInstance;
  /** The operations service's database. */
  db: Connection;
  /** The auth service's JWKS, which the services behind the gateway verify tokens against. */
  authJwksUrl: string;
  gateway: FastifyInstance;
  /** The account id of each person (the `created_by` of what they report). */
  ids: Record<Person, string>;
  /** A REST call under /api/v0 as one of the people (bearer token), or anonymous. */
  call(method: InjectOptions['method'], url: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** Like call, failing unless the status is the expected one; the JSON answer. */
  ok<T = Record<string, unknown>>(
    method: InjectOptions['method'],
    url: string,
    options: CallOptions & { status?: number },
  ): Promise<T>;
  /** A GraphQL call to the gateway as one of the people (bearer token); the JSON answer. */
  graphql<T = Record<string, unknown>>(
    as: Person,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data?: T; errors?: Array<{ message: string }> }>;
  /** The Authorization header of another account of the auth service: its sign-in's token. */
  bearerFor(email: string): Promise<string>;
  /** An installation of the owner (or of `userEmail`) made by the admin; its id. */
  createInstallation(form?: Record<string, unknown>): Promise<number>;
  /** An issue reported by `as` on an installation; its id. */
  createIssue(as: Person, installationId: number, form?: Record<string, unknown>): Promise<number>;
  /** Removes every record of the operations service (between tests). */
  clear(): Promise<void>;
  stop(): Promise<void>;
}

export interface OperationsStackOptions {
  /** Variables of the operations service (EVENTS_PREFIX, …). */
  operationsEnv?: Env;
  /** Run the operations service's outbox relay (the issues' mails); off by default. */
  relay?: boolean;
}

export async function startOperationsStack(options: OperationsStackOptions = {}): Promise<OperationsStack> {
  const auth = await startAuthStack();
  let operations: FastifyInstance | undefined;
  let db: Connection | undefined;
  try {
    const { mongo, redis } = auth.infra;
    const dbName = `${mongo.dbName}_operations`;
    const authJwksUrl = `http://127.0.0.1:${(auth.auth.server.address() as AddressInfo).port}/.well-known/jwks.json`;
    operations = await buildOperations(
      loadServiceConfig(
        testServiceEnv(
          { mongo, redis },
          { MONGODB_DB: dbName, AUTH_JWKS_URL: authJwksUrl, ...options.operationsEnv },
        ),
      ),
      options.relay ? { relay: true, events: { pollIntervalMs: 50 } } : { relay: false },
    );
    await operations.listen({ port: 0, host: '127.0.0.1' });
    const { port } = operations.server.address() as AddressInfo;
    db = await connectMongo({ uri: mongo.uri, dbName });
    const gateway = await auth.extraGateway({ OPERATIONS_URL: `http://127.0.0.1:${port}/graphql` });

    const bearerFor = async (email: string) => {
      const response = await auth.browser().login(email, PASSWORD, { bearer: true });
      if (response.statusCode !== 200)
        throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
      return `Bearer ${response.json<{ token: string }>().token}`;
    };
    const ids = {} as Record<Person, string>;
    const tokens = {} as Record<Person, string>;
    for (const [person, { email, role }] of Object.entries(PEOPLE) as Array<
      [Person, (typeof PEOPLE)[Person]]
    >) {
      ids[person] = await auth.createUser(email, role);
      tokens[person] = await bearerFor(email);
    }

    const started = { operations, db };
    const stack: OperationsStack = {
      auth,
      operations,
      db,
      authJwksUrl,
      gateway,
      ids,
      bearerFor,
      call(method, url, { as = 'anonymous', authorization, body } = {}) {
        const bearer = authorization ?? (as === 'anonymous' ? undefined : tokens[as]);
        return gateway.inject({
          method,
          url: `/api/v0${url}`,
          headers: {
            ...(bearer ? { authorization: bearer } : {}),
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
        });
      },
      async graphql(as, query, variables) {
        const response = await gateway.inject({
          method: 'POST',
          url: '/graphql',
          headers: { authorization: tokens[as], 'content-type': 'application/json' },
          payload: JSON.stringify({ query, ...(variables ? { variables } : {}) }),
        });
        return response.json();
      },
      async ok(method, url, { status = method === 'POST' ? 201 : 200, ...call }) {
        const response = await stack.call(method, url, call);
        if (response.statusCode !== status) {
          throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
        }
        return response.json();
      },
      async createInstallation(form = {}) {
        const body = { ...INSTALLATION_BODY, ...form };
        return (await stack.ok<{ id: number }>('POST', '/installations', { as: 'admin', body })).id;
      },
      async createIssue(as, installationId, form = {}) {
        const body = {
          installationId,
          title: 'Senzorul nu răspunde',
          description: 'Din hol, de ieri.',
          ...form,
        };
        return (await stack.ok<{ id: number }>('POST', '/issues', { as, body })).id;
      },
      async clear() {
        for (const name of ['installations', 'issues', 'comments', 'blueprints', 'outbox']) {
          await started.db.collection(name).deleteMany({});
        }
      },
      async stop() {
        await started.operations.close();
        await started.db.dropDatabase().catch(() => undefined);
        await started.db.close();
        await auth.stop();
      },
    };
    return stack;
  } catch (error) {
    await operations?.close();
    await db?.close();
    await auth.stop();
    throw error;
  }
}
