import { beforeEach, describe, expect, it } from 'vitest';
import { clearCollections, createInstallation, DOCS, useOperationsSuite } from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { loadServiceConfig } from '../config.js';
import { createCounterModel, Sequences } from './sequences.js';

const suite = useOperationsSuite('operations_sequences');

beforeEach(() => clearCollections(suite.db));

describe('numeric ids', () => {
  it('are handed out once each, also to requests at the same moment', async () => {
    const sequences = new Sequences(createCounterModel(suite.db));
    const ids = await Promise.all(Array.from({ length: 25 }, () => sequences.next('issues')));
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, index) => index + 1));
    expect(await sequences.next('installations')).toBe(1);
  });

  it('are never reused: deleting the newest installation does not free its number', async () => {
    expect([
      await createInstallation(suite),
      await createInstallation(suite),
      await createInstallation(suite),
    ]).toEqual(['1', '2', '3']);
    await suite.ok('admin', DOCS.deleteInstallation, { id: '3' });
    expect(await createInstallation(suite)).toBe('4');
  });

  it('continue above ids written without them (demo data, an import) when the service starts', async () => {
    const now = new Date();
    await suite.db.collection('installations').insertOne({
      _id: 41 as never,
      name: 'Importată',
      address: 'Iași',
      customerEmail: 'x@example.ro',
      package: 'basic',
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    const restarted = await buildApp(loadServiceConfig(suite.infra.env), { relay: false });
    await restarted.close();
    expect(await createInstallation(suite)).toBe('42');
    // A lower id written later never moves the sequence back.
    await new Sequences(createCounterModel(suite.db)).continueAbove('installations', 7);
    expect(await createInstallation(suite)).toBe('43');
  });

  it('skip an id taken behind their back while the service runs, instead of failing the request', async () => {
    expect(await createInstallation(suite)).toBe('1');
    const now = new Date();
    const taken = {
      address: 'Iași',
      customerEmail: 'x@example.ro',
      package: 'basic',
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    };
    await suite.db.collection('installations').insertMany([
      { _id: 2 as never, name: 'Scrisă direct', ...taken },
      { _id: 5 as never, name: 'Scrisă direct', ...taken },
    ]);
    expect(await createInstallation(suite)).toBe('6');
  });
});
