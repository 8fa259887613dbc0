import { beforeEach, describe, expect, it } from 'vitest';
import { toRestIssue } from '@smarthome/service-kit/contracts';
import { errorCodes } from '@smarthome/service-kit/testing';
import {
  addComment,
  buildWorld,
  clearCollections,
  createInstallation,
  createIssue,
  DOCS,
  PEOPLE,
  type PersonName,
  useOperationsSuite,
  type World,
} from '../../test/helpers.js';

const suite = useOperationsSuite('operations_issues');

interface IssueRow {
  id: string;
  title: string;
  description: string;
  status: string;
  installationId: string;
  installationName: string;
  createdByEmail: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  createdBy: { id: string } | null;
  installation: { id: string; name: string } | null;
  [field: string]: unknown;
}

let world: World;
beforeEach(async () => {
  await clearCollections(suite.db);
  world = await buildWorld(suite);
});

type OutboxItem = { type: string; payload: Record<string, unknown> };

/** The events an issue's document carries (the relay is off in these tests). */
async function outboxOf(issueId: string): Promise<OutboxItem[]> {
  const stored = await suite.db.collection('issues').findOne({ _id: Number(issueId) as never });
  return (stored?._outbox ?? []) as OutboxItem[];
}

/** The mail events an issue's document carries. */
const eventsOf = async (issueId: string) =>
  (await outboxOf(issueId)).filter((event) => event.type !== 'webhook.occurred');

/** What the integrators' webhooks are told about an issue: each `webhook.occurred`'s {type, data}. */
const webhooksOf = async (issueId: string) =>
  (await outboxOf(issueId))
    .filter((event) => event.type === 'webhook.occurred')
    .map((event) => event.payload as { type: string; data: Record<string, unknown> });

const getIssue = async (who: PersonName, id: string) =>
  (await suite.ok<{ issue: IssueRow }>(who, DOCS.issue, { id })).issue;
const setStatus = (who: PersonName, id: string, status: string, version?: number) =>
  suite.gql<{ setIssueStatus: IssueRow }>(who, DOCS.setIssueStatus, {
    id,
    status,
    ...(version !== undefined ? { version } : {}),
  });

