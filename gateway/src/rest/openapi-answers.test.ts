/**
 * The OpenAPI document tells the truth: real answers of the facade (the content service on
 * embedded Mongo behind the gateway) match the success schemas the document gives for them.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { buildApp as buildContent, loadServiceConfig } from '@smarthome/content';
import { startTestInfra, type TestInfra } from '@smarthome/service-kit/testing';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayForContent } from '../../test/helpers.js';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

let infra: TestInfra;
let content: FastifyInstance;
let gateway: FastifyInstance;
let document: Document;
let admin: string;
const ajv = new Ajv2020({ strict: false, allErrors: true });

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'gateway_openapi' });
  content = await buildContent(loadServiceConfig(infra.env), { relay: false });
  await content.listen({ port: 0, host: '127.0.0.1' });
  gateway = await gatewayForContent(content);
  admin = `Bearer ${await infra.jwks.sign({ sub: 'admin-1', email: 'admin@example.ro', role: 'admin' })}`;
  const raw = (await gateway.inject({ url: '/api/v0/openapi.json' })).json<Document>();
  document = (await SwaggerParser.dereference(raw as never)) as unknown as Document;
});

afterAll(async () => {
  await gateway?.close();
  await content?.close();
  await infra?.stop();
});

/**
 * Calls the facade and checks the answer against the document's schema for that path, method
 * and status; returns the body.
 */
async function expectDocumented(
  documentedPath: string,
  request: InjectOptions & { method?: string; url: string },
): Promise<unknown> {
  const method = (request.method ?? 'GET').toLowerCase();
  const response = await gateway.inject({ ...request, url: `/api/v0${request.url}` });
  expect(response.statusCode, response.body).toBeLessThan(300);
  const documented = document.paths[documentedPath]?.[method]?.responses[String(response.statusCode)];
  const schema = documented?.content?.['application/json']?.schema;
  expect(schema, `${method} ${documentedPath} ${response.statusCode} documented`).toBeDefined();
  const validate = ajv.compile(schema as object);
  const body: unknown = response.json();
  expect(validate(body) ? [] : validate.errors).toEqual([]);
  return body;
}

describe('the document’s success schemas against real answers', () => {
  it('news: created by an admin, then read by anyone', async () => {
    const created = (await expectDocumented('/news', {
      method: 'POST',
      url: '/news',
      headers: { authorization: admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'Prima știre', description: 'Text', tags: ['zigbee'] }),
    })) as { id: string };
    await expectDocumented('/news', { url: '/news?page=1' });
    await expectDocumented('/news/tags', { url: '/news/tags' });
    await expectDocumented('/news/{id}', { url: `/news/${created.id}` });
  });

  it('blog: a featured post, in the lists, the featured list and the tags', async () => {
    const created = (await expectDocumented('/blog', {
      method: 'POST',
      url: '/blog',
      headers: { authorization: admin, 'content-type': 'application/json' },
      payload: JSON.stringify({
        title: 'Automatizări',
        description: '<p>Conținut</p>',
        tags: ['home-assistant'],
        featured: true,
      }),
    })) as { id: string };
    await expectDocumented('/blog', { url: '/blog' });
    await expectDocumented('/blog/featured', { url: '/blog/featured' });
    await expectDocumented('/blog/tags', { url: '/blog/tags' });
    await expectDocumented('/blog/{id}', { url: `/blog/${created.id}` });
  });

  it('testimonials and the forms’ bot check', async () => {
    await expectDocumented('/testimonials/featured', { url: '/testimonials/featured' });
    await expectDocumented('/testimonials/approved', { url: '/testimonials/approved' });
    await expectDocumented('/contact/bot-check', { url: '/contact/bot-check' });
  });
});
