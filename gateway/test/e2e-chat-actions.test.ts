/**
 * The chat's proposals end to end: the gateway in front of the real auth, operations and
 * assistant services, the assistant offline (no OPENAI_API_KEY) and asking operations itself
 * (OPERATIONS_URL) for the caller's installations, with the caller's own token. A customer who
 * reports a problem in the chat is offered to open an issue on their installation; confirming
 * the proposal reports it (answered as GET /issues/{id} answers it), once; cancelling it leaves
 * nothing to confirm; nobody else may use it; a cookie session needs the CSRF token here too.
 */
import type { AddressInfo } from 'node:net';
import { buildApp as buildAssistant, loadServiceConfig as assistantConfig } from '@smarthome/assistant';
import { parseServerSentEvents } from '@smarthome/assistant/testing';
import {
  CHAT_ACTION_CANCELLED_MESSAGE,
  CHAT_ACTION_NOT_FOUND_MESSAGE,
  type RestChatAction as ChatAction,
} from '@smarthome/service-kit/contracts';
import { testServiceEnv } from '@smarthome/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALLERS,
  PEOPLE,
  startOperationsStack,
  type Caller,
  type OperationsStack,
  type Person,
} from './operations-stack.js';

const PROBLEM = 'Am o problemă cu senzorul de ușă de la garaj, nu mai răspunde';
const ALREADY_USED = 'Propunerea a fost deja folosită.';
const PROPOSAL_LIFETIME_MS = 15 * 60 * 1000;

let stack: OperationsStack;
let assistant: FastifyInstance;
let gateway: FastifyInstance;
const bearers = {} as Record<Person, string>;
/** The owning customer's one installation: the proposals are made on it. */
let installation: number;

const graphqlUrl = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;

beforeAll(async () => {
  stack = await startOperationsStack();
  const { mongo, redis } = stack.auth.infra;
  assistant = await buildAssistant(
    assistantConfig(
      testServiceEnv(
        { mongo, redis },
        {
          MONGODB_DB: `${mongo.dbName}_assistant`,
          AUTH_JWKS_URL: stack.authJwksUrl,
          OPERATIONS_URL: graphqlUrl(stack.operations),
          // Every test makes proposals of its own: the daily limit is not what is tested here.
          CHAT_DAILY_LIMIT: '1000',
        },
      ),
    ),
    { relay: false, consume: false },
  );
  await assistant.listen({ port: 0, host: '127.0.0.1' });
  gateway = await stack.auth.extraGateway({
    OPERATIONS_URL: graphqlUrl(stack.operations),
    ASSISTANT_URL: graphqlUrl(assistant),
  });
  for (const person of Object.keys(PEOPLE) as Person[]) {
    bearers[person] = await stack.bearerFor(PEOPLE[person].email);
  }
  installation = await stack.createInstallation();
}, 120_000);

afterAll(async () => {
  await assistant?.close();
  await stack?.stop();
}, 60_000);

interface CallOptions {
  as?: Caller;
  headers?: Record<string, string>;
  body?: unknown;
}

