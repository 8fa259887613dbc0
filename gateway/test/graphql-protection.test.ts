/**
 * What /graphql refuses before any subgraph is asked: documents over the query limits (each limit
 * just under and just over its default), the pathological documents that used to run or crash
 * the parser, batches and oversized bodies; introspection and field suggestions by configuration;
 * and automatic persisted queries. The gateway runs on the fixture supergraph with the content
 * subgraph up.
 */
import { createHash } from 'node:crypto';
import { getFreePort } from '@smarthome/service-kit/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  __Directive,
  __EnumValue,
  __Field,
  __InputValue,
  __Schema,
  __Type,
  getIntrospectionQuery,
  getNamedType,
  isLeafType,
} from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.js';
import {
  contentOnlyConfig,
  fixtureSupergraph,
  startFixtureSubgraph,
  type FixtureSubgraph,
} from './helpers.js';

let supergraph: { file: string; remove: () => Promise<void> };
let content: FixtureSubgraph;
let closedUrl: string;
let newsCalls = 0;

beforeAll(async () => {
  supergraph = await fixtureSupergraph();
  content = await startFixtureSubgraph('content', {
    Query: {
      news: () => {
        newsCalls += 1;
        return { data: [], pages: 0 };
      },
    },
  });
  closedUrl = `http://127.0.0.1:${await getFreePort()}/graphql`;
});

afterAll(async () => {
  await content?.stop();
  await supergraph?.remove();
});

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  newsCalls = 0;
});

async function gateway(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const app = await buildGateway(
    contentOnlyConfig(content.url, closedUrl, { SUPERGRAPH_PATH: supergraph.file, ...env }),
  );
  apps.push(app);
  return app;
}

const post = (app: FastifyInstance, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const query = (app: FastifyInstance, text: string) => post(app, { query: text });

interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}
const answerOf = (response: LightMyRequestResponse) => response.json<GraphQLAnswer>();

/** A refusal: 400 and exactly this one error (its locations aside). */
function expectRefused(response: LightMyRequestResponse, code: string, message: string | RegExp) {
  const errors = answerOf(response).errors?.map((error) => ({
    message: error.message,
    code: error.extensions?.code,
  }));
  expect({ status: response.statusCode, errors }).toEqual({
    status: 400,
    errors: [{ message: typeof message === 'string' ? message : expect.stringMatching(message), code }],
  });
}

function expectAnswered(response: LightMyRequestResponse) {
  expect({ status: response.statusCode, errors: answerOf(response).errors }).toEqual({
    status: 200,
    errors: undefined,
  });
}

const repeat = (count: number, item: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => item(index)).join(' ');

/** `__type` nested `ofType` chains reach any depth with a field that every schema has. */
function typeChainOfDepth(depth: number): string {
  const levels = depth - 2; // __type is one level, the final `name` another
  return `{ __type(name: "Query") { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } }`;
}

