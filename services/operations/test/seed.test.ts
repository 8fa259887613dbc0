import { describe, expect, it } from 'vitest';
import { postGraphQL } from '@smarthome/service-kit/testing';
import { DEMO_BLUEPRINT_ENTRIES, loadDemoBlueprints } from '../src/seed/demo-blueprints.js';
import { DEMO_CUSTOMER_EMAIL, seedDemo } from '../src/seed.js';
import { clearCollections, createInstallation, createIssue, DOCS, useOperationsSuite } from './helpers.js';

const suite = useOperationsSuite('operations_seed');

const NOW = new Date('2026-06-15T12:00:00Z');
const USERS = {
  client: { id: '65f1c0ffee0000000000d001', email: DEMO_CUSTOMER_EMAIL, role: 'user' },
  installer: { id: '65f1c0ffee0000000000d002', email: 'installer@smarthome.local', role: 'installer' },
  admin: { id: '65f1c0ffee0000000000d003', email: 'admin@smarthome.local', role: 'admin' },
};

/** The names a blueprint declares under `blueprint.input`, and the ones its `!input` tags use. */
function inputsOf(yaml: string): { declared: Set<string>; used: Set<string> } {
  const block = /\n {2}input:\n((?: {4}.*\n|\n)*)/.exec(yaml)?.[1] ?? '';
  const declared = new Set([...block.matchAll(/^ {4}([a-z_]+):$/gm)].map((match) => match[1]!));
  const used = new Set([...yaml.matchAll(/!input ([a-z_]+)/g)].map((match) => match[1]!));
  return { declared, used };
}

describe('the demo seed', () => {
  it('fills installations, issues in every status with threads, and blueprints once', async () => {
    await clearCollections(suite.db);
    const first = await seedDemo(suite.db, { users: USERS, now: NOW });
    expect(first.inserted).toEqual({
      installations: 5,
      issues: 6,
      comments: 12,
      blueprints: DEMO_BLUEPRINT_ENTRIES.length,
    });
    expect((await seedDemo(suite.db, { users: USERS, now: NOW })).inserted).toEqual({
      installations: 0,
      issues: 0,
      comments: 0,
      blueprints: 0,
    });

    const installations = await suite.db.collection('installations').find({}).toArray();
    const customers = new Set(installations.map((installation) => installation.customerEmail));
    expect(customers.size).toBe(3);
    // The demo customer's are linked to their account; the others have none yet.
    for (const installation of installations) {
      expect(installation.customerId).toBe(
        installation.customerEmail === DEMO_CUSTOMER_EMAIL ? USERS.client.id : null,
      );
    }
    // Planned dates are calendar days, counted from the seed's "today" (June 15th).
    expect(Object.fromEntries(installations.map((row) => [row._id, row.plannedInstallationDate]))).toEqual({
      1: '2026-05-01',
      2: '2026-06-12',
      3: '2026-06-27',
      4: '2026-03-27',
      5: '2026-06-14',
    });
    const issues = await suite.db.collection('issues').find({}).toArray();
    expect(new Set(issues.map((issue) => issue.status))).toEqual(new Set(['open', 'wip', 'resolved']));
    const comments = await suite.db.collection('comments').find({}).toArray();
    expect(new Set(comments.map((comment) => comment.authorRole))).toEqual(
      new Set(['user', 'installer', 'admin']),
    );
    expect(comments.every((comment) => comment.createdAt < NOW)).toBe(true);
    expect([...issues, ...comments].some((document) => '_outbox' in document)).toBe(false);
  });

  it('is what the demo accounts see, and new ids continue after it', async () => {
    const client = await suite.tokenFor({ ...USERS.client, role: 'user' });
    const mine = await postGraphQL<{ installations: Array<{ id: string }> }>(suite.app, {
      query: DOCS.installations,
      token: client,
    });
    expect(mine.data!.installations.map((row) => row.id)).toEqual(['3', '2', '1']);
    const theirIssues = await postGraphQL<{ issues: Array<{ id: string }> }>(suite.app, {
      query: DOCS.issues,
      token: client,
    });
    expect(theirIssues.data!.issues.map((row) => row.id).sort()).toEqual(['1', '2', '3']);

    expect(await createInstallation(suite)).toBe('6');
    expect(await createIssue(suite, 'admin', '4')).toBe('7');
  });

  it('has a dozen Home Assistant automation blueprints under several tags, each using only inputs it declares', async () => {
    const blueprints = await loadDemoBlueprints();
    expect(blueprints.length).toBeGreaterThanOrEqual(12);
    expect(new Set(blueprints.map((blueprint) => blueprint.tag)).size).toBeGreaterThanOrEqual(5);
    for (const { title, content } of blueprints) {
      expect(content, title).toMatch(
        /^blueprint:\n {2}name: .+\n(?: {2}description: [^\n]+\n(?: {4}.+\n)*)? {2}domain: automation\n/,
      );
      expect(content, title).toMatch(/\ntriggers:\n/);
      expect(content, title).toMatch(/\nactions:\n/);
      expect(content, title).not.toMatch(/\t/);
      const { declared, used } = inputsOf(content);
      expect(used, title).toEqual(declared);
    }
  });
});