/** A REST call under /api/v0 of the gateway that reaches the assistant, as one of the people. */
function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  { as = 'anonymous', headers, body }: CallOptions = {},
) {
  return gateway.inject({
    method,
    url: `/api/v0${url}`,
    headers: {
      ...(as === 'anonymous' ? {} : { authorization: bearers[as] }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const problemReport = { messages: [{ role: 'user', content: PROBLEM }] };

/** The owner reports the problem in the chat; the proposal that comes with the answer. */
async function proposal(): Promise<ChatAction> {
  const answer = await call('POST', '/chat', { as: 'owner', body: problemReport });
  expect(answer.statusCode, answer.body).toBe(200);
  const { action } = answer.json<{ action?: ChatAction }>();
  if (!action) throw new Error(`no proposal in ${answer.body}`);
  return action;
}

const confirm = (id: string, options: CallOptions = { as: 'owner' }) =>
  call('POST', `/chat/actions/${id}`, options);
const cancel = (id: string, options: CallOptions = { as: 'owner' }) =>
  call('DELETE', `/chat/actions/${id}`, options);

const issueCount = () => stack.db.collection('issues').countDocuments({});

describe('POST /api/v0/chat with a problem report', () => {
  it('answers with a proposal to report the issue on the caller’s installation, in the facade’s shape', async () => {
    const before = Date.now();
    const answer = await call('POST', '/chat', { as: 'owner', body: problemReport });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<{ response: string; action: ChatAction }>();
    expect(body).toEqual({
      response: expect.any(String),
      action: {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        kind: 'create_issue',
        installationId: installation,
        installationName: 'Casa Popescu',
        title: expect.any(String),
        description: expect.any(String),
        expiresAt: expect.any(String),
      },
    });
    expect(body.action.title.length).toBeGreaterThan(0);
    const expiresAt = Date.parse(body.action.expiresAt);
    expect(expiresAt).toBeGreaterThan(before);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + PROPOSAL_LIFETIME_MS);
  });

  it('answers a question that asks for nothing without `action`', async () => {
    const answer = await call('POST', '/chat', {
      as: 'owner',
      body: { messages: [{ role: 'user', content: 'Cât costă pachetul Basic?' }] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(Object.keys(answer.json())).toEqual(['response']);
  });

  it('streams the proposal as an `action` event before `done`, which carries it too', async () => {
    const answer = await call('POST', '/chat/stream', { as: 'owner', body: problemReport });
    expect(answer.statusCode, answer.body).toBe(200);
    const events = parseServerSentEvents(answer.body);
    expect(events.map((event) => event.event).slice(-2)).toEqual(['action', 'done']);
    const action = JSON.parse(events.at(-2)!.data) as ChatAction;
    expect(action).toMatchObject({ kind: 'create_issue', installationId: installation });
    expect((JSON.parse(events.at(-1)!.data) as { action: unknown }).action).toEqual(action);
  });
});

describe('POST /api/v0/chat/actions/{id}', () => {
  it('reports the issue on the installation and answers 201 {issue} as GET /issues/{id} answers it; again 409', async () => {
    const action = await proposal();
    const confirmed = await confirm(action.id);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const { issue } = confirmed.json<{ issue: Record<string, unknown> }>();
    expect(issue).toMatchObject({
      installation_id: installation,
      installation_name: 'Casa Popescu',
      title: action.title,
      description: action.description,
      status: 'open',
      created_by: stack.ids.owner,
      created_by_email: PEOPLE.owner.email,
      comments: [],
    });
    const read = await call('GET', `/issues/${String(issue.id)}`, { as: 'owner' });
    expect(read.statusCode).toBe(200);
    expect(issue).toEqual(read.json());

    const again = await confirm(action.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ALREADY_USED });
  });

  it('is the proposal’s author’s alone: anyone else is told it does not exist, and it stays usable', async () => {
    const action = await proposal();
    const before = await issueCount();
    const someoneElse = await confirm(action.id, { as: 'other' });
    expect(someoneElse.statusCode).toBe(404);
    expect(someoneElse.json()).toEqual({ message: CHAT_ACTION_NOT_FOUND_MESSAGE });
    const anonymous = await confirm(action.id, { as: 'anonymous' });
    expect(anonymous.statusCode).toBe(401);
    expect(await issueCount()).toBe(before);
    expect((await confirm(action.id)).statusCode).toBe(201);
  });

  it('answers an id that cannot be a proposal 404, without asking the assistant (even anonymous)', async () => {
    for (const id of ['a'.repeat(31), 'g'.repeat(32), `${'a'.repeat(32)}0`, 'nu-exista']) {
      for (const as of ['owner', 'anonymous'] as const) {
        for (const answer of [await confirm(id, { as }), await cancel(id, { as })]) {
          expect(answer.statusCode, `${id} ${as}`).toBe(404);
          expect(answer.json()).toEqual({ message: CHAT_ACTION_NOT_FOUND_MESSAGE });
        }
      }
    }
    // A well-formed id nobody was given: the assistant's own answer, the same.
    const unknown = await confirm('0123456789abcdef0123456789abcdef');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: CHAT_ACTION_NOT_FOUND_MESSAGE });
  });

  it('needs the CSRF token when a session cookie authenticates the call', async () => {
    const action = await proposal();
    for (const answer of [
      await confirm(action.id, { headers: { cookie: 'session=any' } }),
      await cancel(action.id, { headers: { cookie: 'session=any' } }),
    ]) {
      expect(answer.statusCode).toBe(403);
    }
    // Refused before anything happened: the proposal is still there to confirm.
    expect((await confirm(action.id)).statusCode).toBe(201);
  });
});

describe('DELETE /api/v0/chat/actions/{id}', () => {
  it('cancels the proposal: 200 {message}, then confirming or cancelling it again is 409, and no issue is reported', async () => {
    const action = await proposal();
    const before = await issueCount();
    const cancelled = await cancel(action.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ message: CHAT_ACTION_CANCELLED_MESSAGE });
    for (const answer of [await confirm(action.id), await cancel(action.id)]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ message: ALREADY_USED });
    }
    expect(await issueCount()).toBe(before);
  });
});

describe('role × route matrix of /api/v0/chat/actions/{id}', () => {
  it('lets only the customer the proposal was made for confirm or cancel it: 401 anonymous, 404 anyone else', async () => {
    const routes = { confirm, cancel };
    const actual: Record<string, Record<string, number>> = {};
    for (const [name, route] of Object.entries(routes)) {
      actual[name] = {};
      for (const as of CALLERS) actual[name][as] = (await route((await proposal()).id, { as })).statusCode;
    }
    const others = { anonymous: 401, other: 404, installer: 404, admin: 404 };
    expect(actual).toEqual({ confirm: { ...others, owner: 201 }, cancel: { ...others, owner: 200 } });
  }, 60_000);
});