describe('query limits (defaults)', () => {
  it('depth: 10 passes, 11 is refused', async () => {
    // __type needs introspection; under `__schema` depth is not counted (tooling's query is deep).
    const app = await gateway({ GRAPHQL_INTROSPECTION: 'true' });
    expectAnswered(await query(app, typeChainOfDepth(10)));
    expectRefused(
      await query(app, typeChainOfDepth(11)),
      'DEPTH_LIMIT_EXCEEDED',
      'Query depth limit of 10 exceeded, found 11.',
    );
  });

  it('aliases: 15 pass, 16 are refused, __typename counted like any field', async () => {
    const app = await gateway();
    expectAnswered(await query(app, `{ ${repeat(15, (i) => `a${i}: __typename`)} }`));
    expectRefused(
      await query(app, `{ ${repeat(16, (i) => `a${i}: __typename`)} }`),
      'ALIAS_LIMIT_EXCEEDED',
      'Aliases limit of 15 exceeded, found 16.',
    );
  });

  it('directives: 20 pass, 21 are refused', async () => {
    const app = await gateway();
    const withDirectives = (count: number) => `{ ${repeat(count, () => '__typename @include(if: true)')} }`;
    expectAnswered(await query(app, withDirectives(20)));
    expectRefused(
      await query(app, withDirectives(21)),
      'DIRECTIVE_LIMIT_EXCEEDED',
      'Directives limit of 20 exceeded, found 21.',
    );
  });

  it('tokens: 1000 pass, 1001 are refused before parsing goes on', async () => {
    const app = await gateway();
    // 249 × 4 tokens, two __typename, the braces. (Hundreds of one same field would overrun the
    // budget of graphql-js's own check that fields can be merged: a refusal of its own.)
    const fields = repeat(249, () => 'news { pages }');
    expectAnswered(await query(app, `{ ${fields} __typename __typename }`));
    expectRefused(
      await query(app, `{ ${fields} __typename __typename __typename }`),
      'TOKEN_LIMIT_EXCEEDED',
      'Token limit of 1000 exceeded.',
    );
  });

  it('cost: 1500 passes, 1501 is refused', async () => {
    // A scalar costs 1, an object 2 plus 1.5 × what it selects: `news { pages }` 3.5, the list
    // below 2 + 1.5 × (2 + 1.5 × 7 + 1) = 22.25. 64 × 22.25 + 20 × 3.5 + 6 = 1500, in 984 tokens.
    const app = await gateway();
    const list = 'news { data { id title slug description tags createdAt updatedAt } pages }';
    const atLimit = `${repeat(64, () => list)} ${repeat(20, () => 'news { pages }')} ${repeat(6, () => '__typename')}`;
    expectAnswered(await query(app, `{ ${atLimit} }`));
    expectRefused(
      await query(app, `{ ${atLimit} __typename }`),
      'COST_LIMIT_EXCEEDED',
      'Query Cost limit of 1500 exceeded, found 1501.',
    );
  });

  it('are configurable, and 0 turns a limit off', async () => {
    const app = await gateway({ GRAPHQL_MAX_DEPTH: '2', GRAPHQL_MAX_ALIASES: '0' });
    expectRefused(
      await query(app, '{ news { data { id } } }'),
      'DEPTH_LIMIT_EXCEEDED',
      'Query depth limit of 2 exceeded, found 3.',
    );
    expectAnswered(await query(app, `{ ${repeat(100, (i) => `a${i}: __typename`)} }`));
  });

  it('apply to the operation a persisted query registers, which is then not stored', async () => {
    const app = await gateway();
    const text = `{ ${repeat(16, (i) => `a${i}: __typename`)} }`;
    const persistedQuery = { version: 1, sha256Hash: createHash('sha256').update(text).digest('hex') };
    expect(
      answerOf(await post(app, { query: text, extensions: { persistedQuery } })).errors?.[0],
    ).toMatchObject({
      extensions: { code: 'ALIAS_LIMIT_EXCEEDED' },
    });
    expect(answerOf(await post(app, { extensions: { persistedQuery } })).errors?.[0]).toMatchObject({
      extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
    });
  });
});

