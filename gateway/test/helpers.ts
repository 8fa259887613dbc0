import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema, type GraphQLResolverMap } from '@apollo/subgraph';
import fastifyApollo from '@as-integrations/fastify';
import { getFreePort } from '@smarthome/service-kit/testing';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type InjectOptions,
  type LightMyRequestResponse,
} from 'fastify';
import { parse } from 'graphql';
import { buildGateway } from '../src/app.js';
import { composeFromDirectory, readSubgraphSources } from '../src/composition.js';
import { parseConfig, type GatewayConfig } from '../src/config.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const FIXTURE_SERVICES = path.join(here, 'fixtures', 'services');

export async function tempDir(prefix: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), `gateway-${prefix}-`));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Composes the fixture subgraphs into a temporary supergraph file; returns its path. */
export async function fixtureSupergraph(): Promise<{ file: string; remove: () => Promise<void> }> {
  const result = await composeFromDirectory(FIXTURE_SERVICES);
  if (!result.ok) throw new Error(`fixture composition failed: ${result.errors.join('; ')}`);
  const { dir, remove } = await tempDir('supergraph');
  const file = path.join(dir, 'supergraph.graphql');
  await writeFile(file, result.supergraphSdl);
  return { file, remove };
}

/** A valid gateway config for tests: silent logs, the given supergraph, nothing listening. */
export function testConfig(env: Record<string, string | undefined>): GatewayConfig {
  return parseConfig({ LOG_LEVEL: 'silent', READY_TIMEOUT_MS: '1000', ...env });
}

/**
 * A gateway configuration whose only reachable subgraph is content at `contentUrl`: the others'
 * URLs are `closedUrl`, a port nobody listens on. `env` adds or overrides gateway variables.
 */
export function contentOnlyConfig(
  contentUrl: string,
  closedUrl: string,
  env: Record<string, string | undefined> = {},
): GatewayConfig {
  return testConfig({
    CONTENT_URL: contentUrl,
    AUTH_URL: closedUrl,
    OPERATIONS_URL: closedUrl,
    ASSISTANT_URL: closedUrl,
    ...env,
  });
}

/**
 * The gateway (committed supergraph) in front of a listening content service, the only subgraph it
 * can reach: the others' URLs are a closed port. `env` adds or overrides gateway variables.
 */
export async function gatewayForContent(
  content: FastifyInstance,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const { port } = content.server.address() as AddressInfo;
  const closed = `http://127.0.0.1:${await getFreePort()}/graphql`;
  return buildGateway(contentOnlyConfig(`http://127.0.0.1:${port}/graphql`, closed, env));
}

/** The gateway (committed supergraph) with no subgraph it can reach: every URL is a closed port. */
export async function gatewayWithoutSubgraphs(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const closed = `http://127.0.0.1:${await getFreePort()}/graphql`;
  return buildGateway(contentOnlyConfig(closed, closed, env));
}

export interface FixtureSubgraph {
  url: string;
  /** Headers of every GraphQL request the subgraph received, in order. */
  received: IncomingHttpHeaders[];
  stop: () => Promise<void>;
}

export interface FixtureContext {
  /** The subgraph's Fastify reply, for resolvers that set cookies as the auth service will. */
  reply: FastifyReply;
}

/**
 * A small subgraph like the real ones (Fastify + Apollo Server + @apollo/subgraph) serving one
 * fixture service's SDL (test/fixtures/services/<name>) with the given resolvers, on a free
 * port, recording the headers it receives. `readyz` adds a /readyz route answering that status.
 */
export async function startFixtureSubgraph(
  name: string,
  resolvers: GraphQLResolverMap<FixtureContext>,
  options: { readyz?: number } = {},
): Promise<FixtureSubgraph> {
  const source = (await readSubgraphSources(FIXTURE_SERVICES)).find((s) => s.name === name);
  if (!source) throw new Error(`no fixture subgraph ${name}`);
  const received: IncomingHttpHeaders[] = [];
  const app = Fastify();
  const apollo = new ApolloServer<FixtureContext>({
    schema: buildSubgraphSchema([
      { typeDefs: parse(source.sdl), resolvers: resolvers as GraphQLResolverMap<unknown> },
    ]),
    plugins: [ApolloServerPluginInlineTraceDisabled()],
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    context: async (request, reply) => {
      received.push(request.headers);
      return { reply };
    },
  });
  if (options.readyz !== undefined) {
    const status = options.readyz;
    app.get('/readyz', async (_request, reply) =>
      reply
        .code(status)
        .send(status === 200 ? { status: 'ready' } : { status: 'unavailable', failed: ['mongo'] }),
    );
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    received,
    stop: async () => {
      await app.close();
      await apollo.stop();
    },
  };
}

export async function readText(file: string): Promise<string> {
  return readFile(file, 'utf8');
}

/** An XML element as xml-js reads it (its non-compact form). */
interface XmlNode {
  name?: string;
  attributes?: Record<string, string | number | undefined>;
  elements?: XmlNode[];
  text?: string | number | boolean;
  cdata?: string;
}

/**
 * The XML package the feed library writes with, whose reader is sax in strict mode: it refuses
 * anything that is not well-formed XML. Reached through the feed library, which depends on it.
 */
const xmlJs = createRequire(createRequire(import.meta.url).resolve('feed'))('xml-js') as {
  xml2js(xml: string): XmlNode;
};

export interface RssItem {
  title: string;
  link: string;
  description: string;
  /** The article's HTML (content:encoded), when the item has it. */
  content: string | undefined;
  /** The enclosure's attributes (url, type, length), when the item has one. */
  enclosure: Record<string, string | number | undefined> | undefined;
}

/** The items of an RSS 2.0 document, read strictly: throws unless the document is well-formed XML. */
export function rssItems(rss: string): RssItem[] {
  const child = (node: XmlNode | undefined, name: string) => node?.elements?.find((e) => e.name === name);
  const textOf = (node: XmlNode | undefined) =>
    (node?.elements ?? []).map((e) => e.cdata ?? String(e.text ?? '')).join('');
  const channel = child(child(xmlJs.xml2js(rss), 'rss'), 'channel');
  if (!channel) throw new Error('not an RSS 2.0 document');
  return (channel.elements ?? [])
    .filter((element) => element.name === 'item')
    .map((item) => {
      const content = child(item, 'content:encoded');
      return {
        title: textOf(child(item, 'title')),
        link: textOf(child(item, 'link')),
        description: textOf(child(item, 'description')),
        content: content ? textOf(content) : undefined,
        enclosure: child(item, 'enclosure')?.attributes,
      };
    });
}

/** Every URL attribute (href, src) in HTML, in order. */
export function htmlUrls(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1]!);
}

/**
 * A GET over a real connection with the path exactly as written: `inject` (like a browser)
 * resolves `..` and `%2e%2e` before the router sees them, a client of the API need not.
 */
export async function rawGet(app: FastifyInstance, path: string): Promise<{ status: number; body: string }> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

/** A call with a bearer token (a personal API token), as an integrator's script makes it. */
export function injectWithBearer(
  gateway: FastifyInstance,
  token: string,
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return gateway.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}
