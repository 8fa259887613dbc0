/**
 * The installations, issues and blueprints calls end to end: the real operations service (and
 * the real auth service, which names comment authors) behind the gateway, every answer field in
 * the dashboard's shapes (snake_case), the version conflict, and deletions that leave nothing behind.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD } from './auth-stack.js';
import {
  BLUEPRINT_BODY,
  INSTALLATION_BODY,
  PEOPLE,
  startOperationsStack,
  type OperationsStack,
  type Person,
} from './operations-stack.js';

let stack: OperationsStack;

beforeAll(async () => {
  stack = await startOperationsStack();
});

afterAll(async () => {
  await stack?.stop();
});

beforeEach(async () => {
  await stack.clear();
});

const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
/**
 * An installation's fields but its last change: a customer's first read links the installations
 * entered with their e-mail to their account, which counts as a change.
 */
const sameInstallation = ({ updated_at: _, ...fields }: Record<string, unknown>) => ({
  ...fields,
  updated_at: ISO,
});
const CHANGED_MEANWHILE = 'This issue was changed by someone else in the meantime. Reload it and try again.';

describe("an installation's customer, resolved by the auth subgraph", () => {
  const CUSTOMER = `query Customer($id: ID!) {
    installation(id: $id) { customerEmail customer { id firstName lastName email } }
  }`;
  const customerOf = async (as: Person, id: number) =>
    (await stack.graphql<{ installation: { customer: unknown } }>(as, CUSTOMER, { id: String(id) })).data
      ?.installation.customer;

  it("is the active account with the installation's e-mail before the customer's first visit links it, and the linked account after", async () => {
    const id = await stack.createInstallation();
    const owner = { id: stack.ids.owner, firstName: 'Test', lastName: 'user', email: PEOPLE.owner.email };
    // Not linked yet: staff see who the customer is all the same.
    expect(await stack.db.collection('installations').findOne({ _id: id as never })).toMatchObject({
      customerId: null,
    });
    expect(await customerOf('admin', id)).toEqual(owner);
    expect(await customerOf('installer', id)).toEqual(owner);
    // The customer's first read links it; then it is the account by its id.
    expect(await customerOf('owner', id)).toEqual(owner);
    await stack.ok('GET', '/installations', { as: 'owner' });
    expect(await stack.db.collection('installations').findOne({ _id: id as never })).toMatchObject({
      customerId: stack.ids.owner,
    });
    expect(await customerOf('admin', id)).toEqual(owner);
  });

  it('is nobody for an e-mail without an account, or whose account was never activated', async () => {
    const visitor = stack.auth.browser();
    const pending = 'neactivat@example.ro';
    const registered = await visitor.call('POST', '/api/v0/auth/register', {
      body: {
        email: pending,
        password: PASSWORD,
        firstName: 'Pretins',
        lastName: 'Client',
        csrfToken: await visitor.csrfToken(),
      },
    });
    expect(registered.statusCode).toBe(201);
    for (const userEmail of [pending, 'fara.cont@example.ro']) {
      const id = await stack.createInstallation({ userEmail });
      expect(await customerOf('admin', id)).toBeNull();
    }
  });

  it('keeps its customerId out of the API', async () => {
    const id = await stack.createInstallation();
    const answer = await stack.graphql('admin', 'query ($id: ID!) { installation(id: $id) { customerId } }', {
      id: String(id),
    });
    expect(answer.errors?.[0]?.message).toMatch(/Cannot query field "customerId"/);
  });
});

