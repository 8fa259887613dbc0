/**
 * One started operations service per test file, with its test infrastructure, a direct database
 * connection (to look at what was stored) and the people of the role tests: the owning customer,
 * another customer, an installer, an admin, and that admin acting through a personal API token
 * with the write scope, each with a real token from the test JWKS.
 *
 * Also the GraphQL operations the tests send (DOCS), written once, and the data they start
 * from (World), made through the API as the dashboard makes it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Types } from 'mongoose';
import { connectMongo, type Connection, type Env, type Role } from '@smarthome/service-kit';
import { newEvent, QUEUES, type EventEnvelope } from '@smarthome/service-kit/events';
import {
  eventually,
  postGraphQL,
  publishTestEvent,
  startTestInfra,
  type GraphQLResponse,
  type TestInfra,
} from '@smarthome/service-kit/testing';
import { buildApp, type BuildOptions } from '../src/app.js';
import { loadServiceConfig } from '../src/config.js';

export interface Person {
  id: string;
  email: string;
  /** The names the person's token carries; left out, it carries none. */
  firstName?: string;
  lastName?: string;
  role: Role;
  /** Set for a caller acting through a personal API token: the scope its access token carries. */
  scope?: 'read' | 'write';
}

/** The people of the tests; `anonymous` sends no token. */
export const PEOPLE = {
  owner: { id: '65f1c0ffee0000000000a001', email: 'ana@example.ro', role: 'user' },
  other: { id: '65f1c0ffee0000000000a002', email: 'ion@example.ro', role: 'user' },
  installer: {
    id: '65f1c0ffee0000000000b001',
    email: 'installer@example.ro',
    firstName: 'Mihai',
    lastName: 'Popa',
    role: 'installer',
  },
  admin: { id: '65f1c0ffee0000000000c001', email: 'admin@example.ro', role: 'admin' },
  adminToken: { id: '65f1c0ffee0000000000c001', email: 'admin@example.ro', role: 'admin', scope: 'write' },
} as const satisfies Record<string, Person>;

export type PersonName = keyof typeof PEOPLE | 'anonymous';
export const EVERYONE: readonly PersonName[] = [
  'anonymous',
  'owner',
  'other',
  'installer',
  'admin',
  'adminToken',
];

