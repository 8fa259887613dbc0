import { beforeEach, describe, expect, it } from 'vitest';
import { errorCodes } from '@smarthome/service-kit/testing';
import { BLUEPRINT_FORM, clearCollections, DOCS, useOperationsSuite } from '../../test/helpers.js';

const suite = useOperationsSuite('operations_blueprints');

interface BlueprintRow {
  id: string;
  title: string;
  tag: string;
  content: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

beforeEach(() => clearCollections(suite.db));

async function create(form: Record<string, unknown> = {}, who: 'installer' | 'admin' = 'installer') {
  return (
    await suite.ok<{ createBlueprint: BlueprintRow }>(who, DOCS.createBlueprint, {
      input: { ...BLUEPRINT_FORM, ...form },
    })
  ).createBlueprint;
}

/** Blueprints written one day apart, oldest first, straight into the collection. */
async function seed(rows: Array<{ title: string; tag: string }>) {
  const start = Date.UTC(2026, 0, 1);
  await suite.db.collection('blueprints').insertMany(
    rows.map((row, index) => ({
      ...row,
      content: 'blueprint: {}',
      createdAt: new Date(start + index * 86_400_000),
      updatedAt: new Date(start + index * 86_400_000),
    })),
  );
}

describe('blueprints', () => {
  it('creates, reads, edits and deletes one, keeping the YAML as written', async () => {
    const yaml =
      'blueprint:\n  name: Motion light\n  input:\n    motion_entity:\n      selector:\n        entity: {}\n';
    const created = await create(
      { title: ' Motion  light ', tag: ' lighting ', content: `\r\n${yaml}` },
      'admin',
    );
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'Motion light',
      tag: 'lighting',
      content: yaml.trimEnd(),
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(
      (await suite.ok<{ blueprint: BlueprintRow }>('installer', DOCS.blueprint, { id: created.id }))
        .blueprint,
    ).toEqual(created);
    const { updateBlueprint } = await suite.ok<{ updateBlueprint: BlueprintRow }>(
      'installer',
      DOCS.updateBlueprint,
      {
        id: created.id,
        input: { title: 'Motion light v2', tag: 'motion', content: 'blueprint: {}' },
      },
    );
    expect(updateBlueprint).toMatchObject({
      id: created.id,
      title: 'Motion light v2',
      tag: 'motion',
      version: 2,
    });
    expect(await suite.ok('installer', DOCS.deleteBlueprint, { id: created.id })).toEqual({
      deleteBlueprint: true,
    });
    for (const query of [DOCS.blueprint, DOCS.deleteBlueprint]) {
      for (const id of [created.id, 'not-an-id', '123']) {
        const response = await suite.gql('admin', query, { id });
        expect(errorCodes(response)).toEqual(['NOT_FOUND']);
        expect(response.errors![0]!.message).toBe('Blueprint not found');
      }
    }
    const update = await suite.gql('admin', DOCS.updateBlueprint, { id: created.id, input: BLUEPRINT_FORM });
    expect(update.errors![0]!.message).toBe('Blueprint not found');
  });

  it('refuses a save made from a version someone else has saved over since, and keeps theirs', async () => {
    const created = await create({ title: 'Motion light' });
    const edit = (title: string, version?: number) =>
      suite.gql('installer', DOCS.updateBlueprint, {
        id: created.id,
        input: { ...BLUEPRINT_FORM, title },
        ...(version === undefined ? {} : { version }),
      });
    // Two editors read version 1; the first one saves.
    expect((await edit('First editor', 1)).data).toMatchObject({ updateBlueprint: { version: 2 } });
    const late = await edit('Second editor', 1);
    expect(errorCodes(late)).toEqual(['CONFLICT']);
    expect(late.errors![0]!.message).toBe(
      'This blueprint was changed by someone else in the meantime. Reload it and try again.',
    );
    expect(late.errors![0]!.extensions).toMatchObject({ details: { reason: 'version', currentVersion: 2 } });
    const stored = await suite.ok<{ blueprint: BlueprintRow }>('installer', DOCS.blueprint, {
      id: created.id,
    });
    expect(stored.blueprint).toMatchObject({ title: 'First editor', version: 2 });

    // From the version now read, or with none (a script), the save goes through.
    expect((await edit('Second editor', 2)).data).toMatchObject({ updateBlueprint: { version: 3 } });
    expect((await edit('A script')).data).toMatchObject({
      updateBlueprint: { title: 'A script', version: 4 },
    });
    expect(errorCodes(await edit('Nonsense', 0))).toEqual(['BAD_USER_INPUT']);
  });

  it('counts a blueprint written before versions were, as at version 1', async () => {
    await seed([{ title: 'Old one', tag: 'lighting' }]);
    const [old] = (await suite.ok<{ blueprints: { data: BlueprintRow[] } }>('installer', DOCS.blueprints, {}))
      .blueprints.data;
    expect(old).toMatchObject({ version: 1 });
    const saved = await suite.gql('installer', DOCS.updateBlueprint, {
      id: old!.id,
      input: BLUEPRINT_FORM,
      version: 1,
    });
    expect(saved.data).toMatchObject({ updateBlueprint: { version: 2 } });
  });

  it('pages newest first, 10 by default, with an optional tag, and lists the tags alphabetically', async () => {
    await seed(
      Array.from({ length: 12 }, (_, index) => ({
        title: `B${index + 1}`,
        tag: index % 3 === 0 ? 'security' : 'lighting',
      })),
    );
    const first = await suite.ok<{ blueprints: { totalPages: number; data: BlueprintRow[] } }>(
      'admin',
      DOCS.blueprints,
    );
    expect(first.blueprints.totalPages).toBe(2);
    expect(first.blueprints.data.map((row) => row.title)).toEqual([
      'B12',
      'B11',
      'B10',
      'B9',
      'B8',
      'B7',
      'B6',
      'B5',
      'B4',
      'B3',
    ]);
    const second = await suite.ok<{ blueprints: { data: BlueprintRow[] } }>('admin', DOCS.blueprints, {
      page: 2,
    });
    expect(second.blueprints.data.map((row) => row.title)).toEqual(['B2', 'B1']);
    const security = await suite.ok<{ blueprints: { totalPages: number; data: BlueprintRow[] } }>(
      'installer',
      DOCS.blueprints,
      {
        tag: 'security',
        limit: 3,
      },
    );
    expect(security.blueprints).toMatchObject({ totalPages: 2 });
    expect(security.blueprints.data.map((row) => row.title)).toEqual(['B10', 'B7', 'B4']);
    expect(await suite.ok('installer', DOCS.blueprintTags)).toEqual({
      blueprintTags: ['lighting', 'security'],
    });
    expect(await suite.ok('installer', DOCS.blueprints, { tag: 'none' })).toEqual({
      blueprints: { totalPages: 0, data: [] },
    });
  });

  it.each([
    [{ page: 0 }, 'page must be an integer of at least 1'],
    [{ limit: 0 }, 'limit must be an integer from 1 to 50'],
    [{ limit: 51 }, 'limit must be an integer from 1 to 50'],
  ])('refuses paging %o', async (paging, message) => {
    const response = await suite.gql('admin', DOCS.blueprints, paging);
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.message).toBe(message);
  });

  it.each([
    [{ title: ' ' }],
    [{ tag: '' }],
    [{ content: '\n\n' }],
    [{ title: null, tag: null, content: null }],
  ])('answers the form text once for %o', async (change) => {
    const response = await suite.gql('installer', DOCS.createBlueprint, {
      input: { ...BLUEPRINT_FORM, ...change },
    });
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors![0]!.message).toBe('Title, tag, and content are required');
    expect((response.errors![0]!.extensions!.details as { errors: unknown[] }).errors).toHaveLength(1);
  });

  it('caps the fields and refuses operator objects', async () => {
    const response = await suite.gql('installer', DOCS.createBlueprint, {
      input: { title: 't'.repeat(201), tag: 'g'.repeat(51), content: 'c'.repeat(100_001) },
    });
    expect(response.errors![0]!.extensions!.details).toEqual({
      errors: [
        { field: 'title', msg: 'Title must be at most 200 characters' },
        { field: 'tag', msg: 'Tag must be at most 50 characters' },
        { field: 'content', msg: 'Content must be at most 100000 characters' },
      ],
    });
    const operator = await suite.gql('installer', DOCS.blueprints, { tag: { $ne: null } });
    expect(errorCodes(operator)).toEqual(['BAD_USER_INPUT']);
    expect(await suite.db.collection('blueprints').countDocuments()).toBe(0);
  });
});