describe('installations', () => {
  it('POST /installations answers the installation in snake_case, the planned date as its day', async () => {
    const created = await stack.ok('POST', '/installations', { as: 'admin', body: INSTALLATION_BODY });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Casa Popescu',
      address: 'Str. Lungă 1, Iași',
      user_email: 'ana@example.ro',
      package: 'premium',
      status: 'pending',
      description: 'Zigbee, irigații',
      estimated_total_cost: 1234.5,
      planned_installation_date: '2026-02-01',
      installation_date: null,
      finish_configuration_date: null,
      hardware: [],
      hardware_total: 0,
      version: 1,
      created_at: ISO,
      updated_at: ISO,
    });
    expect(await stack.ok('GET', `/installations/${created.id}`, { as: 'admin' })).toEqual(created);
    expect(await stack.ok('GET', '/installations', { as: 'installer' })).toEqual([created]);
    expect(await stack.ok('GET', '/installations', { as: 'owner' })).toEqual([sameInstallation(created)]);
  });

  it('the planned date is a calendar day: the day sent is the day every answer gives, and PUT keeps it', async () => {
    const body = { ...INSTALLATION_BODY, plannedInstallationDate: '2027-02-01' };
    const created = await stack.ok<{ id: number }>('POST', '/installations', { as: 'admin', body });
    expect(created).toMatchObject({ planned_installation_date: '2027-02-01' });
    const planned = async () => ({
      one: (await stack.ok('GET', `/installations/${created.id}`, { as: 'owner' })).planned_installation_date,
      list: (await stack.ok<Array<Record<string, unknown>>>('GET', '/installations', { as: 'admin' })).map(
        (installation) => installation.planned_installation_date,
      ),
      stored: (await stack.db.collection('installations').findOne({ _id: created.id as never }))
        ?.plannedInstallationDate as unknown,
    });
    expect(await planned()).toEqual({ one: '2027-02-01', list: ['2027-02-01'], stored: '2027-02-01' });

    const put = (plannedInstallationDate: string) =>
      stack.ok('PUT', `/installations/${created.id}`, {
        as: 'admin',
        body: { ...INSTALLATION_BODY, plannedInstallationDate },
      });
    expect(await put('2027-02-01')).toMatchObject({ planned_installation_date: '2027-02-01' });
    expect(await planned()).toEqual({ one: '2027-02-01', list: ['2027-02-01'], stored: '2027-02-01' });
    // A date-time of an older client: without a zone its written day, with one its day in Iași.
    expect(await put('2027-03-04T23:30')).toMatchObject({ planned_installation_date: '2027-03-04' });
    expect(await put('2027-03-04T23:30:00Z')).toMatchObject({ planned_installation_date: '2027-03-05' });
    expect(await put('2027-03-04T21:59:59.999Z')).toMatchObject({ planned_installation_date: '2027-03-04' });
  });

  it('a planned date stored as an instant before reads as its day in Iași', async () => {
    const id = await stack.createInstallation();
    await stack.db
      .collection('installations')
      .updateOne(
        { _id: id as never },
        { $set: { plannedInstallationDate: new Date('2027-01-31T22:00:00.000Z') } },
      );
    expect(await stack.ok('GET', `/installations/${id}`, { as: 'admin' })).toMatchObject({
      planned_installation_date: '2027-02-01',
    });
  });

  it('GET /installations lists a customer’s own only, highest id first', async () => {
    const first = await stack.createInstallation();
    const second = await stack.createInstallation({ name: 'Casa de vacanță' });
    const others = await stack.createInstallation({ name: 'Casa Ion', userEmail: PEOPLE.other.email });
    const ids = async (as: 'owner' | 'other' | 'admin') =>
      (await stack.ok<Array<{ id: number }>>('GET', '/installations', { as })).map((item) => item.id);
    expect(await ids('owner')).toEqual([second, first]);
    expect(await ids('other')).toEqual([others]);
    expect(await ids('admin')).toEqual([others, second, first]);
  });

  it('PUT /installations/{id} replaces the form: left-out optional fields are cleared, unshown dates kept', async () => {
    const id = await stack.createInstallation({ installationDate: '2026-03-01T10:00' });
    const {
      description: _d,
      estimatedTotalCost: _c,
      plannedInstallationDate: _p,
      ...required
    } = INSTALLATION_BODY;
    const updated = await stack.ok('PUT', `/installations/${id}`, {
      as: 'admin',
      body: { ...required, status: 'completed', estimatedTotalCost: null },
    });
    expect(updated).toMatchObject({
      status: 'completed',
      description: null,
      estimated_total_cost: null,
      planned_installation_date: null,
      installation_date: '2026-03-01T08:00:00.000Z',
    });
    const cleared = await stack.ok('PUT', `/installations/${id}`, {
      as: 'admin',
      body: { ...INSTALLATION_BODY, installationDate: '', finishConfigurationDate: '2026-03-02' },
    });
    expect(cleared).toMatchObject({
      description: 'Zigbee, irigații',
      installation_date: null,
      finish_configuration_date: '2026-03-01T22:00:00.000Z',
    });
  });

  it('PUT /installations/{id}/hardware replaces the list and answers it with its totals', async () => {
    const id = await stack.createInstallation();
    const installation = await stack.ok('PUT', `/installations/${id}/hardware`, {
      as: 'admin',
      body: {
        items: [
          { name: 'Senzor de mișcare', quantity: 3, unitPrice: 99.9 },
          { name: 'Home Assistant Green', quantity: 1, unitPrice: 650 },
        ],
      },
    });
    expect(installation.hardware).toEqual([
      { id: expect.any(String), name: 'Senzor de mișcare', quantity: 3, unit_price: 99.9, total: 299.7 },
      { id: expect.any(String), name: 'Home Assistant Green', quantity: 1, unit_price: 650, total: 650 },
    ]);
    expect(installation.hardware_total).toBe(949.7);
    expect(await stack.ok('GET', `/installations/${id}`, { as: 'owner' })).toEqual(
      sameInstallation(installation),
    );
    const emptied = await stack.ok('PUT', `/installations/${id}/hardware`, {
      as: 'admin',
      body: { items: [] },
    });
    expect(emptied).toMatchObject({ hardware: [], hardware_total: 0 });
  });

  it('PUT with the version the editor read is 409 once someone changed the installation since', async () => {
    const id = await stack.createInstallation();
    const changed = await stack.ok('PUT', `/installations/${id}`, {
      as: 'admin',
      body: { ...INSTALLATION_BODY, address: 'Str. Lăpușneanu 2, Iași', version: 1 },
    });
    expect(changed).toMatchObject({ address: 'Str. Lăpușneanu 2, Iași', version: 2 });
    for (const [url, body] of [
      [`/installations/${id}`, { ...INSTALLATION_BODY, description: 'Din al doilea tab', version: 1 }],
      [`/installations/${id}/hardware`, { items: [], version: 1 }],
    ] as const) {
      const stale = await stack.call('PUT', url, { as: 'admin', body });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        message: 'This installation was changed by someone else in the meantime. Reload it and try again.',
      });
    }
    expect(await stack.ok('GET', `/installations/${id}`, { as: 'admin' })).toEqual(changed);
  });

  it('DELETE /installations/{id} removes its issues and their comments', async () => {
    const id = await stack.createInstallation();
    const kept = await stack.createInstallation({ name: 'Alta' });
    const issues = [await stack.createIssue('owner', id), await stack.createIssue('installer', id)];
    const keptIssue = await stack.createIssue('owner', kept);
    for (const issue of [...issues, keptIssue]) {
      await stack.ok('POST', `/issues/${issue}/comments`, {
        as: 'installer',
        body: { content: 'Vin mâine.' },
      });
    }

    expect(await stack.ok('DELETE', `/installations/${id}`, { as: 'admin' })).toEqual({
      message: 'Installation deleted successfully, including all related issues and comments.',
    });
    const gone = await stack.call('GET', `/installations/${id}`, { as: 'admin' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Installation not found' });
    for (const issue of issues) {
      expect((await stack.call('GET', `/issues/${issue}`, { as: 'admin' })).json()).toEqual({
        message: 'Issue not found',
      });
    }
    const left = await stack.ok<Array<{ id: number }>>('GET', '/issues', { as: 'admin' });
    expect(left.map((issue) => issue.id)).toEqual([keptIssue]);
    expect(await stack.db.collection('issues').countDocuments({ installationId: id })).toBe(0);
    expect(await stack.db.collection('comments').countDocuments({ issueId: { $in: issues } })).toBe(0);
    expect(await stack.db.collection('comments').countDocuments({ issueId: keptIssue })).toBe(1);
  });
});

