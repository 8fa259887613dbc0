/**
 * The real operations service behind an auth stack (auth-stack.ts), verifying the auth service's
 * own tokens (its JWKS) as in production: sessions and personal API tokens reach it as the gateway
 * forwards them. It shares the stack's Mongo (a database of its own) and Redis, and does not relay
 * its outbox.
 */
import type { AddressInfo } from 'node:net';
import { buildApp as buildOperations, loadServiceConfig } from '@smarthome/operations';
import { testServiceEnv } from '@smarthome/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import type { AuthStack } from './auth-stack.js';

export interface OperationsOnAuth {
  operations: FastifyInstance;
  /** Its GraphQL endpoint, for the gateway's OPERATIONS_URL. */
  url: string;
}

export async function startOperationsOnAuth(stack: AuthStack): Promise<OperationsOnAuth> {
  const authOrigin = `http://127.0.0.1:${(stack.auth.server.address() as AddressInfo).port}`;
  const { mongo, redis } = stack.infra;
  const operations = await buildOperations(
    loadServiceConfig(
      testServiceEnv(
        { mongo, redis },
        {
          MONGODB_DB: `${mongo.dbName}_operations`,
          AUTH_JWKS_URL: `${authOrigin}/.well-known/jwks.json`,
        },
      ),
    ),
    { relay: false },
  );
  await operations.listen({ port: 0, host: '127.0.0.1' });
  return { operations, url: `http://127.0.0.1:${(operations.server.address() as AddressInfo).port}/graphql` };
}
