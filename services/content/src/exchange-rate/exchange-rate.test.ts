/**
 * The server side of the exchange-rate chain, against real HTTP servers on loopback standing in
 * for the National Bank of Romania's feed and the JSON fallback, and a real Mongo-protocol store.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ConfigError, connectMongo, createLogger, type Connection } from '@smarthome/service-kit';
import { postGraphQL, startTestInfra, type TestInfra } from '@smarthome/service-kit/testing';
import { buildApp } from '../app.js';
import { loadServiceConfig } from '../config.js';
import { createExchangeRateModel, type ExchangeRateModel } from './exchange-rate.model.js';
import {
  ExchangeRateService,
  EXCHANGE_RATE_TTL_MS,
  RETRY_AFTER_FAILURE_MS,
  type ExchangeRateOptions,
} from './exchange-rate.service.js';
import { exchangeRateEnv, PUBLIC_RATE_SOURCES } from './exchange-rate.config.js';
import { configuredSources, parseBnrXml, parseJsonRate, UpstreamError } from './exchange-rate.sources.js';

/** An excerpt of the real nbrfxrates.xml, with its namespace, header and neighbouring rates. */
const bnrXml = (eur: string, date = '2025-03-14') => `<?xml version="1.0" encoding="utf-8"?>
<DataSet xmlns="http://www.bnr.ro/xsd" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.bnr.ro/xsd nbrfxrates.xsd">
  <Header>
    <Publisher>National Bank of Romania</Publisher>
    <PublishingDate>${date}</PublishingDate>
    <MessageType>DR</MessageType>
  </Header>
  <Body>
    <Subject>Reference rates</Subject>
    <OrigCurrency>RON</OrigCurrency>
    <Cube date="${date}">
      <Rate currency="AED">1.2546</Rate>
      <Rate currency="EUR">${eur}</Rate>
      <Rate currency="HUF" multiplier="100">1.2836</Rate>
      <Rate currency="USD">4.5798</Rate>
    </Cube>
  </Body>
</DataSet>`;

const frankfurterJson = (ron: number, date = '2025-03-14') =>
  JSON.stringify({ amount: 1, base: 'EUR', date, rates: { RON: ron } });

type Answer = { status: number; body: string; type: string } | 'hang' | 'drop';

/** A real HTTP server on 127.0.0.1 whose answer a test sets, counting the requests it gets. */
interface FakeUpstream {
  url: string;
  host: string;
  hits: number;
  answer: Answer;
  stop(): Promise<void>;
}

