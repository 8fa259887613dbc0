/**
 * The gateway in front of the real auth service (its own embedded Mongo and Redis), and a
 * small "browser" that keeps cookies between requests and fetches CSRF tokens the way the
 * web app's client does. The other subgraphs are unreachable: the auth calls need none of them.
 */
import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp as buildAuth, loadServiceConfig as loadAuthConfig } from '@smarthome/auth';
import { connectMongo, type Connection, type Env } from '@smarthome/service-kit';
import { getFreePort, startTestInfra, type TestInfra } from '@smarthome/service-kit/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildGateway } from '../src/app.js';
import { testConfig } from './helpers.js';

export const PASSWORD = 'parola-buna-7';

export interface Clock {
  (): number;
  set(ms: number): void;
}

export interface StackOptions {
  /** Variables of the auth service. */
  authEnv?: Env;
  /** Variables of the gateway. */
  gatewayEnv?: Record<string, string>;
  /** The auth service's clock (the gateway and its verifiers keep real time). */
  clock?: Clock;
}

export interface AuthStack {
  infra: TestInfra;
  auth: FastifyInstance;
  gateway: FastifyInstance;
  /** The auth service's database. */
  db: Connection;
  browser(options?: { ip?: string }): Browser;
  /** An account with PASSWORD, signed up and activated the way a customer does it; returns its id. */
  createUser(email: string, role?: 'user' | 'installer' | 'admin'): Promise<string>;
  /** The newest link token of a kind mailed to an address (from the auth service's outbox). */
  linkToken(type: 'user.registered' | 'user.password_reset_requested', email: string): Promise<string>;
  /** Another gateway on the same auth service (other settings). */
  extraGateway(env: Record<string, string>): Promise<FastifyInstance>;
  stop(): Promise<void>;
}

export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Fetch a CSRF token first and send it as the x-csrf-token header. */
  csrf?: boolean;
}

/** Keeps the cookies a real browser would (by name; `Max-Age=0` removes one). */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly gateway: FastifyInstance,
    readonly ip: string,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call(method: string, url: string, options: CallOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.csrf) headers['x-csrf-token'] = await this.csrfToken();
    if (this.cookies.size > 0 && headers.cookie === undefined) headers.cookie = this.cookieHeader();
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.gateway.inject({
      method: method as 'GET',
      url,
      headers,
      remoteAddress: this.ip,
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
    this.absorb(response);
    return response;
  }

  async csrfToken(): Promise<string> {
    const response = await this.call('GET', '/api/v0/auth/csrf-token');
    return response.json<{ csrfToken: string }>().csrfToken;
  }

  /**
   * What the web app's client does: a CSRF token, then POST /auth/login with it in the body.
   * `bearer` asks for the access token in the answer instead of the cookie, as API clients do.
   */
  async login(email: string, password = PASSWORD, { bearer = false } = {}): Promise<LightMyRequestResponse> {
    const csrfToken = await this.csrfToken();
    return this.call('POST', '/api/v0/auth/login', {
      body: { email, password, csrfToken, ...(bearer ? { bearer } : {}) },
    });
  }

  absorb(response: LightMyRequestResponse): void {
    for (const cookie of setCookies(response)) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (/Max-Age=0/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export function setCookies(response: LightMyRequestResponse): string[] {
  const value = response.headers['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [String(value)];
}

export async function startAuthStack(options: StackOptions = {}): Promise<AuthStack> {
  const infra = await startTestInfra({ prefix: 'gateway_auth' });
  const auth = await buildAuth(loadAuthConfig({ ...infra.env, ...options.authEnv }), {
    relay: false,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await auth.listen({ port: 0, host: '127.0.0.1' });
  const authUrl = `http://127.0.0.1:${(auth.server.address() as AddressInfo).port}/graphql`;
  const closed = `http://127.0.0.1:${await getFreePort()}/graphql`;
  const gateways: FastifyInstance[] = [];
  const makeGateway = async (env: Record<string, string>) => {
    const app = await buildGateway(
      testConfig({
        AUTH_URL: authUrl,
        CONTENT_URL: closed,
        OPERATIONS_URL: closed,
        ASSISTANT_URL: closed,
        ...env,
      }),
    );
    gateways.push(app);
    return app;
  };
  const gateway = await makeGateway(options.gatewayEnv ?? {});
  const db = await connectMongo({ uri: infra.mongo.uri, dbName: infra.mongo.dbName });

  const stack: AuthStack = {
    infra,
    auth,
    gateway,
    db,
    browser: ({ ip } = {}) => new Browser(gateway, ip ?? randomIp()),
    async createUser(email, role = 'user') {
      const visitor = stack.browser();
      const csrfToken = await visitor.csrfToken();
      const response = await visitor.call('POST', '/api/v0/auth/register', {
        body: { email, password: PASSWORD, firstName: 'Test', lastName: role, csrfToken },
      });
      if (response.statusCode !== 201)
        throw new Error(`register ${email}: ${response.statusCode} ${response.body}`);
      const token = await stack.linkToken('user.registered', email);
      await visitor.call('GET', `/api/v0/auth/activate?token=${token}`);
      // Roles other than user are an admin's doing; here straight in the database.
      if (role !== 'user') await db.collection('users').updateOne({ email }, { $set: { role } });
      return response.json<{ user: { id: string } }>().user.id;
    },
    async linkToken(type, email) {
      const doc = await db.collection('users').findOne({ email }, { projection: { _outbox: 1 } });
      const outbox = await db.collection('outbox').find({ type }).toArray();
      const events = [
        ...((doc?._outbox as Array<{ type: string; payload: Record<string, string> }> | undefined) ?? []),
        ...outbox.map((entry) => ({
          type: entry.type as string,
          payload: entry.payload as Record<string, string>,
        })),
      ].filter((event) => event.type === type && event.payload.email === email);
      const url = events.at(-1)?.payload[type === 'user.registered' ? 'activationUrl' : 'resetUrl'];
      if (!url) throw new Error(`no ${type} link for ${email}`);
      return new URL(url).searchParams.get('token')!;
    },
    extraGateway: makeGateway,
    async stop() {
      for (const app of gateways) await app.close();
      await auth.close();
      await db.close();
      await infra.stop();
    },
  };
  return stack;
}
