/**
 * The OpenAPI document of /api/v0 (rest/openapi.ts): valid OpenAPI 3.1, and complete: every
 * route the gateway's facade registers is in it with a summary, a tag and its success answer, so
 * a route added without them fails here. Documenting an answer never changes it.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { WEBHOOK_EVENT_TYPES } from '@smarthome/service-kit/contracts';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSupergraph, testConfig } from '../../test/helpers.js';
import { buildGateway } from '../app.js';
import { NoQuery } from './schemas.js';
import type { RestRoutes } from './types.js';

const PREFIX = '/api/v0';

const DOCUMENTED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface Operation {
  summary?: string;
  tags?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

/**
 * Every route of the app as `METHOD /full/path/{param}`, read from Fastify's own route tree
 * (`printRoutes`: one node a line, four characters of indentation a level, the methods in
 * parentheses); HEAD, which Fastify adds to every GET, is left out.
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const ancestors: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([\s│├└─]*?)(?:[├└]── )(\S+)(?: \(([^)]+)\))?$/u.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    ancestors.length = depth;
    ancestors.push(segment);
    const path = ancestors.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of methods?.split(', ') ?? []) {
      if (DOCUMENTED_METHODS.includes(method)) routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

/** What is missing for each route under `prefix`; empty when every route is documented. */
function undocumentedRoutes(app: FastifyInstance, document: OpenApiDocument, prefix: string): string[] {
  const base = document.servers?.[0]?.url ?? '';
  const problems: string[] = [];
  for (const route of registeredRoutes(app)) {
    const [method = '', path = ''] = route.split(' ');
    if (!path.startsWith(`${prefix}/`)) continue;
    const operation = document.paths[path.slice(base.length)]?.[method.toLowerCase()];
    if (!operation) {
      problems.push(`${route}: not in the document`);
      continue;
    }
    if (!operation.summary) problems.push(`${route}: no summary`);
    if (!operation.tags?.length) problems.push(`${route}: no tag`);
    const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^[23]/.test(status));
    const described = success.some(
      ([status, response]) =>
        status.startsWith('3') || Object.values(response.content ?? {}).some((media) => media.schema),
    );
    if (!described) problems.push(`${route}: no success answer with its schema`);
  }
  return problems;
}

/** Routes a test adds to the facade: one without any documentation, one whose schema lists less than it answers. */
const probeRoutes: RestRoutes = (app) => {
  app.get('/undocumented-probe', async () => ({ ok: true }));
  app.get(
    '/serializer-probe',
    {
      schema: {
        summary: 'Answers more than its schema lists',
        querystring: NoQuery,
        response: { 200: Type.Object({ listed: Type.String() }) },
      },
    },
    async () => ({ listed: 'yes', unlisted: 'kept' }),
  );
};

let supergraph: { file: string; remove: () => Promise<void> };
let gateway: FastifyInstance;
let probed: FastifyInstance;

async function documentOf(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ url: `${PREFIX}/openapi.json` });
  expect(response.statusCode).toBe(200);
  return response.json<OpenApiDocument>();
}

beforeAll(async () => {
  supergraph = await fixtureSupergraph();
  gateway = await buildGateway(testConfig({ SUPERGRAPH_PATH: supergraph.file }));
  probed = await buildGateway(testConfig({ SUPERGRAPH_PATH: supergraph.file }), {
    extraRestRoutes: [probeRoutes],
  });
});

afterAll(async () => {
  await gateway?.close();
  await probed?.close();
  await supergraph?.remove();
});

