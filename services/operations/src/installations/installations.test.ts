import { beforeEach, describe, expect, it } from 'vitest';
import { toRestInstallation, type InstallationView } from '@smarthome/service-kit/contracts';
import { errorCodes, postGraphQL } from '@smarthome/service-kit/testing';
import {
  clearCollections,
  createInstallation,
  createIssue,
  DOCS,
  INSTALLATION_FORM,
  PEOPLE,
  useOperationsSuite,
} from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { loadServiceConfig } from '../config.js';

const suite = useOperationsSuite('operations_installations');

beforeEach(() => clearCollections(suite.db));

interface Row {
  id: string;
  name: string;
  customerEmail: string;
  customerId: string | null;
  hardware: Array<Record<string, unknown>>;
  hardwareTotal: number;
  [field: string]: unknown;
}

const installationAs = async (who: 'owner' | 'admin', id: string) =>
  (await suite.ok<{ installation: Row }>(who, DOCS.installation, { id })).installation;

describe('mutation createInstallation', () => {
  it('stores the form with the next numeric id and the e-mail in lowercase', async () => {
    const created = await suite.ok<{ createInstallation: Row }>('admin', DOCS.createInstallation, {
      input: { ...INSTALLATION_FORM, name: '  Casa   Popescu ', description: ' Zigbee,\r\nirigații ' },
    });
    expect(created.createInstallation).toEqual({
      id: '1',
      name: 'Casa Popescu',
      address: 'Str. Lungă 1, Iași',
      customerEmail: 'ana@example.ro',
      package: 'premium',
      status: 'pending',
      description: 'Zigbee,\nirigații',
      estimatedTotalCost: 1234.5,
      plannedInstallationDate: '2027-02-01',
      installationDate: null,
      finishConfigurationDate: null,
      customerId: null,
      hardware: [],
      hardwareTotal: 0,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await createInstallation(suite)).toBe('2');
  });

  it('lists every refused field at once, with clear messages', async () => {
    const response = await suite.gql('admin', DOCS.createInstallation, {
      input: { name: ' \u200b ', address: '', customerEmail: null, estimatedTotalCost: -1 },
    });
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.message).toBe('Name is required');
    expect(response.errors![0]!.extensions!.details).toEqual({
      errors: [
        { field: 'name', msg: 'Name is required' },
        { field: 'address', msg: 'Address is required' },
        { field: 'customerEmail', msg: 'Customer email is required' },
        { field: 'package', msg: 'Package is required' },
        { field: 'status', msg: 'Status is required' },
        {
          field: 'estimatedTotalCost',
          msg: 'Estimated cost must be a number of at least 0 with at most 2 decimals',
        },
      ],
    });
    expect(await suite.db.collection('installations').countDocuments()).toBe(0);
  });

  it.each([
    [{ customerEmail: 'not-an-email' }, 'customerEmail', 'Customer email must be a valid e-mail address'],
    [
      { estimatedTotalCost: 10.005 },
      'estimatedTotalCost',
      'Estimated cost must be a number of at least 0 with at most 2 decimals',
    ],
    [{ estimatedTotalCost: 1e308 }, 'estimatedTotalCost', 'Estimated cost must be at most 1000000000000'],
    [{ name: 'n'.repeat(201) }, 'name', 'Name must be at most 200 characters'],
    [{ address: 'a'.repeat(301) }, 'address', 'Address must be at most 300 characters'],
    [{ description: 'd'.repeat(5001) }, 'description', 'Description must be at most 5000 characters'],
  ])('refuses %o', async (change, field, msg) => {
    const response = await suite.gql('admin', DOCS.createInstallation, {
      input: { ...INSTALLATION_FORM, ...change },
    });
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.extensions!.details).toEqual({ errors: [{ field, msg }] });
  });

  it('accepts a cost of 0 and null, and refuses values outside the enums and operator objects at the schema', async () => {
    expect(await createInstallation(suite, { estimatedTotalCost: 0 })).toBe('1');
    expect(await createInstallation(suite, { estimatedTotalCost: null, description: null })).toBe('2');
    for (const change of [
      { package: 'Gold' },
      { status: 'done' },
      { customerEmail: { $ne: null } },
      { name: ['x'] },
    ]) {
      const response = await suite.gql('admin', DOCS.createInstallation, {
        input: { ...INSTALLATION_FORM, ...change },
      });
      expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    }
    expect(await suite.db.collection('installations').countDocuments()).toBe(2);
  });
});

