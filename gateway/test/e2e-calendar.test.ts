/**
 * The installations calendar feed end to end: the gateway in front of the real auth and
 * operations services, the operations service verifying the auth service's own tokens (its
 * JWKS), as in production. The feed is read back with an iCalendar parser: all-day events on the
 * right day (an installation's instant taken on its day in Bucharest), stable UIDs, only what the
 * caller may see; the secret link works without cookies, a reset kills the previous one at once,
 * a calendar token opens nothing else, and its secret never reaches the gateway's log lines.
 */
import type { AddressInfo } from 'node:net';
import { CALENDAR_TOKEN_ONLY_MESSAGE } from '@smarthome/service-kit/contracts';
import { getFreePort } from '@smarthome/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../src/app.js';
import { Browser, randomIp, startAuthStack, type AuthStack } from './auth-stack.js';
import { testConfig } from './helpers.js';
import { startOperationsOnAuth } from './operations-on-auth.js';
import { INSTALLATION_BODY } from './operations-stack.js';

const FEED = '/api/v0/calendar/installations.ics';
const PUBLIC_BASE_URL = 'https://smarthome.example.ro';
const PEOPLE = {
  owner: { email: 'ana@example.ro', role: 'user' },
  other: { email: 'ion@example.ro', role: 'user' },
  installer: { email: 'installer@example.ro', role: 'installer' },
  admin: { email: 'admin@example.ro', role: 'admin' },
} as const;
type Person = keyof typeof PEOPLE;

let stack: AuthStack;
let operations: FastifyInstance;
let gateway: FastifyInstance;
const logLines: string[] = [];
const sessions = {} as Record<Person, Browser>;
/** The installations the tests read, by what they stand for. */
const ids = { planned: 0, installed: 0, undated: 0, othersPlanned: 0 };

beforeAll(async () => {
  stack = await startAuthStack();
  const started = await startOperationsOnAuth(stack);
  operations = started.operations;
  const authOrigin = `http://127.0.0.1:${(stack.auth.server.address() as AddressInfo).port}`;
  const closed = `http://127.0.0.1:${await getFreePort()}/graphql`;
  gateway = await buildGateway(
    testConfig({
      LOG_LEVEL: 'info',
      PUBLIC_BASE_URL,
      AUTH_URL: `${authOrigin}/graphql`,
      OPERATIONS_URL: started.url,
      CONTENT_URL: closed,
      ASSISTANT_URL: closed,
    }),
    { logStream: { write: (line) => void logLines.push(line) } },
  );

  for (const [person, { email, role }] of Object.entries(PEOPLE) as Array<
    [Person, (typeof PEOPLE)[Person]]
  >) {
    await stack.createUser(email, role);
    sessions[person] = new Browser(gateway, randomIp());
    expect((await sessions[person].login(email)).statusCode).toBe(200);
  }
  ids.planned = await createInstallation({
    name: 'Garaj și grădină Miroslava',
    package: 'basic',
    plannedInstallationDate: '2026-12-10',
  });
  // 22:30 UTC on the 16th is 00:30 on the 17th in Bucharest: the day the installers lived.
  ids.installed = await createInstallation({
    name: 'Casa Popescu',
    plannedInstallationDate: '2026-12-12',
    installationDate: '2026-12-16T22:30:00.000Z',
  });
  const { plannedInstallationDate: _dropped, ...undated } = INSTALLATION_BODY;
  ids.undated = await createInstallation({ ...undated, name: 'Fără zi' }, true);
  ids.othersPlanned = await createInstallation({
    name: 'Apartament Ion',
    userEmail: PEOPLE.other.email,
    plannedInstallationDate: '2026-12-20',
  });
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await operations?.close();
  await stack?.stop();
});

/** An installation the admin's session creates (the owner's unless the form says otherwise); its id. */
async function createInstallation(form: Record<string, unknown>, whole = false): Promise<number> {
  const body = whole ? form : { ...INSTALLATION_BODY, ...form };
  const created = await sessions.admin.call('POST', '/api/v0/installations', { body, csrf: true });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: number }>().id;
}