describe('pathological requests: a 4xx, quickly, and nothing reaches a subgraph', () => {
  /** Answers within this time on a busy CI host; they take a few milliseconds. */
  const QUICKLY_MS = 2_000;

  async function timed(run: () => Promise<LightMyRequestResponse>) {
    const started = performance.now();
    const response = await run();
    return { response, ms: performance.now() - started };
  }

  /** The body limit raised, so that what refuses these documents is the query limits. */
  const roomy = () => gateway({ BODY_LIMIT: String(4 * 1_048_576) });

  it('selections nested 10,000 deep', async () => {
    const app = await roomy();
    const { response, ms } = await timed(() =>
      query(app, `{ ${'news { '.repeat(10_000)}pages${' }'.repeat(10_000)} }`),
    );
    expectRefused(response, 'TOKEN_LIMIT_EXCEEDED', 'Token limit of 1000 exceeded.');
    expect(ms).toBeLessThan(QUICKLY_MS);
  });

  it('100,000 aliases', async () => {
    const app = await roomy();
    const { response, ms } = await timed(() =>
      query(app, `{ ${repeat(100_000, (i) => `a${i}: __typename`)} }`),
    );
    expectRefused(response, 'TOKEN_LIMIT_EXCEEDED', 'Token limit of 1000 exceeded.');
    expect(ms).toBeLessThan(QUICKLY_MS);
  });

  it('1,000 aliased news(limit: 1): refused by the token limit, and by the alias limit without it', async () => {
    const aliased = `{ ${repeat(1_000, (i) => `n${i}: news(limit: 1) { pages }`)} }`;
    const app = await roomy();
    const first = await timed(() => query(app, aliased));
    expectRefused(first.response, 'TOKEN_LIMIT_EXCEEDED', 'Token limit of 1000 exceeded.');
    expect(first.ms).toBeLessThan(QUICKLY_MS);

    const tokensOff = await gateway({ GRAPHQL_MAX_TOKENS: '0' });
    const second = await timed(() => query(tokensOff, aliased));
    expect(second.response.statusCode).toBe(400);
    expect(answerOf(second.response).errors?.map((e) => e.extensions?.code)).toContain(
      'ALIAS_LIMIT_EXCEEDED',
    );
    expect(second.ms).toBeLessThan(QUICKLY_MS);
    expect(newsCalls).toBe(0);
  });

  it('at the largest token limit allowed, the deepest nesting still gets a clear refusal', async () => {
    const app = await gateway({ GRAPHQL_INTROSPECTION: 'true', GRAPHQL_MAX_TOKENS: '1500' });
    // A list value nests one token a level: the parser is 1,500 levels deep at the limit.
    const lists = await timed(() =>
      query(app, `{ news(tag: ${'['.repeat(5_000)}"x"${']'.repeat(5_000)}) { pages } }`),
    );
    expectRefused(lists.response, 'TOKEN_LIMIT_EXCEEDED', 'Token limit of 1500 exceeded.');
    expect(lists.ms).toBeLessThan(QUICKLY_MS);
    // Selections within the limit (three tokens a level) parse and validate: depth and cost refuse them.
    const selections = await timed(() => query(app, typeChainOfDepth(480)));
    expect(selections.response.statusCode).toBe(400);
    expect(answerOf(selections.response).errors?.map((error) => error.extensions?.code)).toEqual([
      'DEPTH_LIMIT_EXCEEDED',
      'COST_LIMIT_EXCEEDED',
    ]);
    expect(answerOf(selections.response).errors?.[0]?.message).toBe(
      'Query depth limit of 10 exceeded, found 480.',
    );
    expect(selections.ms).toBeLessThan(QUICKLY_MS);
  });

  it('a batch (a JSON array of operations) → 400', async () => {
    const app = await gateway();
    const response = await post(app, [{ query: '{ news { pages } }' }, { query: '{ news { pages } }' }]);
    expectRefused(response, 'BAD_REQUEST', 'Operation batching disabled.');
    expect(newsCalls).toBe(0);
  });

  it('a body over BODY_LIMIT (2 MB against 1 MiB) → 413', async () => {
    const app = await gateway();
    const { response, ms } = await timed(() => query(app, `{ news { pages } } # ${'x'.repeat(2_000_000)}`));
    expect(response.statusCode).toBe(413);
    expect(answerOf(response).errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(ms).toBeLessThan(QUICKLY_MS);
  });
});

describe('introspection and field suggestions', () => {
  const INTROSPECTION = '{ __schema { queryType { name } } }';
  const MISSPELT = '{ newz { pages } }';

  it('are off by default: introspection refused, no "Did you mean"', async () => {
    const app = await gateway();
    const introspection = await query(app, INTROSPECTION);
    expect(introspection.statusCode).toBe(400);
    expect(answerOf(introspection).errors?.[0]).toMatchObject({
      message: expect.stringContaining('introspection is not allowed'),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expectRefused(
      await query(app, typeChainOfDepth(3)),
      'GRAPHQL_VALIDATION_FAILED',
      /introspection is not allowed/,
    );
    expectRefused(
      await query(app, MISSPELT),
      'GRAPHQL_VALIDATION_FAILED',
      'Cannot query field "newz" on type "Query".',
    );
  });

  it("are on with GRAPHQL_INTROSPECTION=true: GraphiQL's introspection query answers, suggestions are made", async () => {
    const app = await gateway({ GRAPHQL_INTROSPECTION: 'true' });
    // Not `oneOf: true`: the gateway's query planner does not know `__Type.isOneOf` (refused, below).
    const introspection = await query(
      app,
      getIntrospectionQuery({
        descriptions: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        inputValueDeprecation: true,
        schemaDescription: true,
      }),
    );
    expectAnswered(introspection);
    expect(answerOf(introspection).data).toMatchObject({ __schema: { queryType: { name: 'Query' } } });
    expectRefused(
      await query(app, MISSPELT),
      'GRAPHQL_VALIDATION_FAILED',
      'Cannot query field "newz" on type "Query". Did you mean "news"?',
    );
  });

  it('answers every introspection field graphql-js knows, or refuses it with a 400 naming it', async () => {
    const app = await gateway({ GRAPHQL_INTROSPECTION: 'true' });
    const types = [__Schema, __Type, __Field, __InputValue, __EnumValue, __Directive];
    const failures: string[] = [];
    for (const type of types) {
      for (const field of Object.values(type.getFields())) {
        const leafOrObject = getNamedType(field.type);
        const selection = isLeafType(leafOrObject) ? field.name : `${field.name} { __typename }`;
        const reach: Record<string, string> = {
          __Schema: `__schema { ${selection} }`,
          __Type: `__type(name: "Query") { ${selection} }`,
          __Field: `__type(name: "Query") { fields { ${selection} } }`,
          __InputValue: `__type(name: "Query") { fields { args { ${selection} } } }`,
          __EnumValue: `__type(name: "Query") { enumValues { ${selection} } }`,
          __Directive: `__schema { directives { ${selection} } }`,
        };
        const response = await query(app, `{ ${reach[type.name]} }`);
        const refusal = `The introspection field ${type.name}.${field.name} is not supported`;
        const answered = response.statusCode === 200 && !answerOf(response).errors;
        const refused = response.statusCode === 400 && answerOf(response).errors?.[0]?.message === refusal;
        if (!answered && !refused) failures.push(`${type.name}.${field.name}: ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("never serves Apollo's landing page (its sandbox from a CDN), introspection or not", async () => {
    for (const env of [{}, { GRAPHQL_INTROSPECTION: 'true' }] as Record<string, string>[]) {
      const app = await gateway(env);
      const response = await app.inject({ url: '/graphql', headers: { accept: 'text/html' } });
      expect(response.body).not.toMatch(/apollo-server-landing-page|embeddable-sandbox|apollographql\.com/i);
    }
  });
});

describe('automatic persisted queries', () => {
  const TEXT = 'query Pages { news(limit: 1) { pages } }';
  const sha256Hash = createHash('sha256').update(TEXT).digest('hex');
  const persistedQuery = { version: 1, sha256Hash };
  /** GET needs a header a browser cannot send cross-site without a preflight (Apollo's CSRF check). */
  const PREFLIGHT = { 'apollo-require-preflight': 'true' };
  const getUrl = (params: Record<string, unknown>) =>
    `/graphql?${new URLSearchParams(
      Object.entries(params).map(([key, value]): [string, string] => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ).toString()}`;

  it('hash alone → PERSISTED_QUERY_NOT_FOUND; hash and text → answered and stored; hash alone → answered', async () => {
    const app = await gateway();
    const unknown = await post(app, { extensions: { persistedQuery } });
    // The protocol's answer: the client then sends the text with the hash.
    expect(unknown.statusCode).toBe(200);
    expect(answerOf(unknown).errors).toEqual([
      { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
    ]);

    const registered = await post(app, { query: TEXT, extensions: { persistedQuery } });
    expectAnswered(registered);
    expect(answerOf(registered).data).toEqual({ news: { pages: 0 } });

    const byHash = await post(app, { extensions: { persistedQuery } });
    expectAnswered(byHash);
    expect(answerOf(byHash).data).toEqual({ news: { pages: 0 } });
    expect(newsCalls).toBe(2);
  });

  it('a hash that does not match its text → 400 BAD_REQUEST, nothing stored', async () => {
    const app = await gateway();
    const wrong = { version: 1, sha256Hash: createHash('sha256').update(`${TEXT} `).digest('hex') };
    expectRefused(
      await post(app, { query: TEXT, extensions: { persistedQuery: wrong } }),
      'BAD_REQUEST',
      'provided sha does not match query',
    );
    expect(
      answerOf(await post(app, { extensions: { persistedQuery: wrong } })).errors?.[0]?.extensions?.code,
    ).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('work over GET for queries; a mutation over GET is refused', async () => {
    const app = await gateway();
    const notYet = await app.inject({ url: getUrl({ extensions: { persistedQuery } }), headers: PREFLIGHT });
    expect(answerOf(notYet).errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    const registered = await app.inject({
      url: getUrl({ query: TEXT, extensions: { persistedQuery } }),
      headers: PREFLIGHT,
    });
    expectAnswered(registered);
    const byHash = await app.inject({ url: getUrl({ extensions: { persistedQuery } }), headers: PREFLIGHT });
    expectAnswered(byHash);
    expect(answerOf(byHash).data).toEqual({ news: { pages: 0 } });

    const mutation = 'mutation { logout }';
    const mutationHash = { version: 1, sha256Hash: createHash('sha256').update(mutation).digest('hex') };
    const refused = await app.inject({
      url: getUrl({ query: mutation, extensions: { persistedQuery: mutationHash } }),
      headers: PREFLIGHT,
    });
    expect(refused.statusCode).toBe(405);
    expect(answerOf(refused).errors?.[0]).toMatchObject({
      message: 'GET requests only support query operations, not mutation operations',
      extensions: { code: 'BAD_REQUEST' },
    });
  });
});