async function startFakeUpstream(path: string): Promise<FakeUpstream> {
  const pending: ServerResponse[] = [];
  const fake = { hits: 0, answer: 'drop' as Answer } as FakeUpstream;
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    fake.hits += 1;
    const { answer } = fake;
    if (answer === 'hang') return void pending.push(response);
    if (answer === 'drop' || request.url !== path) return void request.socket.destroy();
    response.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}${path}`;
  fake.host = `127.0.0.1:${port}`;
  fake.stop = async () => {
    for (const response of pending) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}

const xml = (body: string): Answer => ({ status: 200, type: 'text/xml; charset=utf-8', body });
const json = (body: string): Answer => ({ status: 200, type: 'application/json', body });
const serverError: Answer = { status: 503, type: 'text/plain', body: 'Service Unavailable' };

let infra: TestInfra;
let db: Connection;
let model: ExchangeRateModel;
let bnr: FakeUpstream;
let fallback: FakeUpstream;
let nowMs: number;
const START = Date.UTC(2025, 2, 14, 12, 0);
const HOUR = 3_600_000;

const silent = createLogger({ name: 'content-test', level: 'silent' });

function service(options: Partial<ExchangeRateOptions> = {}) {
  return new ExchangeRateService(model, {
    sources: configuredSources({ EXCHANGE_RATE_BNR_URL: bnr.url, EXCHANGE_RATE_FALLBACK_URL: fallback.url }),
    timeoutMs: 2000,
    log: silent,
    now: () => new Date(nowMs),
    ...options,
  });
}

async function storeRate(rate: number, fetchedAt: Date, source = 'www.bnr.ro') {
  await db
    .collection('exchange_rates')
    .insertOne({ _id: 'EUR-RON' as never, rate, source, publishedOn: '2025-03-10', fetchedAt });
}

beforeAll(async () => {
  infra = await startTestInfra({ prefix: 'content_fx' });
  db = await connectMongo({ uri: infra.mongo.uri, dbName: infra.mongo.dbName });
  model = createExchangeRateModel(db);
  [bnr, fallback] = await Promise.all([
    startFakeUpstream('/nbrfxrates.xml'),
    startFakeUpstream('/latest?from=EUR&to=RON'),
  ]);
});

afterAll(async () => {
  await Promise.all([bnr?.stop(), fallback?.stop()]);
  await db?.close();
  await infra?.stop();
});

beforeEach(async () => {
  nowMs = START;
  bnr.hits = 0;
  fallback.hits = 0;
  bnr.answer = 'drop';
  fallback.answer = 'drop';
  await db.collection('exchange_rates').deleteMany({});
});

afterEach(() => {
  nowMs = START;
});

describe('ExchangeRateService.current', () => {
  it('reads the EUR rate and its day from the NBR feed, and stores it', async () => {
    bnr.answer = xml(bnrXml('4.9763'));
    fallback.answer = json(frankfurterJson(4.9));

    const rate = await service().current();

    expect(rate).toEqual({
      rate: 4.9763,
      source: bnr.host,
      publishedOn: '2025-03-14',
      lastUpdated: new Date(START),
    });
    expect(fallback.hits).toBe(0);
    const stored = await db.collection('exchange_rates').findOne({});
    expect(stored).toMatchObject({
      _id: 'EUR-RON',
      rate: 4.9763,
      source: bnr.host,
      fetchedAt: new Date(START),
    });
  });

  it('falls back to the JSON source (rates.RON) when the NBR feed is down', async () => {
    bnr.answer = serverError;
    fallback.answer = json(frankfurterJson(4.9771, '2025-03-13'));

    const rate = await service().current();

    expect(rate).toMatchObject({ rate: 4.9771, source: fallback.host, publishedOn: '2025-03-13' });
    expect(bnr.hits).toBe(1);
    expect(fallback.hits).toBe(1);
  });

  it('falls back when the NBR feed does not answer within the timeout', async () => {
    bnr.answer = 'hang';
    fallback.answer = json(frankfurterJson(4.98));

    const started = Date.now();
    const rate = await service({ timeoutMs: 300 }).current();

    expect(rate?.rate).toBe(4.98);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('falls back when the NBR feed is malformed, and ignores a malformed fallback too', async () => {
    bnr.answer = xml('<DataSet><Body><Cube date="2025-03-14"><Rate currency="EUR">n/a</Rate>');
    fallback.answer = json('{"rates": {"RON": 4.97');
    await storeRate(4.95, new Date(START - 30 * HOUR));

    const rate = await service().current();

    expect(rate).toMatchObject({ rate: 4.95, lastUpdated: new Date(START - 30 * HOUR) });
    expect(bnr.hits).toBe(1);
    expect(fallback.hits).toBe(1);
  });

  it('serves the last stored rate, with its real time and source, when both sources are down', async () => {
    bnr.answer = serverError;
    fallback.answer = 'drop';
    await storeRate(4.9712, new Date(START - 3 * 24 * HOUR), 'www.bnr.ro');

    const rate = await service().current();

    expect(rate).toEqual({
      rate: 4.9712,
      source: 'www.bnr.ro',
      publishedOn: '2025-03-10',
      lastUpdated: new Date(START - 3 * 24 * HOUR),
    });
  });

  it('answers null when both sources are down and nothing is stored', async () => {
    bnr.answer = serverError;
    fallback.answer = serverError;
    expect(await service().current()).toBeNull();
  });

  it('calls no source when none is configured, and serves what is stored', async () => {
    const offline = service({ sources: [] });
    expect(await offline.current()).toBeNull();
    await storeRate(4.97, new Date(START - 48 * HOUR));
    expect(await offline.current()).toMatchObject({ rate: 4.97 });
    expect(bnr.hits + fallback.hits).toBe(0);
  });

  it('keeps a fetched rate for 24 hours, then fetches again', async () => {
    bnr.answer = xml(bnrXml('4.9763'));
    const rates = service();
    await rates.current();

    bnr.answer = xml(bnrXml('4.9801', '2025-03-15'));
    nowMs = START + EXCHANGE_RATE_TTL_MS - 1;
    expect((await rates.current())?.rate).toBe(4.9763);
    expect(bnr.hits).toBe(1);

    nowMs = START + EXCHANGE_RATE_TTL_MS;
    expect(await rates.current()).toMatchObject({ rate: 4.9801, lastUpdated: new Date(nowMs) });
    expect(bnr.hits).toBe(2);
  });

  it('shares the stored rate across processes: a fresh one is not fetched again after a restart', async () => {
    await storeRate(4.9755, new Date(START - 23 * HOUR), 'www.bnr.ro');
    bnr.answer = xml(bnrXml('4.99'));

    expect(await service().current()).toMatchObject({ rate: 4.9755, source: 'www.bnr.ro' });
    expect(bnr.hits).toBe(0);
  });

  it('makes one upstream call for many simultaneous requests', async () => {
    bnr.answer = xml(bnrXml('4.9763'));
    const rates = service();
    const answers = await Promise.all(Array.from({ length: 5 }, () => rates.current()));
    expect(answers.map((a) => a?.rate)).toEqual([4.9763, 4.9763, 4.9763, 4.9763, 4.9763]);
    expect(bnr.hits).toBe(1);
  });

  it('after every source failed, tries them again only after a pause', async () => {
    bnr.answer = serverError;
    fallback.answer = serverError;
    await storeRate(4.97, new Date(START - 30 * HOUR));
    const rates = service();
    await rates.current();
    expect([bnr.hits, fallback.hits]).toEqual([1, 1]);

    nowMs = START + RETRY_AFTER_FAILURE_MS - 1;
    expect((await rates.current())?.rate).toBe(4.97);
    expect([bnr.hits, fallback.hits]).toEqual([1, 1]);

    bnr.answer = xml(bnrXml('4.9811'));
    nowMs = START + RETRY_AFTER_FAILURE_MS;
    expect((await rates.current())?.rate).toBe(4.9811);
    expect(bnr.hits).toBe(2);
  });
});

describe('parsers', () => {
  it('reads the NBR EUR rate, honouring a multiplier', () => {
    expect(parseBnrXml(bnrXml('4.9763'))).toEqual({ rate: 4.9763, publishedOn: '2025-03-14' });
    const per100 = bnrXml('4.9763').replace(
      '<Rate currency="EUR">4.9763',
      '<Rate currency="EUR" multiplier="100">497.63',
    );
    expect(parseBnrXml(per100).rate).toBeCloseTo(4.9763, 6);
  });

  it.each([
    ['an HTML error page', '<html><body>Maintenance</body></html>'],
    ['a feed without EUR', bnrXml('4.9763').replace('currency="EUR"', 'currency="GBP"')],
    ['an implausible rate', bnrXml('0.2009')],
    ['an empty body', ''],
  ])('rejects %s from the NBR feed', (_name, body) => {
    expect(() => parseBnrXml(body)).toThrow(UpstreamError);
  });

  it('reads rates.RON, eur.ron and ron from the JSON source', () => {
    expect(parseJsonRate(frankfurterJson(4.977))).toEqual({ rate: 4.977, publishedOn: '2025-03-14' });
    expect(parseJsonRate('{"date":"2025-03-14","eur":{"ron":4.976}}').rate).toBe(4.976);
    expect(parseJsonRate('{"ron":4.975}')).toEqual({ rate: 4.975, publishedOn: null });
  });

  it.each([
    ['malformed JSON', '{"rates":'],
    ['no RON', '{"rates":{"USD":1.08}}'],
    ['a text rate', '{"rates":{"RON":"4.97"}}'],
    ['an implausible rate', '{"rates":{"RON":497}}'],
    ['null', 'null'],
  ])('rejects %s from the JSON source', (_name, body) => {
    expect(() => parseJsonRate(body)).toThrow(UpstreamError);
  });
});

describe('configuration', () => {
  it('calls no source unless its URL is set (dev and tests stay off the internet)', () => {
    const config = loadServiceConfig(infra.env);
    expect(config.EXCHANGE_RATE_BNR_URL).toBeUndefined();
    expect(config.EXCHANGE_RATE_FALLBACK_URL).toBeUndefined();
    expect(config.EXCHANGE_RATE_TIMEOUT_MS).toBe(5000);
    expect(configuredSources(config)).toEqual([]);
  });

  it('takes both URLs, NBR first, and refuses a URL that is not http(s)', () => {
    const config = loadServiceConfig({
      ...infra.env,
      EXCHANGE_RATE_BNR_URL: bnr.url,
      EXCHANGE_RATE_FALLBACK_URL: fallback.url,
    });
    expect(configuredSources(config).map((s) => s.url)).toEqual([bnr.url, fallback.url]);
    expect(() =>
      loadServiceConfig({ ...infra.env, EXCHANGE_RATE_BNR_URL: 'ftp://example.org/x.xml' }),
    ).toThrow(ConfigError);
  });

  it('reads the public NBR feed, then the JSON API, in production when no URL is set', () => {
    const production = z.object(exchangeRateEnv('production'));
    expect(production.parse({})).toMatchObject({
      EXCHANGE_RATE_BNR_URL: PUBLIC_RATE_SOURCES.bnr,
      EXCHANGE_RATE_FALLBACK_URL: PUBLIC_RATE_SOURCES.fallback,
    });
    expect(production.parse({ EXCHANGE_RATE_BNR_URL: bnr.url }).EXCHANGE_RATE_BNR_URL).toBe(bnr.url);
    expect(z.object(exchangeRateEnv('development')).parse({}).EXCHANGE_RATE_BNR_URL).toBeUndefined();
  });
});

describe('query exchangeRate', () => {
  const QUERY = '{ exchangeRate { rate lastUpdated source publishedOn } }';
  const apps: FastifyInstance[] = [];
  const app = async (env: Record<string, string> = {}) => {
    const built = await buildApp(loadServiceConfig({ ...infra.env, ...env }));
    apps.push(built);
    return built;
  };

  afterAll(async () => {
    await Promise.all(apps.map((built) => built.close()));
  });

  it('answers null while no rate is known', async () => {
    const response = await postGraphQL<{ exchangeRate: unknown }>(await app(), { query: QUERY });
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ exchangeRate: null });
  });

  it('answers the NBR rate with an ISO lastUpdated', async () => {
    bnr.answer = xml(bnrXml('4.9763'));
    const online = await app({ EXCHANGE_RATE_BNR_URL: bnr.url, EXCHANGE_RATE_FALLBACK_URL: fallback.url });
    const response = await postGraphQL<{ exchangeRate: Record<string, unknown> }>(online, { query: QUERY });
    expect(response.errors).toBeUndefined();
    expect(response.data?.exchangeRate).toEqual({
      rate: 4.9763,
      lastUpdated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      source: bnr.host,
      publishedOn: '2025-03-14',
    });
  });
});
