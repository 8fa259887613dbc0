import { describe, expect, it } from 'vitest';
import { describeSubgraphBasics, errorCodes, postGraphQL } from '@smarthome/service-kit/testing';
import { buildApp, loadServiceConfig } from '../src/index.js';

const { app } = describeSubgraphBasics({
  name: 'content',
  buildApp: (env) => buildApp(loadServiceConfig(env)),
  sdlContains: 'news(page: Int = 1, limit: Int = 12, tag: String): NewsPage!',
});

describe('content subgraph over GraphQL', () => {
  it('passes the gateway request id through a GraphQL request', async () => {
    const response = await postGraphQL(app(), {
      query: '{ news { pages } }',
      headers: { 'x-request-id': 'gw-123' },
    });
    expect(response.headers['x-request-id']).toBe('gw-123');
  });

  it('answers an invalid query with GRAPHQL_VALIDATION_FAILED', async () => {
    const response = await postGraphQL(app(), { query: '{ news { nope } }' });
    expect(errorCodes(response)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });
});
