/**
 * A value a subgraph's custom scalar refuses (a DateTime of "" or "not a date"), sent in a
 * variable or written in the query, through the gateway: the caller's BAD_USER_INPUT, with a
 * message naming the variable or the argument and the field, for every caller, anonymous
 * included. Never an internal error. The real content and operations services answer.
 */
import type { AddressInfo } from 'node:net';
import { buildApp as buildContent, loadServiceConfig as loadContentConfig } from '@smarthome/content';
import {
  buildApp as buildOperations,
  loadServiceConfig as loadOperationsConfig,
} from '@smarthome/operations';
import { getFreePort, startTestInfra, testServiceEnv, type TestInfra } from '@smarthome/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.js';
import { testConfig } from './helpers.js';

let infra: TestInfra;
let content: FastifyInstance;
let operations: FastifyInstance;
let gateway: FastifyInstance;
const callers: Record<'anonymous' | 'admin', Record<string, string>> = { anonymous: {}, admin: {} };

const urlOf = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'gateway_scalars' });
  content = await buildContent(loadContentConfig(infra.env), { relay: false });
  operations = await buildOperations(
    loadOperationsConfig(testServiceEnv(infra, { MONGODB_DB: `${infra.mongo.dbName}_operations` })),
    { relay: false },
  );
  await content.listen({ port: 0, host: '127.0.0.1' });
  await operations.listen({ port: 0, host: '127.0.0.1' });
  const closed = `http://127.0.0.1:${await getFreePort()}/graphql`;
  gateway = await buildGateway(
    testConfig({
      CONTENT_URL: urlOf(content),
      OPERATIONS_URL: urlOf(operations),
      AUTH_URL: closed,
      ASSISTANT_URL: closed,
    }),
  );
  const token = await infra.jwks.sign({ sub: 'admin-1', email: 'admin@example.ro', role: 'admin' });
  callers.admin = { authorization: `Bearer ${token}` };
});

afterAll(async () => {
  await gateway?.close();
  await operations?.close();
  await content?.close();
  await infra?.stop();
});

type GraphQLAnswer = { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };

async function graphql(caller: keyof typeof callers, query: string, variables?: Record<string, unknown>) {
  const response = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...callers[caller] },
    payload: { query, ...(variables ? { variables } : {}) },
  });
  return response.json<GraphQLAnswer>();
}

const POST = 'title: "Titlu", description: "<p>Text.</p>"';
const ID = '"0123456789abcdef01234567"';

/** Each mutation with a bad DateTime, in a variable and as a literal, and where its message points. */
const CASES: Array<{ name: string; query: string; variables?: Record<string, unknown>; names: string }> = [];
for (const bad of ['', 'not a date']) {
  const literal = JSON.stringify(bad);
  CASES.push(
    {
      name: `createBlogPost, input variable publishedDate ${literal}`,
      query: 'mutation ($input: BlogPostInput!) { createBlogPost(input: $input) { id } }',
      variables: { input: { title: 'Titlu', description: '<p>Text.</p>', publishedDate: bad } },
      names: `Variable "$input" got invalid value ${literal} at "input.publishedDate"`,
    },
    {
      name: `updateBlogPost, DateTime variable ${literal}`,
      query: `mutation ($at: DateTime) { updateBlogPost(id: ${ID}, input: { ${POST}, publishedDate: $at }) { id } }`,
      variables: { at: bad },
      names: `Variable "$at" got invalid value ${literal}`,
    },
    {
      name: `createBlogPost, literal publishedDate ${literal}`,
      query: `mutation { createBlogPost(input: { ${POST}, publishedDate: ${literal} }) { id } }`,
      names: `Argument "input" of "createBlogPost" got invalid value ${literal} at "input.publishedDate"`,
    },
    {
      name: `updateBlogPost, literal publishedDate ${literal}`,
      query: `mutation { updateBlogPost(id: ${ID}, input: { ${POST}, publishedDate: ${literal} }) { id } }`,
      names: `Argument "input" of "updateBlogPost" got invalid value ${literal} at "input.publishedDate"`,
    },
    {
      name: `createInstallation, input variable installationDate ${literal}`,
      query: 'mutation ($input: InstallationInput!) { createInstallation(input: $input) { id } }',
      variables: { input: { name: 'Casa', installationDate: bad } },
      names: `Variable "$input" got invalid value ${literal} at "input.installationDate"`,
    },
    {
      name: `createInstallation, literal finishConfigurationDate ${literal}`,
      query: `mutation { createInstallation(input: { name: "Casa", finishConfigurationDate: ${literal} }) { id } }`,
      names: `Argument "input" of "createInstallation" got invalid value ${literal} at "input.finishConfigurationDate"`,
    },
    {
      name: `updateInstallation, DateTime variable ${literal}`,
      query:
        'mutation ($at: DateTime) { updateInstallation(id: "1", input: { name: "Casa", installationDate: $at }) { id } }',
      variables: { at: bad },
      names: `Variable "$at" got invalid value ${literal}`,
    },
    {
      name: `updateInstallation, literal installationDate ${literal}`,
      query: `mutation { updateInstallation(id: "1", input: { name: "Casa", installationDate: ${literal} }) { id } }`,
      names: `Argument "input" of "updateInstallation" got invalid value ${literal} at "input.installationDate"`,
    },
  );
}

describe.each(['anonymous', 'admin'] as const)('a DateTime the subgraph refuses, as %s', (caller) => {
  it.each(CASES)('$name → BAD_USER_INPUT naming it', async ({ query, variables, names }) => {
    const { data, errors } = await graphql(caller, query, variables);
    expect(data ?? null).toBeNull();
    expect(errors).toEqual([
      {
        message: `${names}; DateTime must be an ISO-8601 string`,
        extensions: { code: 'BAD_USER_INPUT' },
      },
    ]);
  });
});

describe('the same mutations with a valid DateTime', () => {
  it('reach the service: the anonymous caller is refused there, not by the scalar', async () => {
    const { errors } = await graphql(
      'anonymous',
      `mutation { createBlogPost(input: { ${POST}, publishedDate: "2026-03-01T10:00:00.000Z" }) { id } }`,
    );
    expect(errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('create the post for an admin', async () => {
    const { data, errors } = await graphql(
      'admin',
      'mutation ($input: BlogPostInput!) { createBlogPost(input: $input) { publishedDate } }',
      { input: { title: 'Titlu', description: '<p>Text.</p>', publishedDate: '2026-03-01T10:00:00.000Z' } },
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({ createBlogPost: { publishedDate: '2026-03-01T10:00:00.000Z' } });
  });
});
