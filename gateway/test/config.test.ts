import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_SUPERGRAPH_PATH, parseConfig } from '../src/config.js';

describe('parseConfig', () => {
  it('has defaults that run `make dev` as is', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 4000,
      metricsPort: 9464,
      host: '127.0.0.1',
      logLevel: 'info',
      supergraphPath: DEFAULT_SUPERGRAPH_PATH,
      subgraphUrls: {},
      webDistDir: undefined,
      bodyLimit: 1_048_576,
      trustProxy: false,
      introspection: false,
      queryLimits: { maxDepth: 10, maxAliases: 15, maxDirectives: 20, maxTokens: 1_000, maxCost: 1_500 },
      forwardCookies: [],
    });
  });

  it('reads the GraphQL query limits, 0 turning one off, and refuses a token limit the parser could not survive', () => {
    const config = parseConfig({
      GRAPHQL_INTROSPECTION: 'true',
      GRAPHQL_MAX_DEPTH: '7',
      GRAPHQL_MAX_ALIASES: '0',
      GRAPHQL_MAX_DIRECTIVES: '3',
      GRAPHQL_MAX_TOKENS: '1200',
      GRAPHQL_MAX_COST: '900',
    });
    expect(config.introspection).toBe(true);
    expect(config.queryLimits).toEqual({
      maxDepth: 7,
      maxAliases: 0,
      maxDirectives: 3,
      maxTokens: 1_200,
      maxCost: 900,
    });
    expect(() => parseConfig({ GRAPHQL_MAX_TOKENS: '2000' })).toThrow(/GRAPHQL_MAX_TOKENS/);
    expect(() => parseConfig({ GRAPHQL_MAX_DEPTH: '-1' })).toThrow(/GRAPHQL_MAX_DEPTH/);
  });

  it('reads subgraph URL overrides by subgraph name, and treats empty values as unset', () => {
    const config = parseConfig({
      AUTH_URL: 'http://auth:4101/graphql',
      CONTENT_URL: '',
      ASSISTANT_URL: 'https://assistant.internal/graphql',
    });
    expect(config.subgraphUrls).toEqual({
      auth: 'http://auth:4101/graphql',
      assistant: 'https://assistant.internal/graphql',
    });
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      parseConfig({
        PORT: 'eighty',
        AUTH_URL: 'ftp://x',
        BODY_LIMIT: '10',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'maybe',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'AUTH_URL', 'BODY_LIMIT', 'LOG_LEVEL', 'TRUST_PROXY'])
      expect(problems).toContain(name);
  });

  it('serves /metrics on METRICS_PORT, any free one for 0, never on the public port', () => {
    expect(parseConfig({ METRICS_PORT: '9100' }).metricsPort).toBe(9100);
    expect(parseConfig({ PORT: '0', METRICS_PORT: '0' })).toMatchObject({ port: 0, metricsPort: 0 });
    expect(() => parseConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      'METRICS_PORT: must differ from PORT (8080): /metrics has a listener of its own',
    );
    expect(() => parseConfig({ METRICS_PORT: '4000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => parseConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });

  it('refuses a supergraph path that does not exist', () => {
    expect(() => parseConfig({ SUPERGRAPH_PATH: '/nonexistent/supergraph.graphql' })).toThrow(
      /SUPERGRAPH_PATH/,
    );
  });

  it('splits list variables on commas and spaces', () => {
    const config = parseConfig({
      FORWARD_COOKIES: 'session, csrf  theme',
      CSP_SCRIPT_SRC: 'https://www.google.com,https://www.gstatic.com',
    });
    expect(config.forwardCookies).toEqual(['session', 'csrf', 'theme']);
    expect(config.csp.scriptSrc).toEqual(['https://www.google.com', 'https://www.gstatic.com']);
  });
});
