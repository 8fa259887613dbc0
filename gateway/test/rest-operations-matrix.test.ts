/**
 * Who may call what: every installations, issues and blueprints call of the REST facade, through
 * the gateway to the real operations service, for each kind of caller. What a customer may not
 * see does not exist for them (404); what their role may not do at all is 403, and so is editing,
 * moving or deleting an issue they see but did not report (staff reported it on their installation).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLUEPRINT_BODY,
  CALLERS,
  INSTALLATION_BODY,
  PEOPLE,
  startOperationsStack,
  type Caller,
  type OperationsStack,
} from './operations-stack.js';

let stack: OperationsStack;

beforeAll(async () => {
  stack = await startOperationsStack();
});

afterAll(async () => {
  await stack?.stop();
});

/** One call of the matrix, on records made fresh for it; the status the caller gets. */
type Call = (as: Caller) => Promise<number>;

const status = async (...args: Parameters<OperationsStack['call']>) => (await stack.call(...args)).statusCode;
/** An installation of the owning customer with an issue `reporter` (the customer by default) reported on it. */
async function ownIssue(
  reporter: 'owner' | 'installer' = 'owner',
): Promise<{ installation: number; issue: number }> {
  const installation = await stack.createInstallation();
  return { installation, issue: await stack.createIssue(reporter, installation) };
}
/** An issue the installer reported on the owning customer's installation. */
const staffIssue = () => ownIssue('installer');
const issueEdit = (as: Caller, { installation, issue }: { installation: number; issue: number }) =>
  stack.call('PUT', `/issues/${issue}`, {
    as,
    body: { installationId: installation, title: 'Releu', description: 'Tot nu pornește.' },
  });
const blueprint = async () =>
  (await stack.ok<{ id: string }>('POST', '/blueprints', { as: 'admin', body: BLUEPRINT_BODY })).id;

const CALLS: Record<string, Call> = {
  'GET /installations': (as) => status('GET', '/installations', { as }),
  'GET /installations?page&limit': (as) => status('GET', '/installations?page=1&limit=2', { as }),
  'GET /installations/{id}': async (as) =>
    status('GET', `/installations/${await stack.createInstallation()}`, { as }),
  'POST /installations': (as) => status('POST', '/installations', { as, body: INSTALLATION_BODY }),
  'PUT /installations/{id}': async (as) =>
    status('PUT', `/installations/${await stack.createInstallation()}`, {
      as,
      body: { ...INSTALLATION_BODY, status: 'completed' },
    }),
  'PUT /installations/{id}/hardware': async (as) =>
    status('PUT', `/installations/${await stack.createInstallation()}/hardware`, {
      as,
      body: { items: [{ name: 'Senzor de mișcare', quantity: 2, unitPrice: 99.9 }] },
    }),
  'DELETE /installations/{id}': async (as) =>
    status('DELETE', `/installations/${await stack.createInstallation()}`, { as }),

  'GET /issues': (as) => status('GET', '/issues', { as }),
  'GET /issues?page&limit': (as) => status('GET', '/issues?page=1&limit=2', { as }),
  'GET /issues/{id}': async (as) => status('GET', `/issues/${(await ownIssue()).issue}`, { as }),
  'POST /issues': async (as) =>
    status('POST', '/issues', {
      as,
      body: { installationId: await stack.createInstallation(), title: 'Releu', description: 'Nu pornește.' },
    }),
  'PUT /issues/{id}': async (as) => (await issueEdit(as, await ownIssue())).statusCode,
  'PATCH /issues/{id}/status': async (as) =>
    status('PATCH', `/issues/${(await ownIssue()).issue}/status`, { as, body: { status: 'resolved' } }),
  'POST /issues/{id}/comments': async (as) =>
    status('POST', `/issues/${(await ownIssue()).issue}/comments`, {
      as,
      body: { content: 'Am verificat.' },
    }),
  'DELETE /issues/{id}': async (as) => status('DELETE', `/issues/${(await ownIssue()).issue}`, { as }),
  'GET /issues/{id} (reported by staff)': async (as) =>
    status('GET', `/issues/${(await staffIssue()).issue}`, { as }),
  'PUT /issues/{id} (reported by staff)': async (as) => (await issueEdit(as, await staffIssue())).statusCode,
  'PATCH /issues/{id}/status (reported by staff)': async (as) =>
    status('PATCH', `/issues/${(await staffIssue()).issue}/status`, { as, body: { status: 'resolved' } }),
  'POST /issues/{id}/comments (reported by staff)': async (as) =>
    status('POST', `/issues/${(await staffIssue()).issue}/comments`, {
      as,
      body: { content: 'Am verificat.' },
    }),
  'DELETE /issues/{id} (reported by staff)': async (as) =>
    status('DELETE', `/issues/${(await staffIssue()).issue}`, { as }),

  'GET /blueprints': (as) => status('GET', '/blueprints?page=1&limit=10', { as }),
  'GET /blueprints/tags': (as) => status('GET', '/blueprints/tags', { as }),
  'GET /blueprints/{id}': async (as) => status('GET', `/blueprints/${await blueprint()}`, { as }),
  'POST /blueprints': (as) => status('POST', '/blueprints', { as, body: BLUEPRINT_BODY }),
  'PUT /blueprints/{id}': async (as) =>
    status('PUT', `/blueprints/${await blueprint()}`, { as, body: { ...BLUEPRINT_BODY, tag: 'climate' } }),
  'DELETE /blueprints/{id}': async (as) => status('DELETE', `/blueprints/${await blueprint()}`, { as }),
};