describe('mutation createIssue', () => {
  it('opens the issue with the next number, its reporter and installation, and the staff mail in the same write', async () => {
    const { createIssue: issue } = await suite.ok<{ createIssue: IssueRow }>('owner', DOCS.createIssue, {
      input: {
        installationId: world.ownInstallation,
        title: '  Releul  nu comută ',
        description: 'Lumina\r\nrămâne aprinsă.',
      },
    });
    expect(issue).toEqual({
      id: '4',
      title: 'Releul nu comută',
      description: 'Lumina\nrămâne aprinsă.',
      status: 'open',
      installationId: world.ownInstallation,
      installationName: 'Casa Ana',
      createdByEmail: PEOPLE.owner.email,
      createdBy: { id: PEOPLE.owner.id },
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await eventsOf(issue.id)).toEqual([
      expect.objectContaining({
        type: 'issue.created',
        payload: {
          issueId: '4',
          title: 'Releul nu comută',
          description: 'Lumina\nrămâne aprinsă.',
          installationId: world.ownInstallation,
          installationName: 'Casa Ana',
          customerEmail: PEOPLE.owner.email,
          createdByEmail: PEOPLE.owner.email,
        },
      }),
    ]);
    // The integrators hear of it too, with the issue as the REST facade answers it.
    expect(await webhooksOf(issue.id)).toEqual([{ type: 'issue.created', data: toRestIssue(issue) }]);
  });

  it("refuses another customer's installation, an unknown one and a malformed id", async () => {
    for (const installationId of [world.otherInstallation, '999']) {
      const response = await suite.gql('owner', DOCS.createIssue, {
        input: { installationId, title: 'T', description: 'D' },
      });
      expect(errorCodes(response)).toEqual(['NOT_FOUND']);
      expect(response.errors![0]!.message).toBe('Installation not found');
    }
    const malformed = await suite.gql('owner', DOCS.createIssue, {
      input: { installationId: 'casa', title: 'T', description: 'D' },
    });
    expect(malformed.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { errors: [{ field: 'installationId', msg: 'Installation id must be a number' }] },
    });
    expect(await suite.db.collection('issues').countDocuments()).toBe(3);
  });

  it.each([
    [{ title: '' }],
    [{ description: '   ' }],
    [{ installationId: null }],
    [{ title: null, description: '\u200b' }],
  ])('answers the form text once for %o', async (change) => {
    const response = await suite.gql('owner', DOCS.createIssue, {
      input: { installationId: world.ownInstallation, title: 'T', description: 'D', ...change },
    });
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.message).toBe('Please fill out all fields');
    const errors = (response.errors![0]!.extensions!.details as { errors: Array<{ msg: string }> }).errors;
    expect(errors.map((error) => error.msg)).toEqual(['Please fill out all fields']);
  });

  it('caps the title and the description, and refuses operator objects at the schema', async () => {
    const long = await suite.gql('owner', DOCS.createIssue, {
      input: { installationId: world.ownInstallation, title: 't'.repeat(201), description: 'd'.repeat(5001) },
    });
    expect(long.errors![0]!.extensions!.details).toEqual({
      errors: [
        { field: 'title', msg: 'Title must be at most 200 characters' },
        { field: 'description', msg: 'Description must be at most 5000 characters' },
      ],
    });
    const operator = await suite.gql('owner', DOCS.createIssue, {
      input: { installationId: { $gt: 0 }, title: 'T', description: 'D' },
    });
    expect(errorCodes(operator)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('who sees which issue', () => {
  it('gives a customer the issues of their installations and the ones they reported; staff all, newest first', async () => {
    const ids = async (who: PersonName, installationId?: string) =>
      (await suite.ok<{ issues: IssueRow[] }>(who, DOCS.issues, { installationId })).issues.map(
        (row) => row.id,
      );
    expect(await ids('owner')).toEqual([world.staffIssueOnOwn, world.ownIssue]);
    expect(await ids('other')).toEqual([world.otherIssue]);
    expect(await ids('installer')).toEqual([world.otherIssue, world.staffIssueOnOwn, world.ownIssue]);
    expect(await ids('admin', world.otherInstallation)).toEqual([world.otherIssue]);
    expect(await ids('owner', world.otherInstallation)).toEqual([]);
    expect(await ids('owner', 'abc')).toEqual([]);
  });

  it("answers NOT_FOUND for another customer's issue, an unknown and a malformed id", async () => {
    for (const id of [world.otherIssue, '999', 'x', '-3']) {
      const response = await suite.gql('owner', DOCS.issue, { id });
      expect(errorCodes(response)).toEqual(['NOT_FOUND']);
      expect(response.errors![0]!.message).toBe('Issue not found');
    }
  });

  it('keeps showing a reporter their issue after the installation went to another customer, without the installation', async () => {
    await suite.ok('admin', DOCS.updateInstallation, {
      id: world.ownInstallation,
      input: {
        name: 'Casa Ana',
        address: 'Str. Lungă 1, Iași',
        customerEmail: 'nou@example.ro',
        package: 'basic',
        status: 'pending',
      },
    });
    expect(
      (await suite.ok<{ issues: IssueRow[] }>('owner', DOCS.issues)).issues.map((row) => row.id),
    ).toEqual([world.ownIssue]);
    expect(await getIssue('owner', world.ownIssue)).toMatchObject({ installation: null });
    expect(await getIssue('admin', world.ownIssue)).toMatchObject({
      installation: { id: world.ownInstallation, name: 'Casa Ana' },
    });
  });
});

describe('query issuesPage', () => {
  interface IssuePageRow {
    items: Array<{ id: string }>;
    total: number;
    totalPages: number;
    page: number;
  }
  const pageOf = async (who: PersonName, variables: Record<string, unknown> = {}) => {
    const { issuesPage } = await suite.ok<{ issuesPage: IssuePageRow }>(who, DOCS.issuesPage, variables);
    return { ...issuesPage, items: issuesPage.items.map((row) => row.id) };
  };

  it('pages what each role sees of issues, in the same order, counting the same issues', async () => {
    expect(await pageOf('owner')).toEqual({
      items: [world.staffIssueOnOwn, world.ownIssue],
      total: 2,
      totalPages: 1,
      page: 1,
    });
    expect(await pageOf('other', { limit: 1 })).toEqual({
      items: [world.otherIssue],
      total: 1,
      totalPages: 1,
      page: 1,
    });
    expect(await pageOf('owner', { page: 2, limit: 1 })).toEqual({
      items: [world.ownIssue],
      total: 2,
      totalPages: 2,
      page: 2,
    });
    expect(await pageOf('installer', { page: 1, limit: 2 })).toEqual({
      items: [world.otherIssue, world.staffIssueOnOwn],
      total: 3,
      totalPages: 2,
      page: 1,
    });
    expect(await pageOf('admin', { page: 2, limit: 2 })).toEqual({
      items: [world.ownIssue],
      total: 3,
      totalPages: 2,
      page: 2,
    });
  });

  it('answers a page past the last one with no items and the right total', async () => {
    expect(await pageOf('installer', { page: 3, limit: 2 })).toEqual({
      items: [],
      total: 3,
      totalPages: 2,
      page: 3,
    });
    expect(await pageOf('owner', { page: 2_147_483_647, limit: 100 })).toMatchObject({ items: [], total: 2 });
  });

  it("keeps one installation's issues, counted alone, and nothing for one the caller may not see or a malformed id", async () => {
    expect(await pageOf('admin', { installationId: world.ownInstallation, limit: 1 })).toEqual({
      items: [world.staffIssueOnOwn],
      total: 2,
      totalPages: 2,
      page: 1,
    });
    for (const installationId of [world.otherInstallation, 'abc']) {
      expect(await pageOf('owner', { installationId })).toEqual({
        items: [],
        total: 0,
        totalPages: 0,
        page: 1,
      });
    }
  });

  it('orders issues reported at the same moment by their number, so that every issue is on exactly one page', async () => {
    await suite.db
      .collection('issues')
      .updateMany({}, { $set: { createdAt: new Date('2026-03-01T10:00:00Z') } });
    const unpaged = (await suite.ok<{ issues: IssueRow[] }>('admin', DOCS.issues)).issues.map(
      (row) => row.id,
    );
    const paged: string[] = [];
    for (const page of [1, 2, 3]) paged.push(...(await pageOf('admin', { page, limit: 1 })).items);
    expect(paged).toEqual([world.otherIssue, world.staffIssueOnOwn, world.ownIssue]);
    expect(paged).toEqual(unpaged);
  });

  it.each([
    [{ page: 0 }, 'page must be an integer of at least 1'],
    [{ page: -1, installationId: 'abc' }, 'page must be an integer of at least 1'],
    [{ limit: 0 }, 'limit must be an integer from 1 to 100'],
    [{ limit: 101 }, 'limit must be an integer from 1 to 100'],
  ])('refuses paging %o with BAD_USER_INPUT', async (variables, message) => {
    const response = await suite.gql('owner', DOCS.issuesPage, variables);
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.message).toBe(message);
  });

  it('asks who is calling', async () => {
    expect(errorCodes(await suite.gql('anonymous', DOCS.issuesPage))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('mutation updateIssue', () => {
  it('edits an own issue, counting a new version, and moves it to another own installation', async () => {
    const second = await createInstallation(suite, { name: 'Garaj Ana' });
    const { updateIssue } = await suite.ok<{ updateIssue: IssueRow }>('owner', DOCS.updateIssue, {
      id: world.ownIssue,
      input: { installationId: second, title: 'Releu (garaj)', description: 'Tot nu merge.' },
      version: 1,
    });
    expect(updateIssue).toMatchObject({
      title: 'Releu (garaj)',
      description: 'Tot nu merge.',
      installationId: second,
      installationName: 'Garaj Ana',
      version: 2,
    });
  });

  it("refuses moving it onto someone else's installation, and another customer's edit", async () => {
    const moved = await suite.gql('owner', DOCS.updateIssue, {
      id: world.ownIssue,
      input: { installationId: world.otherInstallation, title: 'T', description: 'D' },
    });
    expect(moved.errors![0]!.message).toBe('Installation not found');
    const foreign = await suite.gql('other', DOCS.updateIssue, {
      id: world.ownIssue,
      input: { installationId: world.ownInstallation, title: 'T', description: 'D' },
    });
    expect(foreign.errors![0]!.message).toBe('Issue not found');
    expect(await getIssue('owner', world.ownIssue)).toMatchObject({ title: 'Ana: releu', version: 1 });
  });

  it('answers CONFLICT for an edit made on an older version, and keeps the newer edit', async () => {
    const input = { installationId: world.ownInstallation, description: 'D' };
    await suite.ok('installer', DOCS.updateIssue, {
      id: world.ownIssue,
      input: { ...input, title: 'Newer' },
      version: 1,
    });
    const stale = await suite.gql('owner', DOCS.updateIssue, {
      id: world.ownIssue,
      input: { ...input, title: 'Older' },
      version: 1,
    });
    expect(errorCodes(stale)).toEqual(['CONFLICT']);
    expect(stale.errors![0]!.message).toBe(
      'This issue was changed by someone else in the meantime. Reload it and try again.',
    );
    expect(stale.errors![0]!.extensions!.details).toEqual({ reason: 'version', currentVersion: 2 });
    expect(await getIssue('owner', world.ownIssue)).toMatchObject({ title: 'Newer', version: 2 });
  });

  it('refuses a version no issue can have as bad input, as the REST facade does, not as a change made meanwhile', async () => {
    for (const version of [0, -5]) {
      const refused = await setStatus('installer', world.ownIssue, 'wip', version);
      expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
      expect(refused.errors![0]!.message).toBe('version must be a positive integer');
    }
    expect(await getIssue('owner', world.ownIssue)).toMatchObject({ status: 'open' });
  });
});

describe('mutation setIssueStatus', () => {
  it('moves open → wip → resolved → open, one version each, and mails the customer about staff changes only', async () => {
    const wip = await setStatus('installer', world.ownIssue, 'wip', 1);
    expect(wip.data!.setIssueStatus).toMatchObject({ status: 'wip', version: 2 });
    expect((await setStatus('admin', world.ownIssue, 'resolved')).data!.setIssueStatus).toMatchObject({
      status: 'resolved',
      version: 3,
    });
    // The customer reopens it themselves: nobody is mailed about their own action.
    expect((await setStatus('owner', world.ownIssue, 'open', 3)).data!.setIssueStatus).toMatchObject({
      status: 'open',
      version: 4,
    });
    const changes = (await eventsOf(world.ownIssue)).filter((event) => event.type === 'issue.status_changed');
    expect(changes.map((event) => event.payload)).toEqual([
      {
        issueId: world.ownIssue,
        title: 'Ana: releu',
        customerEmail: PEOPLE.owner.email,
        customerFirstName: null,
        oldStatus: 'open',
        newStatus: 'wip',
      },
      expect.objectContaining({ oldStatus: 'wip', newStatus: 'resolved' }),
    ]);
  });

  it('tells the webhooks of every move, the customer’s own too, with the issue as written and its previous status', async () => {
    const answers: IssueRow[] = [];
    for (const [who, status] of [
      ['installer', 'wip'],
      ['owner', 'resolved'],
      ['owner', 'open'],
    ] as const) {
      answers.push((await setStatus(who, world.ownIssue, status)).data!.setIssueStatus);
    }
    const changes = (await webhooksOf(world.ownIssue)).filter(
      (event) => event.type === 'issue.status_changed',
    );
    expect(changes).toEqual([
      { type: 'issue.status_changed', data: { ...toRestIssue(answers[0]!), previous_status: 'open' } },
      { type: 'issue.status_changed', data: { ...toRestIssue(answers[1]!), previous_status: 'wip' } },
      { type: 'issue.status_changed', data: { ...toRestIssue(answers[2]!), previous_status: 'resolved' } },
    ]);
    // What the webhook carries is what is stored, as a later read answers it.
    expect(changes[2]!.data).toEqual({
      ...toRestIssue(await getIssue('admin', world.ownIssue)),
      previous_status: 'resolved',
    });
    // The customer's own moves are mailed to nobody.
    expect((await eventsOf(world.ownIssue)).map((event) => event.type)).toEqual([
      'issue.created',
      'issue.status_changed',
    ]);
  });

  it('changes nothing when the status is already the one asked for', async () => {
    const same = await setStatus('installer', world.ownIssue, 'open', 1);
    expect(same.data!.setIssueStatus).toMatchObject({ status: 'open', version: 1 });
    expect((await outboxOf(world.ownIssue)).map((event) => event.type)).toEqual([
      'issue.created',
      'webhook.occurred',
    ]);
    expect((await webhooksOf(world.ownIssue)).map((event) => event.type)).toEqual(['issue.created']);
  });

  it('refuses marking a resolved issue In Progress: it must be reopened first', async () => {
    await setStatus('installer', world.ownIssue, 'resolved');
    const response = await setStatus('installer', world.ownIssue, 'wip');
    expect(errorCodes(response)).toEqual(['CONFLICT']);
    expect(response.errors![0]!.message).toBe(
      'A resolved issue must be reopened before it can be marked as In Progress',
    );
    expect(response.errors![0]!.extensions!.details).toEqual({
      reason: 'transition',
      from: 'resolved',
      to: 'wip',
    });
  });

  it('answers CONFLICT when the issue changed since the version sent; the first change stands', async () => {
    const [first, second] = [
      await setStatus('installer', world.ownIssue, 'wip', 1),
      await setStatus('admin', world.ownIssue, 'resolved', 1),
    ];
    expect(first.errors).toBeUndefined();
    expect(errorCodes(second)).toEqual(['CONFLICT']);
    expect(await getIssue('admin', world.ownIssue)).toMatchObject({ status: 'wip', version: 2 });
  });

  it('lets only the reporter and the staff change it, and refuses unknown statuses at the schema', async () => {
    expect(errorCodes(await setStatus('other', world.ownIssue, 'resolved'))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await setStatus('owner', world.staffIssueOnOwn, 'resolved'))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await setStatus('admin', world.ownIssue, 'closed'))).toEqual(['BAD_USER_INPUT']);
  });
});

describe('mutation deleteIssue', () => {
  it('deletes an own issue; another customer gets NOT_FOUND, and so does a second delete', async () => {
    expect(errorCodes(await suite.gql('other', DOCS.deleteIssue, { id: world.ownIssue }))).toEqual([
      'NOT_FOUND',
    ]);
    expect(await suite.ok('owner', DOCS.deleteIssue, { id: world.ownIssue })).toEqual({ deleteIssue: true });
    for (const id of [world.ownIssue, 'nope']) {
      const again = await suite.gql('admin', DOCS.deleteIssue, { id });
      expect(again.errors![0]!.message).toBe('Issue not found');
    }
  });
});

describe('who may change which issue', () => {
  const REFUSED = 'Only the person who reported this issue, an installer or an admin can change or delete it';
  const VIEWER_CAN_CHANGE = 'query { issues { id viewerCanChange } }';
  const update = (who: PersonName, id: string, version?: number) =>
    suite.gql<{ updateIssue: IssueRow }>(who, DOCS.updateIssue, {
      id,
      input: { installationId: world.ownInstallation, title: 'Schimbat', description: 'Altfel.' },
      ...(version ? { version } : {}),
    });
  const remove = (who: PersonName, id: string) => suite.gql(who, DOCS.deleteIssue, { id });

  it('refuses a customer the edit, the status change and the delete of an issue staff reported on their installation', async () => {
    const attempts = [
      await update('owner', world.staffIssueOnOwn),
      // A stale version does not turn the refusal into a conflict.
      await update('owner', world.staffIssueOnOwn, 7),
      await setStatus('owner', world.staffIssueOnOwn, 'resolved'),
      await setStatus('owner', world.staffIssueOnOwn, 'open'),
      await remove('owner', world.staffIssueOnOwn),
    ];
    for (const response of attempts) {
      expect(errorCodes(response)).toEqual(['FORBIDDEN']);
      expect(response.errors![0]!.message).toBe(REFUSED);
    }
    expect(await getIssue('owner', world.staffIssueOnOwn)).toMatchObject({
      title: 'Instalator: baterie',
      status: 'open',
      version: 1,
    });
    expect((await eventsOf(world.staffIssueOnOwn)).map((event) => event.type)).toEqual(['issue.created']);
    expect((await webhooksOf(world.staffIssueOnOwn)).map((event) => event.type)).toEqual(['issue.created']);
  });

  it('still lets that customer read the issue and comment on it', async () => {
    await addComment(suite, 'owner', world.staffIssueOnOwn, 'Bateria e nouă.');
    expect(await getIssue('owner', world.staffIssueOnOwn)).toMatchObject({
      id: world.staffIssueOnOwn,
      comments: [expect.objectContaining({ content: 'Bateria e nouă.' })],
    });
  });

  it('lets a customer edit, move and delete the issues they reported', async () => {
    expect((await update('owner', world.ownIssue, 1)).data!.updateIssue).toMatchObject({ version: 2 });
    expect((await setStatus('owner', world.ownIssue, 'resolved', 2)).data!.setIssueStatus).toMatchObject({
      status: 'resolved',
      version: 3,
    });
    expect((await remove('owner', world.ownIssue)).data).toEqual({ deleteIssue: true });
  });

  it("keeps another customer's issue NOT_FOUND, whoever reported it", async () => {
    for (const response of [
      await update('other', world.staffIssueOnOwn),
      await setStatus('other', world.staffIssueOnOwn, 'resolved'),
      await remove('other', world.staffIssueOnOwn),
    ]) {
      expect(errorCodes(response)).toEqual(['NOT_FOUND']);
      expect(response.errors![0]!.message).toBe('Issue not found');
    }
  });

  it.each(['installer', 'admin'] as const)('lets the %s edit, move and delete any issue', async (who) => {
    for (const id of [world.ownIssue, world.staffIssueOnOwn, world.otherIssue]) {
      expect(errorCodes(await update(who, id, 1))).toEqual([]);
      expect(errorCodes(await setStatus(who, id, 'wip', 2))).toEqual([]);
      expect(errorCodes(await remove(who, id))).toEqual([]);
    }
    expect(await suite.db.collection('issues').countDocuments()).toBe(0);
  });

  it('tells each caller with viewerCanChange which issues they may change', async () => {
    const answers = async (who: PersonName) =>
      (await suite.ok<{ issues: Array<{ id: string; viewerCanChange: boolean }> }>(who, VIEWER_CAN_CHANGE))
        .issues;
    expect(await answers('owner')).toEqual([
      { id: world.staffIssueOnOwn, viewerCanChange: false },
      { id: world.ownIssue, viewerCanChange: true },
    ]);
    expect(await answers('other')).toEqual([{ id: world.otherIssue, viewerCanChange: true }]);
    for (const who of ['installer', 'admin'] as const) {
      expect((await answers(who)).every((issue) => issue.viewerCanChange)).toBe(true);
    }
  });
});

describe('issue ids', () => {
  it('continue from the highest, never reusing a deleted number', async () => {
    await suite.ok('admin', DOCS.deleteIssue, { id: world.otherIssue });
    expect(await createIssue(suite, 'owner', world.ownInstallation)).toBe('4');
    expect(Number(world.otherIssue)).toBe(3);
  });
});
