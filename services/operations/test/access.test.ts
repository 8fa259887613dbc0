/**
 * Who may do what: every query and mutation of the subgraph, tried by an anonymous caller, the
 * customer who owns the data, another customer, an installer, an admin, and that admin through a
 * personal API token with the write scope (it may do what the admin may, but delete an
 * installation, which needs the admin's signed-in session). Each attempt starts
 * from the same data (two customers' installations and issues, one blueprint, one webhook with a
 * failed delivery), so a write of one person never decides the answer of the next.
 */
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_SESSION_REQUIRED_MESSAGE } from '@smarthome/service-kit/contracts';
import { errorCodes } from '@smarthome/service-kit/testing';
import {
  BLUEPRINT_FORM,
  WEBHOOK_FORM,
  buildWorld,
  clearCollections,
  DOCS,
  EVERYONE,
  INSTALLATION_FORM,
  insertFailedDelivery,
  type PersonName,
  useOperationsSuite,
  type World,
} from './helpers.js';

const suite = useOperationsSuite('operations_access');

interface Data extends World {
  blueprint: string;
  webhook: string;
  /** A delivery of the webhook that failed every attempt (only a failed one can be sent again). */
  failedDelivery: string;
}

async function freshData(): Promise<Data> {
  await clearCollections(suite.db);
  const world = await buildWorld(suite);
  const created = await suite.ok<{ createBlueprint: { id: string } }>('admin', DOCS.createBlueprint, {
    input: BLUEPRINT_FORM,
  });
  const webhook = await suite.ok<{ createWebhook: { webhook: { id: string } } }>(
    'admin',
    DOCS.createWebhook,
    {
      input: WEBHOOK_FORM,
    },
  );
  const webhookId = webhook.createWebhook.webhook.id;
  return {
    ...world,
    blueprint: created.createBlueprint.id,
    webhook: webhookId,
    failedDelivery: await insertFailedDelivery(suite.db, webhookId),
  };
}

/** `ok`, or the error code the person gets. */
type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND';
type Expectations = Record<PersonName, Outcome>;

const signedIn: Expectations = {
  anonymous: 'UNAUTHENTICATED',
  owner: 'ok',
  other: 'ok',
  installer: 'ok',
  admin: 'ok',
  adminToken: 'ok',
};
/** The owner's data: another customer does not see it, so for them it does not exist. */
const ownersData: Expectations = { ...signedIn, other: 'NOT_FOUND' };
/** An issue staff reported on the owner's installation: the owner sees it but may not change it. */
const staffReported: Expectations = { ...ownersData, owner: 'FORBIDDEN' };
const adminOnly: Expectations = {
  anonymous: 'UNAUTHENTICATED',
  owner: 'FORBIDDEN',
  other: 'FORBIDDEN',
  installer: 'FORBIDDEN',
  admin: 'ok',
  adminToken: 'ok',
};
/** What cannot be undone: the admin's signed-in session only, never an API token. */
const adminSessionOnly: Expectations = { ...adminOnly, adminToken: 'FORBIDDEN' };
const staffOnly: Expectations = { ...adminOnly, installer: 'ok' };

const ISSUE_FORM = { title: 'Releu', description: 'Nu comută.' };