export interface OperationsSuite {
  readonly app: FastifyInstance;
  readonly db: Connection;
  readonly infra: TestInfra;
  /** A GraphQL call as one of the people. */
  gql<T = Record<string, unknown>>(
    who: PersonName,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResponse<T>>;
  /** Like gql, failing the test on any error; the data. */
  ok<T = Record<string, unknown>>(
    who: PersonName,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<T>;
  /** A token for someone else (another e-mail or role). */
  tokenFor(person: Person): Promise<string>;
}

export function useOperationsSuite(
  prefix: string,
  env: Env = {},
  options: BuildOptions = {},
): OperationsSuite {
  let started: { app: FastifyInstance; db: Connection; infra: TestInfra } | undefined;
  const tokens = new Map<PersonName, string>();

  const get = () => {
    if (!started) throw new Error('the operations suite is not started yet: use it inside a test or hook');
    return started;
  };
  const tokenFor = (person: Person) =>
    get().infra.jwks.sign({
      sub: person.id,
      email: person.email,
      ...('firstName' in person ? { firstName: person.firstName, lastName: person.lastName } : {}),
      role: person.role,
      ...(person.scope ? { scope: person.scope } : {}),
    });

  beforeAll(async () => {
    const infra = await startTestInfra({ prefix });
    const app = await buildApp(loadServiceConfig({ ...infra.env, ...env }), { relay: false, ...options });
    const db = await connectMongo({ uri: infra.mongo.uri, dbName: infra.mongo.dbName });
    started = { app, db, infra };
    for (const [name, person] of Object.entries(PEOPLE))
      tokens.set(name as PersonName, await tokenFor(person));
  });

  afterAll(async () => {
    await started?.app.close();
    await started?.db.close();
    await started?.infra.stop();
  });

  const gql: OperationsSuite['gql'] = (who, query, variables = {}) => {
    const token = tokens.get(who);
    return postGraphQL(get().app, { query, variables, ...(token ? { token } : {}) });
  };

  return {
    get app() {
      return get().app;
    },
    get db() {
      return get().db;
    },
    get infra() {
      return get().infra;
    },
    gql,
    async ok(who, query, variables) {
      const response = await gql<never>(who, query, variables);
      expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
      return response.data as never;
    },
    tokenFor,
  };
}

/** Removes every document the tests wrote (between tests of one file). */
export async function clearCollections(db: Connection): Promise<void> {
  for (const name of [
    'installations',
    'issues',
    'comments',
    'blueprints',
    'counters',
    'outbox',
    'webhooks',
    'webhook_deliveries',
  ]) {
    await db.collection(name).deleteMany({});
  }
}

// The GraphQL operations the tests send, written once.

export const INSTALLATION_FIELDS = `
  id name address customerEmail package status description estimatedTotalCost
  plannedInstallationDate installationDate finishConfigurationDate createdAt updatedAt
  customerId
  hardware { id name quantity unitPrice total }
  hardwareTotal
  version
`;

export const ISSUE_FIELDS = `
  id title description status installationId installationName createdByEmail version createdAt updatedAt
  createdBy { id }
`;

export const COMMENT_FIELDS = 'id issueId content authorRole createdAt user { id }';

export const BLUEPRINT_FIELDS = 'id title tag content version createdAt updatedAt';

export const WEBHOOK_FIELDS =
  'id url events description active disabledReason consecutiveFailures createdAt updatedAt';

export const WEBHOOK_DELIVERY_FIELDS =
  'id event messageId status attempts responseStatus lastError createdAt deliveredAt nextAttemptAt';

export const DOCS = {
  myInstallations: `{ myInstallations { id name } }`,
  installations: `{ installations { id name } }`,
  installationsPage: `query ($page: Int, $limit: Int) { installationsPage(page: $page, limit: $limit) { items { id } total totalPages page } }`,
  installation: `query ($id: ID!) { installation(id: $id) { ${INSTALLATION_FIELDS} issues { id } } }`,
  createInstallation: `mutation ($input: InstallationInput!) { createInstallation(input: $input) { ${INSTALLATION_FIELDS} } }`,
  updateInstallation: `mutation ($id: ID!, $input: InstallationInput!, $version: Int) { updateInstallation(id: $id, input: $input, version: $version) { ${INSTALLATION_FIELDS} } }`,
  setInstallationHardware: `mutation ($installationId: ID!, $items: [HardwareItemInput!]!, $version: Int) { setInstallationHardware(installationId: $installationId, items: $items, version: $version) { ${INSTALLATION_FIELDS} } }`,
  deleteInstallation: `mutation ($id: ID!) { deleteInstallation(id: $id) }`,

  issues: `query ($installationId: ID) { issues(installationId: $installationId) { id title } }`,
  issuesPage: `query ($page: Int, $limit: Int, $installationId: ID) { issuesPage(page: $page, limit: $limit, installationId: $installationId) { items { id } total totalPages page } }`,
  issue: `query ($id: ID!) { issue(id: $id) { ${ISSUE_FIELDS} installation { id name } comments { ${COMMENT_FIELDS} } } }`,
  createIssue: `mutation ($input: IssueInput!) { createIssue(input: $input) { ${ISSUE_FIELDS} } }`,
  updateIssue: `mutation ($id: ID!, $input: IssueInput!, $version: Int) { updateIssue(id: $id, input: $input, version: $version) { ${ISSUE_FIELDS} } }`,
  setIssueStatus: `mutation ($id: ID!, $status: IssueStatus!, $version: Int) { setIssueStatus(id: $id, status: $status, version: $version) { ${ISSUE_FIELDS} } }`,
  deleteIssue: `mutation ($id: ID!) { deleteIssue(id: $id) }`,
  addIssueComment: `mutation ($issueId: ID!, $content: String) { addIssueComment(issueId: $issueId, content: $content) { ${COMMENT_FIELDS} } }`,

  myOperationsData: `{ myOperationsData { installations { ${INSTALLATION_FIELDS} } reportedIssues { ${ISSUE_FIELDS} } comments { ${COMMENT_FIELDS} } } }`,

  blueprints: `query ($page: Int, $limit: Int, $tag: String) { blueprints(page: $page, limit: $limit, tag: $tag) { totalPages data { ${BLUEPRINT_FIELDS} } } }`,
  blueprint: `query ($id: ID!) { blueprint(id: $id) { ${BLUEPRINT_FIELDS} } }`,
  blueprintTags: `{ blueprintTags }`,
  createBlueprint: `mutation ($input: BlueprintInput!) { createBlueprint(input: $input) { ${BLUEPRINT_FIELDS} } }`,
  updateBlueprint: `mutation ($id: ID!, $input: BlueprintInput!, $version: Int) { updateBlueprint(id: $id, input: $input, version: $version) { ${BLUEPRINT_FIELDS} } }`,
  deleteBlueprint: `mutation ($id: ID!) { deleteBlueprint(id: $id) }`,

  webhooks: `{ webhooks { ${WEBHOOK_FIELDS} } }`,
  webhook: `query ($id: ID!) { webhook(id: $id) { ${WEBHOOK_FIELDS} } }`,
  webhookDeliveries: `query ($webhookId: ID!) { webhookDeliveries(webhookId: $webhookId) { ${WEBHOOK_DELIVERY_FIELDS} } }`,
  webhookEventTypes: `{ webhookEventTypes { type description } }`,
  createWebhook: `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { secret webhook { ${WEBHOOK_FIELDS} } } }`,
  updateWebhook: `mutation ($id: ID!, $input: UpdateWebhookInput!) { updateWebhook(id: $id, input: $input) { ${WEBHOOK_FIELDS} } }`,
  deleteWebhook: `mutation ($id: ID!) { deleteWebhook(id: $id) }`,
  rotateWebhookSecret: `mutation ($id: ID!) { rotateWebhookSecret(id: $id) { secret webhook { ${WEBHOOK_FIELDS} } } }`,
  redeliverWebhookDelivery: `mutation ($webhookId: ID!, $deliveryId: ID!) { redeliverWebhookDelivery(webhookId: $webhookId, deliveryId: $deliveryId) { ${WEBHOOK_DELIVERY_FIELDS} } }`,

  entities: `query ($representations: [_Any!]!) { _entities(representations: $representations) {
    __typename
    ... on Installation { id name }
    ... on Issue { id title }
    ... on Blueprint { id title }
  } }`,
} as const;

/** A valid installation form for the owning customer of the tests. */
export const INSTALLATION_FORM = {
  name: 'Casa Popescu',
  address: 'Str. Lungă 1, Iași',
  customerEmail: 'Ana@Example.ro',
  package: 'premium',
  status: 'pending',
  description: 'Zigbee, irigații',
  estimatedTotalCost: 1234.5,
  plannedInstallationDate: '2027-02-01',
} as const;

/**
 * A webhook at a public address written as an IP literal, so that saving it needs no DNS answer
 * (where private addresses are not allowed, every name is resolved and checked).
 */
export const WEBHOOK_FORM = {
  url: 'https://93.184.215.14/hooks/smarthome',
  events: ['issue.created'],
  description: 'CRM',
} as const;

export const BLUEPRINT_FORM = {
  title: 'Motion-activated light',
  tag: 'lighting',
  content: 'blueprint:\n  name: Motion light\n  domain: automation\n',
} as const;

// Data the tests start from, made through the API as the dashboard makes it.

export interface World {
  /** The owning customer's installation, and one of the other customer's. */
  ownInstallation: string;
  otherInstallation: string;
  /** An issue the owner reported on their installation, one the installer reported there, and one of the other customer's. */
  ownIssue: string;
  staffIssueOnOwn: string;
  otherIssue: string;
}

export async function createInstallation(
  suite: OperationsSuite,
  form: Record<string, unknown> = {},
): Promise<string> {
  const data = await suite.ok<{ createInstallation: { id: string } }>('admin', DOCS.createInstallation, {
    input: { ...INSTALLATION_FORM, ...form },
  });
  return data.createInstallation.id;
}

export async function createIssue(
  suite: OperationsSuite,
  who: PersonName,
  installationId: string,
  form: Record<string, unknown> = {},
): Promise<string> {
  const data = await suite.ok<{ createIssue: { id: string } }>(who, DOCS.createIssue, {
    input: { installationId, title: 'Senzorul nu răspunde', description: 'Din hol, de ieri.', ...form },
  });
  return data.createIssue.id;
}

export async function addComment(
  suite: OperationsSuite,
  who: PersonName,
  issueId: string,
  content = 'Am verificat.',
): Promise<string> {
  const data = await suite.ok<{ addIssueComment: { id: string } }>(who, DOCS.addIssueComment, {
    issueId,
    content,
  });
  return data.addIssueComment.id;
}

/** Two customers' installations with issues of the owner, of staff and of the other customer. */
export async function buildWorld(suite: OperationsSuite): Promise<World> {
  const ownInstallation = await createInstallation(suite, { name: 'Casa Ana' });
  const otherInstallation = await createInstallation(suite, {
    name: 'Casa Ion',
    customerEmail: PEOPLE.other.email,
  });
  return {
    ownInstallation,
    otherInstallation,
    ownIssue: await createIssue(suite, 'owner', ownInstallation, { title: 'Ana: releu' }),
    staffIssueOnOwn: await createIssue(suite, 'installer', ownInstallation, { title: 'Instalator: baterie' }),
    otherIssue: await createIssue(suite, 'other', otherInstallation, { title: 'Ion: termostat' }),
  };
}

// Webhooks: what the delivery tests send and read.

export interface WebhookDeliveryRow {
  id: string;
  event: string;
  messageId: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  responseStatus: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
}

/** A `webhook.occurred` event on the webhooks queue, as a producer's relay publishes it. */
export async function publishWebhookEvent(
  suite: OperationsSuite,
  type: 'issue.created' | 'installation.created' = 'issue.created',
  data: Record<string, unknown> = { id: 7, title: 'Releu blocat', status: 'open' },
): Promise<EventEnvelope<'webhook.occurred'>> {
  const event = newEvent('webhook.occurred', { type, data });
  await publishTestEvent({ redis: suite.infra.redis.url, queue: QUEUES.webhooks }, event);
  return event;
}

/** An endpoint's delivery log as the admin reads it, newest first. */
export async function webhookDeliveries(
  suite: OperationsSuite,
  webhookId: string,
): Promise<WebhookDeliveryRow[]> {
  const data = await suite.ok<{ webhookDeliveries: WebhookDeliveryRow[] }>('admin', DOCS.webhookDeliveries, {
    webhookId,
  });
  return data.webhookDeliveries;
}

/** The endpoint's log once it holds `count` deliveries and the newest is no longer pending. */
export function settledDeliveries(
  suite: OperationsSuite,
  webhookId: string,
  count = 1,
): Promise<WebhookDeliveryRow[]> {
  return eventually(
    () => webhookDeliveries(suite, webhookId),
    (rows) => rows.length === count && rows[0]!.status !== 'pending',
  );
}

/**
 * An active webhook of issue.created written straight into the collection, as one saved where
 * private addresses were allowed (a receiver on the loopback); its id.
 */
export async function insertWebhook(db: Connection, url: string): Promise<Types.ObjectId> {
  const { insertedId } = await db.collection('webhooks').insertOne({
    url,
    events: ['issue.created'],
    description: null,
    secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    active: true,
    disabledReason: null,
    consecutiveFailures: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return insertedId;
}

/** A delivery of the webhook that failed every attempt, straight into the log; its id. */
export async function insertFailedDelivery(db: Connection, webhookId: string): Promise<string> {
  const { insertedId } = await db.collection('webhook_deliveries').insertOne({
    webhookId: new Types.ObjectId(webhookId),
    messageId: randomUUID(),
    event: 'issue.created',
    body: '{}',
    status: 'failed',
    attempts: 8,
    round: 0,
    responseStatus: 500,
    lastError: 'HTTP 500',
    createdAt: new Date(),
    deliveredAt: null,
    nextAttemptAt: null,
  });
  return insertedId.toHexString();
}