type Row = Record<Caller, number>;
const SIGNED_IN: Row = { anonymous: 401, owner: 200, other: 200, installer: 200, admin: 200 };
/** The owner's record: the other customer is told it does not exist. */
const OWNER_AND_STAFF: Row = { anonymous: 401, owner: 200, other: 404, installer: 200, admin: 200 };
/** An issue staff reported on the owner's installation: the owner sees it but may not change it. */
const REPORTER_OR_STAFF: Row = { ...OWNER_AND_STAFF, owner: 403 };
const ADMIN_WRITE: Row = { anonymous: 401, owner: 403, other: 403, installer: 403, admin: 200 };
const STAFF_ONLY: Row = { anonymous: 401, owner: 403, other: 403, installer: 200, admin: 200 };
const created = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([caller, code]) => [caller, code === 200 ? 201 : code])) as Row;

const EXPECTED: Record<string, Row> = {
  'GET /installations': SIGNED_IN,
  'GET /installations?page&limit': SIGNED_IN,
  'GET /installations/{id}': OWNER_AND_STAFF,
  'POST /installations': created(ADMIN_WRITE),
  'PUT /installations/{id}': ADMIN_WRITE,
  'PUT /installations/{id}/hardware': ADMIN_WRITE,
  'DELETE /installations/{id}': ADMIN_WRITE,
  'GET /issues': SIGNED_IN,
  'GET /issues?page&limit': SIGNED_IN,
  'GET /issues/{id}': OWNER_AND_STAFF,
  'POST /issues': created(OWNER_AND_STAFF),
  'PUT /issues/{id}': OWNER_AND_STAFF,
  'PATCH /issues/{id}/status': OWNER_AND_STAFF,
  'POST /issues/{id}/comments': created(OWNER_AND_STAFF),
  'DELETE /issues/{id}': OWNER_AND_STAFF,
  'GET /issues/{id} (reported by staff)': OWNER_AND_STAFF,
  'PUT /issues/{id} (reported by staff)': REPORTER_OR_STAFF,
  'PATCH /issues/{id}/status (reported by staff)': REPORTER_OR_STAFF,
  'POST /issues/{id}/comments (reported by staff)': created(OWNER_AND_STAFF),
  'DELETE /issues/{id} (reported by staff)': REPORTER_OR_STAFF,
  'GET /blueprints': STAFF_ONLY,
  'GET /blueprints/tags': STAFF_ONLY,
  'GET /blueprints/{id}': STAFF_ONLY,
  'POST /blueprints': created(STAFF_ONLY),
  'PUT /blueprints/{id}': STAFF_ONLY,
  'DELETE /blueprints/{id}': STAFF_ONLY,
};