const MATRIX: Array<[string, string, (data: Data) => Record<string, unknown>, Expectations]> = [
  ['myInstallations', DOCS.myInstallations, () => ({}), signedIn],
  ['myOperationsData', DOCS.myOperationsData, () => ({}), signedIn],
  ['installations', DOCS.installations, () => ({}), signedIn],
  ['installationsPage', DOCS.installationsPage, () => ({ page: 1, limit: 5 }), signedIn],
  ['installation', DOCS.installation, (d) => ({ id: d.ownInstallation }), ownersData],
  ['createInstallation', DOCS.createInstallation, () => ({ input: INSTALLATION_FORM }), adminOnly],
  [
    'updateInstallation',
    DOCS.updateInstallation,
    (d) => ({ id: d.ownInstallation, input: INSTALLATION_FORM }),
    adminOnly,
  ],
  [
    'setInstallationHardware',
    DOCS.setInstallationHardware,
    (d) => ({ installationId: d.ownInstallation, items: [{ name: 'Bec', quantity: 2, unitPrice: 30 }] }),
    adminOnly,
  ],
  ['deleteInstallation', DOCS.deleteInstallation, (d) => ({ id: d.ownInstallation }), adminSessionOnly],
  ['issues', DOCS.issues, () => ({}), signedIn],
  ['issuesPage', DOCS.issuesPage, () => ({ page: 1, limit: 5 }), signedIn],
  ['issue', DOCS.issue, (d) => ({ id: d.ownIssue }), ownersData],
  ['issue (reported by staff)', DOCS.issue, (d) => ({ id: d.staffIssueOnOwn }), ownersData],
  [
    'createIssue',
    DOCS.createIssue,
    (d) => ({ input: { installationId: d.ownInstallation, ...ISSUE_FORM } }),
    ownersData,
  ],
  [
    'updateIssue',
    DOCS.updateIssue,
    (d) => ({ id: d.ownIssue, input: { installationId: d.ownInstallation, ...ISSUE_FORM } }),
    ownersData,
  ],
  [
    'updateIssue (reported by staff)',
    DOCS.updateIssue,
    (d) => ({ id: d.staffIssueOnOwn, input: { installationId: d.ownInstallation, ...ISSUE_FORM } }),
    staffReported,
  ],
  ['setIssueStatus', DOCS.setIssueStatus, (d) => ({ id: d.ownIssue, status: 'resolved' }), ownersData],
  [
    'setIssueStatus (reported by staff)',
    DOCS.setIssueStatus,
    (d) => ({ id: d.staffIssueOnOwn, status: 'resolved' }),
    staffReported,
  ],
  ['deleteIssue', DOCS.deleteIssue, (d) => ({ id: d.ownIssue }), ownersData],
  ['deleteIssue (reported by staff)', DOCS.deleteIssue, (d) => ({ id: d.staffIssueOnOwn }), staffReported],
  ['addIssueComment', DOCS.addIssueComment, (d) => ({ issueId: d.ownIssue, content: 'Salut' }), ownersData],
  [
    'addIssueComment (reported by staff)',
    DOCS.addIssueComment,
    (d) => ({ issueId: d.staffIssueOnOwn, content: 'Salut' }),
    ownersData,
  ],
  ['blueprints', DOCS.blueprints, () => ({}), staffOnly],
  ['blueprint', DOCS.blueprint, (d) => ({ id: d.blueprint }), staffOnly],
  ['blueprintTags', DOCS.blueprintTags, () => ({}), staffOnly],
  ['createBlueprint', DOCS.createBlueprint, () => ({ input: BLUEPRINT_FORM }), staffOnly],
  ['updateBlueprint', DOCS.updateBlueprint, (d) => ({ id: d.blueprint, input: BLUEPRINT_FORM }), staffOnly],
  ['deleteBlueprint', DOCS.deleteBlueprint, (d) => ({ id: d.blueprint }), staffOnly],
  ['webhooks', DOCS.webhooks, () => ({}), adminOnly],
  ['webhook', DOCS.webhook, (d) => ({ id: d.webhook }), adminOnly],
  ['webhookDeliveries', DOCS.webhookDeliveries, (d) => ({ webhookId: d.webhook }), adminOnly],
  ['webhookEventTypes', DOCS.webhookEventTypes, () => ({}), adminOnly],
  ['createWebhook', DOCS.createWebhook, () => ({ input: WEBHOOK_FORM }), adminOnly],
  ['updateWebhook', DOCS.updateWebhook, (d) => ({ id: d.webhook, input: { active: false } }), adminOnly],
  ['deleteWebhook', DOCS.deleteWebhook, (d) => ({ id: d.webhook }), adminOnly],
  ['rotateWebhookSecret', DOCS.rotateWebhookSecret, (d) => ({ id: d.webhook }), adminOnly],
  [
    'redeliverWebhookDelivery',
    DOCS.redeliverWebhookDelivery,
    (d) => ({ webhookId: d.webhook, deliveryId: d.failedDelivery }),
    adminOnly,
  ],
];

describe('roles × operations', () => {
  it.each(MATRIX)('%s', async (_name, query, variables, expected) => {
    const outcomes: Partial<Expectations> = {};
    for (const who of EVERYONE) {
      const data = await freshData();
      const response = await suite.gql(who, query, variables(data));
      const [code, ...more] = errorCodes(response);
      expect(more).toEqual([]);
      outcomes[who] = code === undefined ? 'ok' : (code as Outcome);
    }
    expect(outcomes).toEqual(expected);
  });

  it('covers every query and mutation of the subgraph', async () => {
    const response = await suite.gql<{
      __schema: {
        queryType: { fields: Array<{ name: string }> };
        mutationType: { fields: Array<{ name: string }> };
      };
    }>('admin', '{ __schema { queryType { fields { name } } mutationType { fields { name } } } }');
    const { queryType, mutationType } = response.data!.__schema;
    const operations = [...queryType.fields, ...mutationType.fields]
      .map((field) => field.name)
      .filter((name) => !name.startsWith('_'));
    const tried = new Set(MATRIX.map(([name]) => name.split(' ')[0]));
    expect(operations.filter((name) => !tried.has(name))).toEqual([]);
  });
});

describe("an admin's personal API token", () => {
  it('is told that deleting an installation needs a signed-in session, and deletes nothing; the session then can', async () => {
    const data = await freshData();
    const refused = await suite.gql('adminToken', DOCS.deleteInstallation, { id: data.ownInstallation });
    expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
    expect(refused.errors?.[0]?.message).toBe(SIGNED_IN_SESSION_REQUIRED_MESSAGE);
    expect(await suite.ok('adminToken', DOCS.installation, { id: data.ownInstallation })).toMatchObject({
      installation: { id: data.ownInstallation },
    });
    expect(await suite.ok('admin', DOCS.deleteInstallation, { id: data.ownInstallation })).toEqual({
      deleteInstallation: true,
    });
    expect(errorCodes(await suite.gql('admin', DOCS.installation, { id: data.ownInstallation }))).toEqual([
      'NOT_FOUND',
    ]);
  });
});
