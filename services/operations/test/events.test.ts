/**
 * The issues' events leave the service the way every producer's do: written with the change,
 * harvested from `issues` and `comments` by the outbox relay, published on the `email` queue.
 * A consumer of that queue (what the notifications worker runs) receives exactly the events
 * that should become mail, and none about a person's own action.
 */
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMongo, createLogger, type Connection } from '@smarthome/service-kit';
import { startConsumer, type AnyEventEnvelope, type Consumer } from '@smarthome/service-kit/events';
import { addComment, createInstallation, createIssue, DOCS, PEOPLE, useOperationsSuite } from './helpers.js';

const prefix = `t${randomBytes(5).toString('hex')}`;
const suite = useOperationsSuite(
  'operations_events',
  { EVENTS_PREFIX: prefix },
  { relay: true, events: { pollIntervalMs: 50 } },
);

const received: AnyEventEnvelope[] = [];
let consumer: Consumer;
let ledger: Connection;

beforeAll(async () => {
  ledger = await connectMongo({ uri: suite.infra.mongo.uri, dbName: `${suite.infra.mongo.dbName}_consumer` });
  const keep = async (event: AnyEventEnvelope) => {
    received.push(event);
  };
  consumer = startConsumer({
    queue: 'email',
    connection: ledger,
    redis: suite.infra.redis.url,
    prefix,
    log: createLogger({ name: 'test-consumer', level: 'silent' }),
    handlers: { 'issue.created': keep, 'issue.status_changed': keep, 'issue.comment_added': keep },
  });
});

afterAll(async () => {
  await consumer?.close();
  await ledger?.dropDatabase().catch(() => undefined);
  await ledger?.close();
});

/** Polls a state no event announces until it holds; bounded. */
async function eventually<T>(read: () => Promise<T> | T, holds: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (holds(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Once the relay has published every event the service wrote: the events a queue received since the suite began. */
async function queued(name: string): Promise<AnyEventEnvelope[]> {
  const unpublished = { '_outbox.0': { $exists: true } };
  await eventually(
    async () =>
      (await suite.db.collection('issues').countDocuments(unpublished)) +
      (await suite.db.collection('comments').countDocuments(unpublished)) +
      (await suite.db.collection('outbox').countDocuments({})),
    (left) => left === 0,
  );
  const queue = new Queue(name, { connection: { url: suite.infra.redis.url }, prefix });
  try {
    const jobs = await queue.getJobs(['completed', 'waiting', 'active', 'delayed', 'failed', 'prioritized']);
    return jobs.map((job) => job.data as AnyEventEnvelope);
  } finally {
    await queue.close();
  }
}

describe('the issues on the email queue', () => {
  it('carries what the notifications worker mails, and nothing about anyone’s own action', async () => {
    const installation = await createInstallation(suite);
    const issue = await createIssue(suite, 'owner', installation, { title: 'Releu' });
    // The customer's own reopening tells nobody; the installer's moves tell the customer.
    await suite.ok('installer', DOCS.setIssueStatus, { id: issue, status: 'wip' });
    await suite.ok('owner', DOCS.setIssueStatus, { id: issue, status: 'open' });
    await suite.ok('admin', DOCS.setIssueStatus, { id: issue, status: 'resolved' });
    await addComment(suite, 'owner', issue, 'Mulțumesc!');
    await addComment(suite, 'installer', issue, 'Cu plăcere.');

    const published = (await queued('email'))
      .filter((event) => (event.payload as { issueId?: string }).issueId === issue)
      .map((event) => event.id);
    expect(published).toHaveLength(5);
    const events = await eventually(
      () => received.filter((event) => 'issueId' in event.payload && event.payload.issueId === issue),
      (found) => found.length >= published.length,
    );
    expect(events.map((event) => event.id).sort()).toEqual([...published].sort());
    const summary = events.map((event) => {
      switch (event.type) {
        case 'issue.created':
          return ['created', event.payload.createdByEmail, event.payload.customerEmail];
        case 'issue.status_changed':
          return ['status', event.payload.oldStatus, event.payload.newStatus];
        case 'issue.comment_added':
          return ['comment', event.payload.author.role, event.payload.comment];
        default:
          return [event.type];
      }
    });
    expect(summary.sort()).toEqual(
      [
        ['created', PEOPLE.owner.email, PEOPLE.owner.email],
        ['status', 'open', 'wip'],
        ['status', 'open', 'resolved'],
        ['comment', 'user', 'Mulțumesc!'],
        ['comment', 'installer', 'Cu plăcere.'],
      ].sort(),
    );

    // The integrators' webhooks are told of every one of these changes, the customer's own too, on
    // their own queue (which only this service's webhooks module consumes), never on the email one.
    // An issue's own events carry its id as `id`, a comment's as `issue_id`.
    const about = (event: AnyEventEnvelope) => {
      const { type, data } = event.payload as { type: string; data: { id?: number; issue_id?: number } };
      if (event.type !== 'webhook.occurred') return false;
      if (type === 'issue.commented') return data.issue_id === Number(issue);
      return ['issue.created', 'issue.status_changed'].includes(type) && data.id === Number(issue);
    };
    const webhooks = (await queued('webhooks')).filter(about);
    expect(webhooks.map((event) => (event.payload as { type: string }).type).sort()).toEqual(
      [
        'issue.created',
        'issue.status_changed',
        'issue.status_changed',
        'issue.status_changed',
        'issue.commented',
        'issue.commented',
      ].sort(),
    );
    expect(received.some((event) => event.type === 'webhook.occurred')).toBe(false);
  });
});