interface FeedEvent {
  uid: string;
  summary: string;
  location: string;
  url: string;
  description: string;
  status: string;
  start: string;
  end: string;
  allDay: boolean;
  lastModified: string;
  sequence: number;
}

/** The feed's events, read by an iCalendar parser, by installation id. */
function eventsOf(text: string): Map<number, FeedEvent> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = new Map<number, FeedEvent>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
    const end = vevent.getFirstPropertyValue('dtend') as ICAL.Time;
    const url = String(vevent.getFirstPropertyValue('url'));
    events.set(Number(url.split('/').at(-1)), {
      uid: String(vevent.getFirstPropertyValue('uid')),
      summary: String(vevent.getFirstPropertyValue('summary')),
      location: String(vevent.getFirstPropertyValue('location')),
      url,
      description: String(vevent.getFirstPropertyValue('description')),
      status: String(vevent.getFirstPropertyValue('status')),
      start: start.toString(),
      end: end.toString(),
      allDay: start.isDate && end.isDate,
      lastModified: (vevent.getFirstPropertyValue('last-modified') as ICAL.Time).toJSDate().toISOString(),
      sequence: Number(vevent.getFirstPropertyValue('sequence')),
    });
  }
  return events;
}

async function feedOf(person: Person): Promise<Map<number, FeedEvent>> {
  const response = await sessions[person].call('GET', FEED);
  expect(response.statusCode, response.body).toBe(200);
  return eventsOf(response.body);
}

/** A new secret link from the person's signed-in session: its url and token. */
async function newLink(person: Person): Promise<{ url: string; token: string }> {
  const response = await sessions[person].call('POST', '/api/v0/calendar/token', { csrf: true });
  expect(response.statusCode, response.body).toBe(201);
  const { url } = response.json<{ url: string }>();
  return { url, token: new URL(url).searchParams.get('token')! };
}

/** A GET of a link with no cookie and no header at all, as a calendar app makes it. */
const fetchLink = (url: string) => {
  const { pathname, search } = new URL(url);
  return gateway.inject({ method: 'GET', url: `${pathname}${search}` });
};