describe('who sees which installation', () => {
  it('gives customers their own, staff every one, highest id first', async () => {
    const ana = await createInstallation(suite, { name: 'Casa Ana' });
    const ion = await createInstallation(suite, { name: 'Casa Ion', customerEmail: PEOPLE.other.email });
    const anaGarage = await createInstallation(suite, { name: 'Garaj Ana' });
    const names = async (who: 'owner' | 'other' | 'installer' | 'admin') =>
      (await suite.ok<{ installations: Row[] }>(who, DOCS.installations)).installations.map((row) => row.id);
    expect(await names('owner')).toEqual([anaGarage, ana]);
    expect(await names('other')).toEqual([ion]);
    expect(await names('installer')).toEqual([anaGarage, ion, ana]);
    expect(await names('admin')).toEqual([anaGarage, ion, ana]);
    // myInstallations: the caller's own, whatever the role.
    expect(
      (await suite.ok<{ myInstallations: Row[] }>('installer', DOCS.myInstallations)).myInstallations,
    ).toEqual([]);
    expect(
      (await suite.ok<{ myInstallations: Row[] }>('owner', DOCS.myInstallations)).myInstallations,
    ).toEqual([
      { id: anaGarage, name: 'Garaj Ana' },
      { id: ana, name: 'Casa Ana' },
    ]);
  });

  it("answers NOT_FOUND for another customer's, an unknown and a malformed id", async () => {
    const ion = await createInstallation(suite, { customerEmail: PEOPLE.other.email });
    for (const id of [ion, '999', 'abc', '0', '-1', '1e3', '1.5', ' 1', '12345678901234567890']) {
      const response = await suite.gql('owner', DOCS.installation, { id });
      expect(errorCodes(response)).toEqual(['NOT_FOUND']);
      expect(response.errors![0]!.message).toBe('Installation not found');
    }
    expect((await installationAs('admin', ion)).id).toBe(ion);
  });

  it("links the installation to the customer's account the first time they use the dashboard", async () => {
    const id = await createInstallation(suite);
    expect((await installationAs('admin', id)).customerId).toBeNull();
    expect((await installationAs('owner', id)).customerId).toBe(PEOPLE.owner.id);
    expect((await installationAs('admin', id)).customerId).toBe(PEOPLE.owner.id);

    // Linked by id: the e-mail alone no longer makes it someone's.
    const sameEmail = await suite.tokenFor({ ...PEOPLE.other, email: PEOPLE.owner.email });
    const response = await postGraphQL(suite.app, {
      query: DOCS.installation,
      variables: { id },
      token: sameEmail,
    });
    expect(errorCodes(response)).toEqual(['NOT_FOUND']);
  });
});