describe('issues', () => {
  it('POST /issues answers the issue in snake_case, numbers for ids, the reporter’s account and version 1', async () => {
    const installation = await stack.createInstallation();
    const created = await stack.ok('POST', '/issues', {
      as: 'owner',
      body: { installationId: installation, title: 'Releul nu pornește', description: 'Din baie.\nDe ieri.' },
    });
    expect(created).toEqual({
      id: expect.any(Number),
      title: 'Releul nu pornește',
      description: 'Din baie.\nDe ieri.',
      status: 'open',
      installation_id: installation,
      installation_name: 'Casa Popescu',
      created_by: stack.ids.owner,
      created_by_email: 'ana@example.ro',
      version: 1,
      created_at: ISO,
      updated_at: ISO,
    });
    expect(await stack.ok('GET', '/issues', { as: 'owner' })).toEqual([created]);
    expect(await stack.ok('GET', '/issues', { as: 'other' })).toEqual([]);
    expect(await stack.ok('GET', `/issues/${created.id}`, { as: 'installer' })).toEqual({
      ...created,
      comments: [],
    });
  });

  it('GET /issues?installationId keeps one installation’s, newest first', async () => {
    const a = await stack.createInstallation();
    const b = await stack.createInstallation({ name: 'Alta' });
    const first = await stack.createIssue('owner', a);
    const second = await stack.createIssue('installer', a);
    await stack.createIssue('owner', b);
    const ids = (
      await stack.ok<Array<{ id: number }>>('GET', `/issues?installationId=${a}`, { as: 'owner' })
    ).map((issue) => issue.id);
    expect(ids).toEqual([second, first]);
  });

  it('GET /issues/{id} carries the thread oldest first, authors named by their accounts', async () => {
    const issue = await stack.createIssue('owner', await stack.createInstallation());
    const staffComment = await stack.ok('POST', `/issues/${issue}/comments`, {
      as: 'installer',
      body: { content: 'Vin mâine la 10.' },
    });
    expect(staffComment).toEqual({
      id: expect.any(String),
      content: 'Vin mâine la 10.',
      createdAt: ISO,
      user: { id: stack.ids.installer, firstName: 'Test', lastName: 'installer', role: 'installer' },
    });
    await stack.ok('POST', `/issues/${issue}/comments`, { as: 'owner', body: { content: 'Mulțumesc!' } });
    const { comments } = await stack.ok<{ comments: unknown[] }>('GET', `/issues/${issue}`, { as: 'owner' });
    expect(comments).toEqual([
      staffComment,
      {
        id: expect.any(String),
        content: 'Mulțumesc!',
        createdAt: ISO,
        user: { id: stack.ids.owner, firstName: 'Test', lastName: 'user', role: 'user' },
      },
    ]);
  });

  it('a comment whose author’s account is gone keeps the role they wrote it with, without names', async () => {
    await stack.auth.createUser('plecat@example.ro', 'installer');
    const authorization = await stack.bearerFor('plecat@example.ro');
    const issue = await stack.createIssue('owner', await stack.createInstallation());
    await stack.ok('POST', `/issues/${issue}/comments`, { authorization, body: { content: 'Rezolvat.' } });
    await stack.auth.db.collection('users').deleteOne({ email: 'plecat@example.ro' });

    const { comments } = await stack.ok<{ comments: unknown[] }>('GET', `/issues/${issue}`, { as: 'owner' });
    expect(comments).toEqual([
      {
        id: expect.any(String),
        content: 'Rezolvat.',
        createdAt: ISO,
        user: { id: null, firstName: '', lastName: '', role: 'installer' },
      },
    ]);
  });

  it('PUT and PATCH status with the version read apply and count a version; a stale one is 409 and changes nothing', async () => {
    const installation = await stack.createInstallation();
    const issue = await stack.createIssue('owner', installation);
    const form = { installationId: installation, title: 'Releu', description: 'Tot nu merge.' };

    const edited = await stack.ok('PUT', `/issues/${issue}`, { as: 'owner', body: { ...form, version: 1 } });
    expect(edited).toMatchObject({ title: 'Releu', description: 'Tot nu merge.', version: 2 });
    const moved = await stack.ok('PATCH', `/issues/${issue}/status`, {
      as: 'installer',
      body: { status: 'wip', version: 2 },
    });
    expect(moved).toMatchObject({ status: 'wip', version: 3 });

    // The customer still holds version 2.
    for (const [method, url, body] of [
      ['PUT', `/issues/${issue}`, { ...form, title: 'Altul', version: 2 }],
      ['PATCH', `/issues/${issue}/status`, { status: 'resolved', version: 2 }],
    ] as const) {
      const stale = await stack.call(method, url, { as: 'owner', body });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ message: CHANGED_MEANWHILE });
    }
    expect(await stack.ok('GET', `/issues/${issue}`, { as: 'owner' })).toMatchObject({
      title: 'Releu',
      status: 'wip',
      version: 3,
    });

    // Without a version the change applies to the issue as it is.
    expect(
      await stack.ok('PATCH', `/issues/${issue}/status`, { as: 'owner', body: { status: 'resolved' } }),
    ).toMatchObject({ status: 'resolved', version: 4 });
  });

  it('PATCH status resolved → wip is 409 with the service’s reason; reopening is allowed', async () => {
    const issue = await stack.createIssue('owner', await stack.createInstallation());
    await stack.ok('PATCH', `/issues/${issue}/status`, { as: 'admin', body: { status: 'resolved' } });
    const refused = await stack.call('PATCH', `/issues/${issue}/status`, {
      as: 'admin',
      body: { status: 'wip' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'A resolved issue must be reopened before it can be marked as In Progress',
    });
    expect(
      await stack.ok('PATCH', `/issues/${issue}/status`, { as: 'owner', body: { status: 'open' } }),
    ).toMatchObject({ status: 'open' });
  });

  it('DELETE /issues/{id} removes the issue and its comments', async () => {
    const issue = await stack.createIssue('owner', await stack.createInstallation());
    await stack.ok('POST', `/issues/${issue}/comments`, { as: 'installer', body: { content: 'Da.' } });
    await stack.ok('POST', `/issues/${issue}/comments`, { as: 'owner', body: { content: 'Bine.' } });

    expect(await stack.ok('DELETE', `/issues/${issue}`, { as: 'owner' })).toEqual({
      message: 'Issue and all its comments were successfully deleted',
    });
    const gone = await stack.call('GET', `/issues/${issue}`, { as: 'admin' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Issue not found' });
    expect(await stack.db.collection('issues').countDocuments({ _id: issue as never })).toBe(0);
    expect(await stack.db.collection('comments').countDocuments({ issueId: issue })).toBe(0);
  });
});

describe('blueprints', () => {
  it('creates, lists by page and tag, names the tags, reads, updates and deletes a blueprint', async () => {
    const created = await stack.ok('POST', '/blueprints', { as: 'installer', body: BLUEPRINT_BODY });
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'Motion-activated light',
      tag: 'lighting',
      // The text rule drops the blank end.
      content: 'blueprint:\n  name: Motion light\n  domain: automation',
      version: 1,
      created_at: ISO,
      updated_at: ISO,
    });
    const climate = await stack.ok('POST', '/blueprints', {
      as: 'admin',
      body: { ...BLUEPRINT_BODY, title: 'Thermostat schedule', tag: 'climate' },
    });

    expect(await stack.ok('GET', '/blueprints?page=1&limit=10', { as: 'installer' })).toEqual({
      data: [climate, created],
      totalPages: 1,
    });
    expect(await stack.ok('GET', '/blueprints?page=2&limit=1', { as: 'installer' })).toEqual({
      data: [created],
      totalPages: 2,
    });
    expect(await stack.ok('GET', '/blueprints?tag=lighting', { as: 'admin' })).toEqual({
      data: [created],
      totalPages: 1,
    });
    expect(await stack.ok('GET', '/blueprints/tags', { as: 'installer' })).toEqual({
      tags: ['climate', 'lighting'],
    });
    expect(await stack.ok('GET', `/blueprints/${created.id}`, { as: 'admin' })).toEqual(created);

    const updated = await stack.ok('PUT', `/blueprints/${created.id}`, {
      as: 'admin',
      body: { ...BLUEPRINT_BODY, title: 'Motion light, dimmed at night' },
    });
    expect(updated).toMatchObject({
      id: created.id,
      title: 'Motion light, dimmed at night',
      tag: 'lighting',
      version: 2,
    });
    const stale = await stack.call('PUT', `/blueprints/${created.id}`, {
      as: 'installer',
      body: { ...BLUEPRINT_BODY, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: 'This blueprint was changed by someone else in the meantime. Reload it and try again.',
    });

    expect(await stack.ok('DELETE', `/blueprints/${created.id}`, { as: 'installer' })).toEqual({
      message: 'Blueprint deleted successfully',
    });
    const gone = await stack.call('GET', `/blueprints/${created.id}`, { as: 'installer' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Blueprint not found' });
  });
});
