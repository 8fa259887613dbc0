import { beforeEach, describe, expect, it } from 'vitest';
import { errorCodes } from '@smarthome/service-kit/testing';
import {
  addComment,
  buildWorld,
  clearCollections,
  DOCS,
  PEOPLE,
  useOperationsSuite,
  type World,
} from '../../test/helpers.js';

const suite = useOperationsSuite('operations_data_export');

interface Exported {
  myOperationsData: {
    installations: Array<{ id: string; name: string; hardware: Array<{ name: string; quantity: number }> }>;
    reportedIssues: Array<{ id: string; title: string; createdBy: { id: string } }>;
    comments: Array<{ id: string; issueId: string; content: string; user: { id: string } }>;
  };
}

let world: World;
beforeEach(async () => {
  await clearCollections(suite.db);
  world = await buildWorld(suite);
  await suite.ok('admin', DOCS.setInstallationHardware, {
    installationId: world.ownInstallation,
    items: [{ name: 'Releu Shelly', quantity: 3, unitPrice: 80 }],
  });
});

describe('myOperationsData', () => {
  it("holds the customer's installations with hardware, the issues they reported and the comments they wrote", async () => {
    const own = await addComment(suite, 'owner', world.staffIssueOnOwn, 'Mulțumesc, aștept.');
    await addComment(suite, 'installer', world.ownIssue, 'Vin mâine.');
    await addComment(suite, 'other', world.otherIssue, 'Tot nu merge.');

    const data = (await suite.ok<Exported>('owner', DOCS.myOperationsData)).myOperationsData;
    expect(data.installations.map(({ id, hardware }) => ({ id, hardware }))).toEqual([
      {
        id: world.ownInstallation,
        hardware: [expect.objectContaining({ name: 'Releu Shelly', quantity: 3 })],
      },
    ]);
    // Issues others reported on the customer's installation are theirs, not the customer's.
    expect(data.reportedIssues.map((issue) => issue.id)).toEqual([world.ownIssue]);
    expect(data.reportedIssues[0]!.createdBy.id).toBe(PEOPLE.owner.id);
    expect(data.comments.map(({ id, content }) => ({ id, content }))).toEqual([
      { id: own, content: 'Mulțumesc, aștept.' },
    ]);
  });

  it('holds what staff authored, not every installation and issue they may see', async () => {
    await addComment(suite, 'installer', world.ownIssue, 'Vin mâine.');
    const data = (await suite.ok<Exported>('installer', DOCS.myOperationsData)).myOperationsData;
    expect(data.installations).toEqual([]);
    expect(data.reportedIssues.map((issue) => issue.id)).toEqual([world.staffIssueOnOwn]);
    expect(data.comments.map((comment) => comment.content)).toEqual(['Vin mâine.']);
  });

  it("is the token's owner's data, whoever else exists; anonymous callers get UNAUTHENTICATED", async () => {
    const data = (await suite.ok<Exported>('other', DOCS.myOperationsData)).myOperationsData;
    expect(data.installations.map((installation) => installation.id)).toEqual([world.otherInstallation]);
    expect(data.reportedIssues.map((issue) => issue.id)).toEqual([world.otherIssue]);
    expect(errorCodes(await suite.gql('anonymous', DOCS.myOperationsData))).toEqual(['UNAUTHENTICATED']);
  });
});
