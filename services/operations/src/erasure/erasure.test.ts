import { beforeAll, describe, expect, it } from 'vitest';
import { ERASED_PERSON, newEvent, QUEUES } from '@smarthome/service-kit/events';
import { eventually, publishTestEvent } from '@smarthome/service-kit/testing';
import {
  addComment,
  buildWorld,
  clearCollections,
  PEOPLE,
  useOperationsSuite,
  type World,
} from '../../test/helpers.js';

const suite = useOperationsSuite('operations_erasure');
const owner = PEOPLE.owner;

let world: World;

beforeAll(async () => {
  await clearCollections(suite.db);
  world = await buildWorld(suite);
  await addComment(suite, 'owner', world.ownIssue, 'Tot nu merge.');
  await addComment(suite, 'installer', world.ownIssue, 'Trec mâine.');
});

/** Every document of the service's database, as JSON, by collection. */
async function everything(): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const { name } of await suite.db.db!.listCollections().toArray()) {
    if (name === 'processed_events') continue;
    const docs = await suite.db.collection(name).find({}).sort({ _id: 1 }).toArray();
    all[name] = docs.map((doc) => JSON.stringify(doc));
  }
  return all;
}

const mentioning = async (...needles: string[]) =>
  Object.values(await everything())
    .flat()
    .filter((json) => needles.some((needle) => json.toLowerCase().includes(needle.toLowerCase())));

/** An account.deleted event on the operations queue, as the auth service's relay publishes it; its id. */
async function deleted(person: { id: string; email: string }): Promise<string> {
  const event = newEvent('account.deleted', { userId: person.id, email: person.email.toUpperCase() });
  await publishTestEvent({ redis: suite.infra.redis.url, queue: QUEUES.operations }, event);
  await eventually(
    () => suite.db.collection('processed_events').countDocuments({ _id: event.id as never }),
    (count) => count === 1,
  );
  return event.id;
}

describe('an account.deleted event', () => {
  it('keeps the installations, issues and comments, naming the stand-in instead of the person', async () => {
    expect(await mentioning(owner.id, owner.email)).not.toEqual([]);
    const counts = { issues: await suite.db.collection('issues').countDocuments({}) };

    await deleted(owner);

    expect(await mentioning(owner.id, owner.email)).toEqual([]);
    const installation = await suite.db
      .collection('installations')
      .findOne({ _id: Number(world.ownInstallation) as never });
    expect(installation).toMatchObject({
      name: 'Casa Ana',
      customerEmail: ERASED_PERSON.email,
      customerId: ERASED_PERSON.userId,
    });
    expect(await suite.db.collection('issues').countDocuments({})).toBe(counts.issues);
    expect(
      await suite.db.collection('issues').findOne({ _id: Number(world.ownIssue) as never }),
    ).toMatchObject({
      title: 'Ana: releu',
      createdById: ERASED_PERSON.userId,
      createdByEmail: ERASED_PERSON.email,
    });
    expect(await suite.db.collection('comments').countDocuments({ authorId: ERASED_PERSON.userId })).toBe(1);
    // Nobody else's records change.
    expect(await mentioning(PEOPLE.other.email)).not.toEqual([]);
    expect(await suite.db.collection('comments').countDocuments({ authorId: PEOPLE.installer.id })).toBe(1);
  });

  it('handled again (a second event for the same account) changes nothing more', async () => {
    const before = await everything();
    await deleted(owner);
    expect(await everything()).toEqual(before);
  });
});
