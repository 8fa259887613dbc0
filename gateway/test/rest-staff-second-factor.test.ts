/**
 * The staff second factor through the REST facade, with the real auth and operations services
 * (operations trusting the auth service's own keys, as in production). Under
 * STAFF_SECOND_FACTOR=required an installer without the authenticator app signs in, reads the
 * profile, and gets 403 SECOND_FACTOR_ENROLMENT_REQUIRED from the installations until it turns the
 * app on; then the same browser session reads them without signing in again. Under `optional`
 * the same installer is let through at once.
 */
import type { AddressInfo } from 'node:net';
import { generate } from 'otplib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp as buildOperations, loadServiceConfig } from '@smarthome/operations';
import { testServiceEnv } from '@smarthome/service-kit/testing';
import { Browser, randomIp, startAuthStack, type AuthStack, type Clock } from './auth-stack.js';

let now = Math.floor(Date.now() / 30_000) * 30_000 + 1000;
const clock = (() => now) as Clock;
clock.set = (ms) => void (now = ms);

interface Stack {
  auth: AuthStack;
  operations: FastifyInstance;
  gateway: FastifyInstance;
  stop(): Promise<void>;
}

/** The auth stack with STAFF_SECOND_FACTOR set, and the operations service behind the same gateway. */
async function startStack(policy: 'required' | 'optional'): Promise<Stack> {
  const auth = await startAuthStack({ clock, authEnv: { STAFF_SECOND_FACTOR: policy } });
  const { mongo, redis, jwks } = auth.infra;
  const authPort = (auth.auth.server.address() as AddressInfo).port;
  const operations = await buildOperations(
    loadServiceConfig(
      testServiceEnv(
        { mongo, redis },
        {
          MONGODB_DB: `${mongo.dbName}_operations`,
          AUTH_JWKS_URL: `http://127.0.0.1:${authPort}/.well-known/jwks.json`,
          AUTH_ISSUER: jwks.issuer,
          AUTH_AUDIENCE: jwks.audience,
        },
      ),
    ),
    { relay: false },
  );
  await operations.listen({ port: 0, host: '127.0.0.1' });
  const { port } = operations.server.address() as AddressInfo;
  const gateway = await auth.extraGateway({ OPERATIONS_URL: `http://127.0.0.1:${port}/graphql` });
  return {
    auth,
    operations,
    gateway,
    async stop() {
      await operations.close();
      await auth.stop();
    },
  };
}

async function signedInInstaller(stack: Stack, email: string): Promise<Browser> {
  await stack.auth.createUser(email, 'installer');
  // A browser of the gateway that reaches the operations service.
  const browser = new Browser(stack.gateway, randomIp());
  expect((await browser.login(email)).statusCode).toBe(200);
  return browser;
}

describe('STAFF_SECOND_FACTOR=required', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack('required');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('holds an installer without the app to its profile and enrolment, then lets the same session through', async () => {
    const browser = await signedInInstaller(stack, 'installer-held@example.ro');
    const profile = await browser.call('GET', '/api/v0/auth/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.secondFactor).toEqual({ totp: false, recoveryCodesLeft: 0, required: true });

    const held = await browser.call('GET', '/api/v0/installations');
    expect(held.statusCode).toBe(403);
    expect(held.json()).toEqual({ message: expect.any(String), code: 'SECOND_FACTOR_ENROLMENT_REQUIRED' });

    const setup = await browser.call('POST', '/api/v0/auth/second-factor/totp/setup', {
      csrf: true,
      body: {},
    });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    const code = await generate({ secret, epoch: Math.floor(clock() / 1000) });
    const confirm = await browser.call('POST', '/api/v0/auth/second-factor/totp/confirm', {
      csrf: true,
      body: { code },
    });
    expect(confirm.statusCode).toBe(200);

    const through = await browser.call('GET', '/api/v0/installations');
    expect(through.statusCode).toBe(200);
    expect((await browser.call('GET', '/api/v0/auth/profile')).json().user.secondFactor).toMatchObject({
      totp: true,
      required: true,
    });
  });
});

describe('STAFF_SECOND_FACTOR=optional', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack('optional');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('lets an installer without the app through', async () => {
    const browser = await signedInInstaller(stack, 'installer-free@example.ro');
    expect((await browser.call('GET', '/api/v0/auth/profile')).json().user.secondFactor.required).toBe(false);
    expect((await browser.call('GET', '/api/v0/installations')).statusCode).toBe(200);
  });
});