describe('query installationsPage', () => {
  type Caller = 'owner' | 'other' | 'installer' | 'admin';
  interface InstallationPageRow {
    items: Array<{ id: string }>;
    total: number;
    totalPages: number;
    page: number;
  }
  const pageOf = async (who: Caller, variables: Record<string, unknown> = {}) => {
    const { installationsPage } = await suite.ok<{ installationsPage: InstallationPageRow }>(
      who,
      DOCS.installationsPage,
      variables,
    );
    return { ...installationsPage, items: installationsPage.items.map((row) => row.id) };
  };
  let ana: string;
  let ion: string;
  let anaGarage: string;
  let anaShed: string;
  beforeEach(async () => {
    ana = await createInstallation(suite, { name: 'Casa Ana' });
    ion = await createInstallation(suite, { name: 'Casa Ion', customerEmail: PEOPLE.other.email });
    anaGarage = await createInstallation(suite, { name: 'Garaj Ana' });
    anaShed = await createInstallation(suite, { name: 'Magazie Ana' });
  });

  it('pages what each role sees of installations, in the same order, counting the same installations', async () => {
    expect(await pageOf('owner', { page: 1, limit: 2 })).toEqual({
      items: [anaShed, anaGarage],
      total: 3,
      totalPages: 2,
      page: 1,
    });
    expect(await pageOf('owner', { page: 2, limit: 2 })).toEqual({
      items: [ana],
      total: 3,
      totalPages: 2,
      page: 2,
    });
    expect(await pageOf('other')).toEqual({ items: [ion], total: 1, totalPages: 1, page: 1 });
    for (const staff of ['installer', 'admin'] as const) {
      const all = (await suite.ok<{ installations: Row[] }>(staff, DOCS.installations)).installations;
      expect(all.map((row) => row.id)).toEqual([anaShed, anaGarage, ion, ana]);
      expect(await pageOf(staff, { page: 2, limit: 2 })).toEqual({
        items: [ion, ana],
        total: 4,
        totalPages: 2,
        page: 2,
      });
    }
  });

  it("counts a customer's installations as linked to their account, and leaves one being deleted out", async () => {
    await suite.db
      .collection('installations')
      .updateOne({ _id: Number(anaGarage) as never }, { $set: { deletingAt: new Date() } });
    expect(await pageOf('owner')).toEqual({ items: [anaShed, ana], total: 2, totalPages: 1, page: 1 });
    expect((await installationAs('admin', ana)).customerId).toBe(PEOPLE.owner.id);
    expect(await pageOf('admin', { limit: 100 })).toMatchObject({ items: [anaShed, ion, ana], total: 3 });
  });

  it('answers a page past the last one with no items and the right total', async () => {
    expect(await pageOf('admin', { page: 3, limit: 2 })).toEqual({
      items: [],
      total: 4,
      totalPages: 2,
      page: 3,
    });
    expect(await pageOf('other', { page: 2 })).toEqual({ items: [], total: 1, totalPages: 1, page: 2 });
  });

  it.each([
    [{ page: 0 }, 'page must be an integer of at least 1'],
    [{ limit: 0 }, 'limit must be an integer from 1 to 100'],
    [{ page: 2, limit: 101 }, 'limit must be an integer from 1 to 100'],
  ])('refuses paging %o with BAD_USER_INPUT', async (variables, message) => {
    const response = await suite.gql('installer', DOCS.installationsPage, variables);
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.message).toBe(message);
  });

  it('asks who is calling', async () => {
    expect(errorCodes(await suite.gql('anonymous', DOCS.installationsPage))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('mutation updateInstallation', () => {
  it('keeps optional fields left out, clears those sent as null, and renames the issues too', async () => {
    const id = await createInstallation(suite);
    await suite.db
      .collection('installations')
      .updateOne(
        { _id: Number(id) as never },
        { $set: { installationDate: new Date('2026-02-02T09:00:00Z') } },
      );
    const issue = await createIssue(suite, 'owner', id);
    const { updateInstallation } = await suite.ok<{ updateInstallation: Row }>(
      'admin',
      DOCS.updateInstallation,
      {
        id,
        input: {
          name: 'Casa Popescu (etaj)',
          address: INSTALLATION_FORM.address,
          customerEmail: INSTALLATION_FORM.customerEmail,
          package: 'advanced',
          status: 'in_progress',
          description: null,
          estimatedTotalCost: null,
          finishConfigurationDate: '2026-03-01T10:00:00.000Z',
        },
      },
    );
    expect(updateInstallation).toMatchObject({
      name: 'Casa Popescu (etaj)',
      package: 'advanced',
      status: 'in_progress',
      description: null,
      estimatedTotalCost: null,
      plannedInstallationDate: INSTALLATION_FORM.plannedInstallationDate,
      installationDate: '2026-02-02T09:00:00.000Z',
      finishConfigurationDate: '2026-03-01T10:00:00.000Z',
    });
    const { issue: renamed } = await suite.ok<{ issue: { installationName: string } }>('owner', DOCS.issue, {
      id: issue,
    });
    expect(renamed.installationName).toBe('Casa Popescu (etaj)');
  });

  it("unlinks the customer's account when the e-mail changes to another customer's", async () => {
    const id = await createInstallation(suite);
    await installationAs('owner', id);
    await suite.ok('admin', DOCS.updateInstallation, {
      id,
      input: { ...INSTALLATION_FORM, customerEmail: PEOPLE.other.email },
    });
    expect(errorCodes(await suite.gql('owner', DOCS.installation, { id }))).toEqual(['NOT_FOUND']);
    expect(
      (await suite.ok<{ installation: Row }>('other', DOCS.installation, { id })).installation.customerId,
    ).toBe(PEOPLE.other.id);
  });

  it('answers NOT_FOUND for an unknown or malformed id, and validates like create', async () => {
    for (const id of ['42', 'x']) {
      const response = await suite.gql('admin', DOCS.updateInstallation, { id, input: INSTALLATION_FORM });
      expect(errorCodes(response)).toEqual(['NOT_FOUND']);
    }
    const id = await createInstallation(suite);
    const invalid = await suite.gql('admin', DOCS.updateInstallation, {
      id,
      input: { ...INSTALLATION_FORM, name: '' },
    });
    expect(invalid.errors![0]!.message).toBe('Name is required');
  });
});

describe('the version of an installation', () => {
  const CHANGED_MEANWHILE =
    'This installation was changed by someone else in the meantime. Reload it and try again.';
  const hardware = [{ name: 'Hub Zigbee', quantity: 1, unitPrice: 250 }];

  /** The installation reads as version 1, and a save sent from it is counted as version 2. */
  const expectFirstChangeCounted = async (id: string) => {
    expect((await installationAs('admin', id)).version).toBe(1);
    const { updateInstallation } = await suite.ok<{ updateInstallation: Row }>(
      'admin',
      DOCS.updateInstallation,
      { id, input: INSTALLATION_FORM, version: 1 },
    );
    expect(updateInstallation.version).toBe(2);
  };

  it('counts every change from 1, of the form and of the hardware alike', async () => {
    const id = await createInstallation(suite);
    await expectFirstChangeCounted(id);
    const { setInstallationHardware } = await suite.ok<{ setInstallationHardware: Row }>(
      'admin',
      DOCS.setInstallationHardware,
      { installationId: id, items: hardware, version: 2 },
    );
    expect(setInstallationHardware.version).toBe(3);
  });

  it('refuses a change sent from an older version with CONFLICT, and changes nothing', async () => {
    const id = await createInstallation(suite);
    // Two editors read version 1; the first saves.
    await suite.ok('admin', DOCS.updateInstallation, {
      id,
      input: { ...INSTALLATION_FORM, address: 'Str. Lăpușneanu 2, Iași' },
      version: 1,
    });
    const stale = [
      await suite.gql('admin', DOCS.updateInstallation, {
        id,
        input: { ...INSTALLATION_FORM, description: 'Din al doilea tab' },
        version: 1,
      }),
      await suite.gql('admin', DOCS.setInstallationHardware, {
        installationId: id,
        items: hardware,
        version: 1,
      }),
    ];
    for (const response of stale) {
      expect(errorCodes(response)).toEqual(['CONFLICT']);
      expect(response.errors![0]!.message).toBe(CHANGED_MEANWHILE);
      expect(response.errors![0]!.extensions).toMatchObject({ details: { currentVersion: 2 } });
    }
    expect(await installationAs('admin', id)).toMatchObject({
      address: 'Str. Lăpușneanu 2, Iași',
      description: INSTALLATION_FORM.description,
      hardware: [],
      version: 2,
    });
  });

  it('applies a change sent without a version to the current one', async () => {
    const id = await createInstallation(suite);
    await suite.ok('admin', DOCS.updateInstallation, { id, input: INSTALLATION_FORM });
    const { setInstallationHardware } = await suite.ok<{ setInstallationHardware: Row }>(
      'admin',
      DOCS.setInstallationHardware,
      { installationId: id, items: hardware },
    );
    expect(setInstallationHardware).toMatchObject({ hardwareTotal: 250, version: 3 });
  });

  it('counts a record stored before versions were kept as version 1', async () => {
    const id = await createInstallation(suite);
    await suite.db
      .collection('installations')
      .updateOne({ _id: Number(id) as never }, { $unset: { version: '' } });
    await expectFirstChangeCounted(id);
  });
});

describe('mutation setInstallationHardware', () => {
  it('replaces the list and totals it in RON, shown to the customer too', async () => {
    const id = await createInstallation(suite);
    const items = [
      { name: 'Raspberry Pi 5 (8 GB)', quantity: 1, unitPrice: 459.99 },
      { name: 'Senzor de mișcare Aqara', quantity: 3, unitPrice: 89.9 },
    ];
    const { setInstallationHardware } = await suite.ok<{ setInstallationHardware: Row }>(
      'admin',
      DOCS.setInstallationHardware,
      { installationId: id, items },
    );
    expect(setInstallationHardware.hardware).toEqual([
      {
        id: expect.any(String),
        name: 'Raspberry Pi 5 (8 GB)',
        quantity: 1,
        unitPrice: 459.99,
        total: 459.99,
      },
      { id: expect.any(String), name: 'Senzor de mișcare Aqara', quantity: 3, unitPrice: 89.9, total: 269.7 },
    ]);
    expect(setInstallationHardware.hardwareTotal).toBe(729.69);
    expect((await installationAs('owner', id)).hardwareTotal).toBe(729.69);

    const emptied = await suite.ok<{ setInstallationHardware: Row }>('admin', DOCS.setInstallationHardware, {
      installationId: id,
      items: [],
    });
    expect(emptied.setInstallationHardware).toMatchObject({ hardware: [], hardwareTotal: 0 });
  });

  it('names the refused line and field', async () => {
    const id = await createInstallation(suite);
    const response = await suite.gql('admin', DOCS.setInstallationHardware, {
      installationId: id,
      items: [
        { name: 'Releu', quantity: 2, unitPrice: 40 },
        { name: '', quantity: 0, unitPrice: 1.234 },
      ],
    });
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.extensions!.details).toEqual({
      errors: [
        { field: 'items.1.name', msg: 'Hardware name is required' },
        { field: 'items.1.quantity', msg: 'Quantity must be a whole number from 1 to 10000' },
        {
          field: 'items.1.unitPrice',
          msg: 'Unit price must be a number from 0 to 1000000 with at most 2 decimals',
        },
      ],
    });
    const tooMany = Array.from({ length: 101 }, () => ({ name: 'Bec', quantity: 1, unitPrice: 1 }));
    const refused = await suite.gql('admin', DOCS.setInstallationHardware, {
      installationId: id,
      items: tooMany,
    });
    expect(refused.errors![0]!.message).toBe('At most 100 hardware items');
  });
});

describe('the webhook events of installations', () => {
  /** What the integrators' webhooks are told about an installation: each `webhook.occurred`'s {type, data}. */
  async function webhooksOf(id: string) {
    const stored = await suite.db.collection('installations').findOne({ _id: Number(id) as never });
    const items = (stored?._outbox ?? []) as Array<{
      type: string;
      payload: { type: string; data: unknown };
    }>;
    expect(items.every((item) => item.type === 'webhook.occurred')).toBe(true);
    return items.map((item) => item.payload);
  }
  const restOf = (row: Row) => toRestInstallation(row as unknown as InstallationView);
  const update = async (id: string, form: Record<string, unknown>) =>
    (
      await suite.ok<{ updateInstallation: Row }>('admin', DOCS.updateInstallation, {
        id,
        input: { ...INSTALLATION_FORM, ...form },
      })
    ).updateInstallation;

  it('writes each change with one event carrying the installation as the REST facade answers it', async () => {
    const { createInstallation: created } = await suite.ok<{ createInstallation: Row }>(
      'admin',
      DOCS.createInstallation,
      { input: INSTALLATION_FORM },
    );
    expect(await webhooksOf(created.id)).toEqual([{ type: 'installation.created', data: restOf(created) }]);

    const edited = await update(created.id, { address: 'Str. Nouă 2, Iași', description: null });
    const moved = await update(created.id, {
      status: 'in_progress',
      installationDate: '2027-02-01T08:00:00Z',
    });
    const { setInstallationHardware: equipped } = await suite.ok<{ setInstallationHardware: Row }>(
      'admin',
      DOCS.setInstallationHardware,
      { installationId: created.id, items: [{ name: 'Releu Shelly', quantity: 2, unitPrice: 79.9 }] },
    );
    const events = await webhooksOf(created.id);
    expect(events).toEqual([
      { type: 'installation.created', data: restOf(created) },
      { type: 'installation.updated', data: restOf(edited) },
      { type: 'installation.updated', data: restOf(moved) },
      { type: 'installation.updated', data: restOf(equipped) },
    ]);
    expect(events[2]!.data).toMatchObject({
      status: 'in_progress',
      installation_date: '2027-02-01T08:00:00.000Z',
    });
    expect(events[3]!.data).toMatchObject({
      hardware: [
        { id: equipped.hardware[0]!.id, name: 'Releu Shelly', quantity: 2, unit_price: 79.9, total: 159.8 },
      ],
      hardware_total: 159.8,
    });
    // What the last event carries is what is stored, as a later read answers it.
    expect(events[3]!.data).toEqual(restOf(await installationAs('admin', created.id)));
    const times = events.map((event) => (event.data as { updated_at: string }).updated_at);
    expect(new Set(times).size).toBe(times.length);
  });

  it('describes each of two changes made at once as written, the later one as stored', async () => {
    const id = await createInstallation(suite);
    const [renamed, equipped] = await Promise.all([
      update(id, { name: 'Casa Popescu (etaj)' }),
      suite
        .ok<{ setInstallationHardware: Row }>('admin', DOCS.setInstallationHardware, {
          installationId: id,
          items: [{ name: 'Hub Zigbee', quantity: 1, unitPrice: 250 }],
        })
        .then((data) => data.setInstallationHardware),
    ]);
    const updates = (await webhooksOf(id)).filter((event) => event.type === 'installation.updated');
    expect(updates.map((event) => event.data)).toEqual(
      expect.arrayContaining([restOf(renamed), restOf(equipped)]),
    );
    expect(updates).toHaveLength(2);
    const stored = await installationAs('admin', id);
    expect(stored).toMatchObject({ name: 'Casa Popescu (etaj)', hardwareTotal: 250 });
    expect(updates.map((event) => event.data)).toContainEqual(restOf(stored));
  });

  it('writes no event for a change that was refused', async () => {
    const id = await createInstallation(suite);
    await suite.gql('admin', DOCS.updateInstallation, { id, input: { ...INSTALLATION_FORM, name: '' } });
    await suite.gql('admin', DOCS.setInstallationHardware, {
      installationId: id,
      items: [{ name: 'Releu', quantity: 0, unitPrice: 1 }],
    });
    expect((await webhooksOf(id)).map((event) => event.type)).toEqual(['installation.created']);
  });

  it('writes the planned day of a record stored before days were days as its day', async () => {
    const id = await createInstallation(suite);
    await suite.db
      .collection('installations')
      .updateOne(
        { _id: Number(id) as never },
        { $set: { plannedInstallationDate: new Date('2027-01-31T22:00:00.000Z') } },
      );
    await suite.ok('admin', DOCS.setInstallationHardware, { installationId: id, items: [] });
    const [, updated] = await webhooksOf(id);
    expect(updated!.data).toMatchObject({ planned_installation_date: '2027-02-01' });
  });
});

describe('the planned day', () => {
  const stored = async (id: string) =>
    (await suite.db.collection('installations').findOne({ _id: Number(id) as never }))
      ?.plannedInstallationDate as unknown;
  const plannedDays = async () =>
    (
      await suite.ok<{ installations: Array<{ id: string; plannedInstallationDate: string | null }> }>(
        'admin',
        `{ installations { id plannedInstallationDate } }`,
      )
    ).installations;

  it('is a calendar day: the day sent is the day stored and read back, by every query', async () => {
    const id = await createInstallation(suite, { plannedInstallationDate: '2027-02-01' });
    expect(await stored(id)).toBe('2027-02-01');
    expect((await installationAs('admin', id)).plannedInstallationDate).toBe('2027-02-01');
    expect((await installationAs('owner', id)).plannedInstallationDate).toBe('2027-02-01');
    expect(await plannedDays()).toEqual([{ id, plannedInstallationDate: '2027-02-01' }]);

    const { updateInstallation } = await suite.ok<{ updateInstallation: Row }>(
      'admin',
      DOCS.updateInstallation,
      {
        id,
        input: { ...INSTALLATION_FORM, plannedInstallationDate: '2028-02-29' },
      },
    );
    expect(updateInstallation.plannedInstallationDate).toBe('2028-02-29');
    expect(await stored(id)).toBe('2028-02-29');
  });

  it('reads a record stored before days were days as its day in Iași', async () => {
    const id = await createInstallation(suite);
    // Midnight in Iași (what the REST facade stored for a day) and midnight UTC (the dashboard's).
    for (const instant of [
      '2027-01-31T22:00:00.000Z',
      '2027-02-01T00:00:00.000Z',
      '2027-07-31T21:00:00.000Z',
    ]) {
      await suite.db
        .collection('installations')
        .updateOne({ _id: Number(id) as never }, { $set: { plannedInstallationDate: new Date(instant) } });
      const day = instant.startsWith('2027-07') ? '2027-08-01' : '2027-02-01';
      expect((await installationAs('admin', id)).plannedInstallationDate).toBe(day);
      expect(await plannedDays()).toEqual([{ id, plannedInstallationDate: day }]);
    }
  });

  it('is stored as a day at start for records stored before, once, without touching their last change', async () => {
    const plain = await createInstallation(suite, { plannedInstallationDate: '2027-03-05' });
    const old = await createInstallation(suite);
    const none = await createInstallation(suite, { plannedInstallationDate: null });
    const installations = suite.db.collection('installations');
    await installations.updateOne(
      { _id: Number(old) as never },
      { $set: { plannedInstallationDate: new Date('2027-01-31T22:00:00.000Z') } },
    );
    const before = await installations.find({}).sort({ _id: 1 }).toArray();

    for (let start = 0; start < 2; start += 1) {
      const app = await buildApp(loadServiceConfig(suite.infra.env), { relay: false });
      await app.close();
      const after = await installations.find({}).sort({ _id: 1 }).toArray();
      expect(after.map((record) => record.plannedInstallationDate)).toEqual([
        '2027-03-05',
        '2027-02-01',
        null,
      ]);
      expect(after.map((record) => record.updatedAt)).toEqual(before.map((record) => record.updatedAt));
    }
    expect([plain, old, none]).toEqual(before.map((record) => String(record._id)));
  });

  it.each([
    ['2027-02-30', '"2027-02-30" is not a LocalDate: February 2027 has 28 days'],
    ['2027-13-01', '"2027-13-01" is not a LocalDate: there is no month 13'],
    [
      '2027-02-01T10:00:00.000Z',
      '"2027-02-01T10:00:00.000Z" is not a LocalDate: it must be written YYYY-MM-DD, such as 2027-02-01',
    ],
  ])('refuses %s as BAD_USER_INPUT, in a variable or written in the query', async (day, problem) => {
    const inVariable = await suite.gql('admin', DOCS.createInstallation, {
      input: { ...INSTALLATION_FORM, plannedInstallationDate: day },
    });
    expect(errorCodes(inVariable)).toEqual(['BAD_USER_INPUT']);
    expect(inVariable.errors![0]!.message).toContain(problem);

    const inQuery = await suite.gql(
      'admin',
      `mutation { createInstallation(input: {
        name: "Casa", address: "Str. Lungă 1", customerEmail: "ana@example.ro", package: basic,
        status: pending, plannedInstallationDate: ${JSON.stringify(day)}
      }) { id } }`,
    );
    expect(errorCodes(inQuery)).toEqual(['BAD_USER_INPUT']);
    expect(inQuery.errors![0]!.message).toContain(problem);
    expect(await suite.db.collection('installations').countDocuments()).toBe(0);
  });
});
