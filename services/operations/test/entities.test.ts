/**
 * The federation keys of the subgraph (Installation, Issue, Blueprint by id) through `_entities`,
 * the way the gateway resolves a reference from another subgraph. `_entities` answers any caller,
 * so each reference applies the caller's own rights: what they may not see comes back null.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BLUEPRINT_FORM,
  buildWorld,
  clearCollections,
  DOCS,
  type PersonName,
  useOperationsSuite,
  type World,
} from './helpers.js';

const suite = useOperationsSuite('operations_entities');

let world: World;
let blueprint: string;
beforeAll(async () => {
  await clearCollections(suite.db);
  world = await buildWorld(suite);
  blueprint = (
    await suite.ok<{ createBlueprint: { id: string } }>('admin', DOCS.createBlueprint, {
      input: BLUEPRINT_FORM,
    })
  ).createBlueprint.id;
});

const entities = async (who: PersonName, representations: Array<Record<string, unknown>>) =>
  (await suite.ok<{ _entities: unknown[] }>(who, DOCS.entities, { representations }))._entities;

describe('_entities', () => {
  it('resolves Installation by id, for those who may see it', async () => {
    const representations = [
      { __typename: 'Installation', id: world.ownInstallation },
      { __typename: 'Installation', id: world.otherInstallation },
      { __typename: 'Installation', id: '999' },
      { __typename: 'Installation', id: 'x' },
      { __typename: 'Installation', id: { $gt: 0 } },
    ];
    const own = { __typename: 'Installation', id: world.ownInstallation, name: 'Casa Ana' };
    const other = { __typename: 'Installation', id: world.otherInstallation, name: 'Casa Ion' };
    expect(await entities('owner', representations)).toEqual([own, null, null, null, null]);
    expect(await entities('installer', representations)).toEqual([own, other, null, null, null]);
    expect(await entities('anonymous', representations)).toEqual([null, null, null, null, null]);
  });

  it('resolves Issue by id, for those who may see it', async () => {
    const representations = [
      { __typename: 'Issue', id: world.ownIssue },
      { __typename: 'Issue', id: world.otherIssue },
      { __typename: 'Issue', id: '-1' },
    ];
    const own = { __typename: 'Issue', id: world.ownIssue, title: 'Ana: releu' };
    expect(await entities('owner', representations)).toEqual([own, null, null]);
    expect(await entities('admin', representations)).toEqual([
      own,
      { __typename: 'Issue', id: world.otherIssue, title: 'Ion: termostat' },
      null,
    ]);
  });

  it('resolves Blueprint by id for installers and admins only', async () => {
    const representations = [
      { __typename: 'Blueprint', id: blueprint },
      { __typename: 'Blueprint', id: '0123456789abcdef01234567' },
      { __typename: 'Blueprint', id: 'nope' },
    ];
    const found = { __typename: 'Blueprint', id: blueprint, title: BLUEPRINT_FORM.title };
    expect(await entities('installer', representations)).toEqual([found, null, null]);
    expect(await entities('owner', representations)).toEqual([null, null, null]);
    expect(await entities('anonymous', representations)).toEqual([null, null, null]);
  });
});