describe('role × endpoint matrix of /api/v0/installations, /issues and /blueprints', () => {
  it('answers each caller as the role table says: customers their own, installers all, writes of installations the admin’s, issue changes the reporter’s or staff’s, blueprints staff only', async () => {
    const actual: Record<string, Row> = {};
    for (const [name, call] of Object.entries(CALLS)) {
      actual[name] = {} as Row;
      for (const as of CALLERS) actual[name][as] = await call(as);
    }
    expect(actual).toEqual(EXPECTED);
  }, 180_000);

  it('tells a customer why they may not change an issue staff reported, and leaves the issue as it was', async () => {
    const reported = await staffIssue();
    const refused =
      'Only the person who reported this issue, an installer or an admin can change or delete it';
    for (const response of [
      await issueEdit('owner', reported),
      await stack.call('PATCH', `/issues/${reported.issue}/status`, { as: 'owner', body: { status: 'wip' } }),
      await stack.call('DELETE', `/issues/${reported.issue}`, { as: 'owner' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: refused });
    }
    expect(await stack.ok('GET', `/issues/${reported.issue}`, { as: 'owner' })).toMatchObject({
      title: 'Senzorul nu răspunde',
      status: 'open',
      version: 1,
      created_by: stack.ids.installer,
    });
  });
});

describe('GET /issues, whole or a page at a time', () => {
  interface RestIssueRow {
    id: number;
    installation_id: number;
    [field: string]: unknown;
  }
  interface IssuePage {
    data: RestIssueRow[];
    total: number;
    totalPages: number;
  }
  const whole = (as: Caller, query = '') => stack.ok<RestIssueRow[]>('GET', `/issues${query}`, { as });
  const page = (as: Caller, query: string) => stack.ok<IssuePage>('GET', `/issues?${query}`, { as });
  let installation: number;

  beforeAll(async () => {
    installation = await stack.createInstallation({ name: 'Casa cu cinci probleme' });
    for (const n of [1, 2, 3, 4, 5])
      await stack.createIssue('owner', installation, { title: `Problema ${n}` });
  });

  it('answers the whole array without page or limit, as before', async () => {
    const all = await whole('installer');
    expect(Array.isArray(all)).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(all[0]!).sort()).toEqual(
      [
        'id',
        'title',
        'description',
        'status',
        'installation_id',
        'installation_name',
        'created_by',
        'created_by_email',
        'version',
        'created_at',
        'updated_at',
      ].sort(),
    );
  });

  it('answers ?page=2&limit=2 with that page of the same list, its total and its pages', async () => {
    for (const as of ['owner', 'other', 'installer'] as const) {
      const all = await whole(as);
      expect(await page(as, 'page=2&limit=2')).toEqual({
        data: all.slice(2, 4),
        total: all.length,
        totalPages: Math.ceil(all.length / 2),
      });
    }
  });

  it('pages with either parameter alone, and a page past the last one is empty with the total', async () => {
    const all = await whole('admin');
    expect(await page('admin', 'limit=3')).toEqual({
      data: all.slice(0, 3),
      total: all.length,
      totalPages: Math.ceil(all.length / 3),
    });
    expect((await page('admin', 'page=1')).data).toEqual(all.slice(0, 20));
    expect(await page('admin', `page=${all.length + 1}&limit=1`)).toEqual({
      data: [],
      total: all.length,
      totalPages: all.length,
    });
  });

  it('keeps the installation filter with paging', async () => {
    const own = await whole('owner', `?installationId=${installation}`);
    expect(own.map((issue) => issue.installation_id)).toEqual([
      installation,
      installation,
      installation,
      installation,
      installation,
    ]);
    expect(await page('owner', `installationId=${installation}&page=2&limit=2`)).toEqual({
      data: own.slice(2, 4),
      total: 5,
      totalPages: 3,
    });
    expect(await page('other', `installationId=${installation}&page=1&limit=2`)).toEqual({
      data: [],
      total: 0,
      totalPages: 0,
    });
  });

  it.each([
    ['limit=101', 'limit must be at most 100'],
    ['limit=0', 'limit must be a positive integer'],
    ['page=2&limit=abc', 'limit must be a positive integer'],
    ['page=0&limit=2', 'page must be a positive integer'],
    ['page=1.5', 'page must be a positive integer'],
  ])('refuses ?%s with 400 {message}', async (query, message) => {
    const response = await stack.call('GET', `/issues?${query}`, { as: 'owner' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('GET /installations, whole or a page at a time', () => {
  const whole = (as: Caller) => stack.ok<Array<Record<string, unknown>>>('GET', '/installations', { as });
  const page = (as: Caller, query: string) => stack.ok('GET', `/installations?${query}`, { as });

  beforeAll(async () => {
    // Enough of the owner's installations for three pages of two, and one of the other customer's.
    for (const n of [1, 2, 3, 4, 5]) await stack.createInstallation({ name: `Casa ${n}` });
    await stack.createInstallation({ name: 'Casa Ion', userEmail: PEOPLE.other.email });
  });

  it('answers the whole array without page or limit, as before', async () => {
    const all = await whole('admin');
    expect(Array.isArray(all)).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all[0]).toMatchObject({ name: 'Casa Ion', user_email: PEOPLE.other.email, hardware: [] });
    expect((await whole('other')).map((installation) => installation.name)).toContain('Casa Ion');
  });

  it('answers ?page=2&limit=2 with that page of the same list, its total and its pages, for each role', async () => {
    for (const as of ['owner', 'other', 'installer', 'admin'] as const) {
      const all = await whole(as);
      expect(await page(as, 'page=2&limit=2')).toEqual({
        data: all.slice(2, 4),
        total: all.length,
        totalPages: Math.ceil(all.length / 2),
      });
    }
    const own = await whole('owner');
    expect(await page('owner', `page=${own.length + 1}&limit=1`)).toEqual({
      data: [],
      total: own.length,
      totalPages: own.length,
    });
    expect(await page('owner', 'limit=1')).toEqual({
      data: own.slice(0, 1),
      total: own.length,
      totalPages: own.length,
    });
  });

  it.each([
    ['limit=101', 'limit must be at most 100'],
    ['page=1&limit=0', 'limit must be a positive integer'],
    ['page=x', 'page must be a positive integer'],
  ])('refuses ?%s with 400 {message}', async (query, message) => {
    const response = await stack.call('GET', `/installations?${query}`, { as: 'installer' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});