describe('GET /api/v0/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await documentOf(gateway);
    expect(document.openapi).toBe('3.1.0');
    // The parser dereferences in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('is public and may be cached: it changes only with a deploy', async () => {
    const response = await gateway.inject({ url: `${PREFIX}/openapi.json` });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('documents every route of the facade, with its summary, tag and success answer', async () => {
    const routes = registeredRoutes(gateway).filter((route) => route.split(' ')[1]?.startsWith(`${PREFIX}/`));
    // The images, the chat stream and the account's export are registered by the gateway beside
    // the domain modules.
    expect(routes).toEqual(
      expect.arrayContaining([
        `POST ${PREFIX}/images`,
        `GET ${PREFIX}/images/{id}`,
        `POST ${PREFIX}/chat/stream`,
        `GET ${PREFIX}/account/export`,
      ]),
    );
    expect(routes.length).toBeGreaterThan(70);
    expect(undocumentedRoutes(gateway, await documentOf(gateway), PREFIX)).toEqual([]);
  });

  it('fails a route added without its documentation', async () => {
    expect(undocumentedRoutes(probed, await documentOf(probed), PREFIX)).toEqual([
      `GET ${PREFIX}/undocumented-probe: no summary`,
      `GET ${PREFIX}/undocumented-probe: no success answer with its schema`,
    ]);
  });

  it('describes the authentication: session cookie with CSRF token, or a bearer API token', async () => {
    const document = (await documentOf(gateway)) as OpenApiDocument & {
      components: { securitySchemes: Record<string, unknown> };
      info: { description: string };
    };
    expect(document.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      cookieAuth: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'session' }),
    });
    expect(document.info.description).toContain('shpat_');
    expect(document.info.description).toContain('x-csrf-token');
  });

  it('documents the streamed and binary answers with their content types', async () => {
    const { paths } = await documentOf(gateway);
    const chatStream = paths['/chat/stream']?.post?.responses?.['200']?.content;
    expect(Object.keys(chatStream ?? {})).toEqual(['text/event-stream']);
    expect(Object.keys(paths['/images/{id}']?.get?.responses?.['200']?.content ?? {})).toEqual([
      'image/webp',
    ]);
    const upload = (paths['/images']?.post as { requestBody?: { content: Record<string, unknown> } })
      .requestBody;
    expect(Object.keys(upload?.content ?? {})).toContain('image/png');
  });

  it('documents the calendar feed as iCalendar text, and its secret link', async () => {
    const { paths } = await documentOf(gateway);
    const feed = paths['/calendar/installations.ics']?.get;
    expect(Object.keys(feed?.responses?.['200']?.content ?? {})).toEqual(['text/calendar']);
    expect(feed?.tags).toEqual(['calendar']);
    expect(Object.keys(paths['/calendar/token']?.post?.responses ?? {})).toContain('201');
  });

  it('documents the chat’s proposals: in the chat’s answer and its stream, and what confirming or cancelling one answers', async () => {
    const { paths } = await documentOf(gateway);
    const proposal = paths['/chat/actions/{id}'];
    const statuses = (operation: Operation | undefined) => Object.keys(operation?.responses ?? {});
    expect(statuses(proposal?.post)).toEqual(expect.arrayContaining(['201', '401', '403', '404', '409']));
    expect(statuses(proposal?.delete)).toEqual(expect.arrayContaining(['200', '401', '403', '404', '409']));
    const jsonSchema = (operation: Operation | undefined, status: string) =>
      operation?.responses?.[status]?.content?.['application/json']?.schema as {
        required?: string[];
        properties: Record<
          string,
          { type?: string; required?: string[]; properties?: Record<string, unknown> }
        >;
      };
    const confirmed = jsonSchema(proposal?.post, '201');
    expect(confirmed.required).toEqual(['issue']);
    expect(Object.keys(confirmed.properties.issue?.properties ?? {})).toEqual(
      expect.arrayContaining(['id', 'installation_id', 'comments']),
    );
    expect(
      (proposal?.post?.responses?.['404'] as { description?: string } | undefined)?.description,
    ).toContain('Propunerea nu a fost găsită sau a expirat.');

    const answer = jsonSchema(paths['/chat']?.post, '200');
    expect(answer.required).toEqual(['response']);
    expect(answer.properties.action?.required).toEqual([
      'id',
      'kind',
      'installationId',
      'installationName',
      'title',
      'description',
      'expiresAt',
    ]);
    expect(answer.properties.action?.properties?.installationId).toEqual({ type: 'integer' });
    const stream = paths['/chat/stream']?.post?.responses?.['200'] as { description?: string } | undefined;
    expect(stream?.description).toMatch(/`action`/);
  });
  it('documents the webhooks: the event types, the body a receiver gets and the headers it verifies', async () => {
    const { paths } = await documentOf(gateway);
    const operations = {
      create: paths['/webhooks']?.post,
      list: paths['/webhooks']?.get,
      read: paths['/webhooks/{id}']?.get,
      change: paths['/webhooks/{id}']?.patch,
      remove: paths['/webhooks/{id}']?.delete,
      rotate: paths['/webhooks/{id}/rotate-secret']?.post,
      deliveries: paths['/webhooks/{id}/deliveries']?.get,
      redeliver: paths['/webhooks/{id}/deliveries/{deliveryId}/redeliver']?.post,
    };
    for (const [name, operation] of Object.entries(operations)) {
      const text = (operation as { description?: string } | undefined)?.description ?? '';
      expect(text, name).toContain('`{type, timestamp, data}`');
      for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature'])
        expect(text, name).toContain(header);
      expect(Object.keys(operation?.responses ?? {}), name).toEqual(expect.arrayContaining(['401', '403']));
    }
    const created = (operations.create as { description?: string }).description ?? '';
    for (const type of WEBHOOK_EVENT_TYPES) expect(created).toContain(`\`${type}\``);

    /** The fields of an answer: of the object, or of a list's items. */
    const properties = (operation: Operation | undefined, status: string) => {
      const schema = operation?.responses?.[status]?.content?.['application/json']?.schema as
        | { properties?: Record<string, unknown>; items?: { properties?: Record<string, unknown> } }
        | undefined;
      return schema?.properties ?? schema?.items?.properties ?? {};
    };
    const webhook = ['id', 'url', 'events', 'description', 'active', 'createdAt', 'updatedAt'];
    expect(Object.keys(properties(operations.create, '201'))).toEqual(
      expect.arrayContaining([...webhook, 'secret']),
    );
    expect(Object.keys(properties(operations.rotate, '200'))).toContain('secret');
    for (const operation of [operations.list, operations.read, operations.change]) {
      const fields = Object.keys(properties(operation, '200'));
      expect(fields).toEqual(expect.arrayContaining(webhook));
      expect(fields).not.toContain('secret');
    }
    const delivery = ['id', 'event', 'messageId', 'status', 'attempts', 'responseStatus', 'lastError'];
    expect(Object.keys(properties(operations.deliveries, '200'))).toEqual(
      expect.arrayContaining([...delivery, 'createdAt', 'deliveredAt', 'nextAttemptAt']),
    );
    expect(Object.keys(properties(operations.redeliver, '202'))).toEqual(expect.arrayContaining(delivery));
    expect(Object.keys(operations.redeliver?.responses ?? {})).toEqual(
      expect.arrayContaining(['404', '409']),
    );
    expect(Object.keys(operations.remove?.responses ?? {})).toContain('200');
  });
});

describe('response schemas', () => {
  it('only document: an answer keeps the properties its schema does not list', async () => {
    const response = await probed.inject({ url: `${PREFIX}/serializer-probe` });
    expect(response.json()).toEqual({ listed: 'yes', unlisted: 'kept' });
  });
});