describe('GET /api/v0/calendar/installations.ics', () => {
  it('is an iCalendar document with all-day events of the installations that have a day', async () => {
    const response = await sessions.owner.call('GET', FEED);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe('inline; filename="installations.ics"');
    expect(response.body).toContain('DTSTART;VALUE=DATE:20261210');
    const events = eventsOf(response.body);
    expect([...events.keys()].sort()).toEqual([ids.planned, ids.installed].sort());
    expect(events.get(ids.planned)).toMatchObject({
      uid: `installation-${ids.planned}@smarthome.example.ro`,
      summary: 'Instalare: Garaj și grădină Miroslava (Basic)',
      location: INSTALLATION_BODY.address,
      url: `${PUBLIC_BASE_URL}/dashboard/installations/${ids.planned}`,
      status: 'TENTATIVE',
      start: '2026-12-10',
      end: '2026-12-11',
      allDay: true,
    });
    expect(events.get(ids.planned)?.description).toContain('în așteptare');
    expect(events.get(ids.planned)?.description).toContain(
      `${PUBLIC_BASE_URL}/dashboard/installations/${ids.planned}`,
    );
  });

  it('puts an installation on the day it was installed in Bucharest, before its planned day', async () => {
    const installed = (await feedOf('owner')).get(ids.installed);
    expect(installed).toMatchObject({
      start: '2026-12-17',
      end: '2026-12-18',
      allDay: true,
      status: 'CONFIRMED',
    });
  });

  it('keeps each event’s UID across fetches and changes, and marks a change by its last modification', async () => {
    const before = await feedOf('owner');
    expect((await feedOf('owner')).get(ids.planned)).toEqual(before.get(ids.planned));
    const changed = await sessions.admin.call('PUT', `/api/v0/installations/${ids.planned}`, {
      body: {
        ...INSTALLATION_BODY,
        name: 'Garaj Miroslava',
        package: 'basic',
        plannedInstallationDate: '2026-12-11',
      },
      csrf: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await feedOf('owner')).get(ids.planned);
    expect(after?.uid).toBe(before.get(ids.planned)?.uid);
    expect(after?.start).toBe('2026-12-11');
    // iCalendar times have whole seconds.
    const updatedAt = Date.parse(changed.json<{ updated_at: string }>().updated_at);
    expect(after?.lastModified).toBe(new Date(updatedAt - (updatedAt % 1000)).toISOString());
    expect(after?.sequence).toBeGreaterThanOrEqual(before.get(ids.planned)?.sequence ?? Infinity);
  });

  it('holds a customer’s own installations only, and every installation for staff', async () => {
    expect([...(await feedOf('other')).keys()]).toEqual([ids.othersPlanned]);
    for (const staff of ['installer', 'admin'] as const) {
      expect([...(await feedOf(staff)).keys()].sort()).toEqual(
        [ids.planned, ids.installed, ids.othersPlanned].sort(),
      );
    }
  });

  it('is 401 for an anonymous caller, and for a token that is not (or no longer) accepted', async () => {
    expect((await gateway.inject({ method: 'GET', url: FEED })).statusCode).toBe(401);
    const junk = await gateway.inject({ method: 'GET', url: `${FEED}?token=shpat_nope` });
    expect(junk.statusCode).toBe(401);
  });
});

describe('the secret link', () => {
  it('opens the feed without a cookie or a header, for the owner’s installations only', async () => {
    const { url } = await newLink('owner');
    expect(url.startsWith(`${PUBLIC_BASE_URL}${FEED}?token=shpat_`)).toBe(true);
    const response = await fetchLink(url);
    expect(response.statusCode, response.body).toBe(200);
    expect([...eventsOf(response.body).keys()].sort()).toEqual([ids.planned, ids.installed].sort());
  });

  it('stops working at once when reset: the new one works', async () => {
    const first = await newLink('installer');
    expect((await fetchLink(first.url)).statusCode).toBe(200);
    const second = await newLink('installer');
    const refused = await fetchLink(first.url);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer realm="smarthome", error="invalid_token"');
    expect((await fetchLink(second.url)).statusCode).toBe(200);
  });

  it('is made by a signed-in session only', async () => {
    const { token } = await newLink('other');
    const withToken = await gateway.inject({
      method: 'POST',
      url: '/api/v0/calendar/token',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withToken.statusCode).toBe(403);
    expect((await gateway.inject({ method: 'POST', url: '/api/v0/calendar/token' })).statusCode).toBe(401);
    const noCsrf = await sessions.other.call('POST', '/api/v0/calendar/token');
    expect(noCsrf.statusCode).toBe(403);
  });

  it('opens nothing else: 403 on the REST facade and on /graphql, and ignored in other query strings', async () => {
    const { token } = await newLink('admin');
    const bearer = { authorization: `Bearer ${token}` };
    const list = await gateway.inject({ method: 'GET', url: '/api/v0/installations', headers: bearer });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ message: CALENDAR_TOKEN_ONLY_MESSAGE });
    const graphql = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...bearer, 'content-type': 'application/json' },
      payload: { query: '{ installations { id } }' },
    });
    expect(graphql.statusCode).toBe(403);
    expect(graphql.json()).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
    // A token in another route's query string authenticates nobody.
    const elsewhere = await gateway.inject({ method: 'GET', url: `/api/v0/installations?token=${token}` });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toEqual({ message: 'Authentication required' });
  });

  it('never reaches the gateway’s log lines', async () => {
    const { url, token } = await newLink('owner');
    const before = logLines.length;
    expect((await fetchLink(url)).statusCode).toBe(200);
    expect((await fetchLink(`${url}x`)).statusCode).toBe(401);
    const lines = logLines.slice(before).join('');
    expect(lines).toContain('/api/v0/calendar/installations.ics?token=[redacted]');
    expect(logLines.join('')).not.toContain(token);
  });
});
