/**
 * Bad input to the installations, issues and blueprints calls, through the gateway to the real
 * operations service: wrong types, unknown words, blank or over-long fields, query operators,
 * malformed and foreign ids. Every answer is a 4xx in the facade's shapes ({errors:[{msg}]} for
 * a form, {message} otherwise), never a 500, and nothing is written.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../src/rest/schemas.js';
import {
  BLUEPRINT_BODY,
  INSTALLATION_BODY,
  PEOPLE,
  startOperationsStack,
  type Caller,
  type OperationsStack,
} from './operations-stack.js';

let stack: OperationsStack;
/** The owner's installation and issue, made once; the tests must leave them as they are. */
let installation: number;
let issue: number;

beforeAll(async () => {
  stack = await startOperationsStack();
  installation = await stack.createInstallation();
  issue = await stack.createIssue('owner', installation);
});

afterAll(async () => {
  await stack?.stop();
});

afterEach(async () => {
  expect(await stack.db.collection('installations').countDocuments()).toBe(1);
  expect(await stack.db.collection('issues').countDocuments()).toBe(1);
  expect(await stack.db.collection('comments').countDocuments()).toBe(0);
  expect(await stack.db.collection('blueprints').countDocuments()).toBe(0);
  expect(await stack.ok('GET', `/issues/${issue}`, { as: 'admin' })).toMatchObject({
    version: 1,
    status: 'open',
  });
});

const messagesOf = (response: LightMyRequestResponse) =>
  response.json<{ errors: Array<{ msg: string }> }>().errors.map((error) => error.msg);

type Method = 'POST' | 'PUT' | 'PATCH';
/** A form sent by a caller allowed to send it: 400 with these messages. */
async function expectRefused(method: Method, url: string, as: Caller, body: unknown, messages: string[]) {
  const response = await stack.call(method, url, { as, body });
  expect(response.statusCode, response.body).toBe(400);
  expect(messagesOf(response)).toEqual(messages);
}

const COST = 'Estimated cost must be a number of at least 0 with at most 2 decimals';
const FILL_OUT = 'Please fill out all fields';
const ITEMS = 'items must be a list of {name, quantity (a whole number), unitPrice (a number)}';
const issueForm = () => ({ installationId: installation, title: 'Releu', description: 'Nu pornește.' });

describe('POST and PUT /installations', () => {
  it.each([
    ['a string cost', { estimatedTotalCost: '12.50' }, [COST]],
    ['a negative cost', { estimatedTotalCost: -1 }, [COST]],
    ['a cost with 3 decimals', { estimatedTotalCost: 10.125 }, [COST]],
    ['an unknown package', { package: 'gold' }, ['Package must be basic, advanced or premium']],
    ['a package in capitals', { package: 'Basic' }, ['Package must be basic, advanced or premium']],
    ['an unknown status', { status: 'done' }, ['Status must be pending, in_progress or completed']],
    ['an operator object', { userEmail: { $gt: '' } }, ['Invalid value for userEmail']],
    ['a number for a name', { name: 7 }, ['Invalid value for name']],
    ['a blank name', { name: '  ' }, ['Name is required']],
    [
      'an address over the service’s cap',
      { address: 'a'.repeat(301) },
      ['Address must be at most 300 characters'],
    ],
    [
      'a description over the facade’s cap',
      { description: 'd'.repeat(LONG_TEXT_MAX + 1) },
      ['description is too long'],
    ],
    [
      'a customer e-mail that is not one',
      { userEmail: 'ana' },
      ['Customer email must be a valid e-mail address'],
    ],
    [
      'a planned date that is not one',
      { plannedInstallationDate: 'mâine' },
      ['plannedInstallationDate must be a date such as 2026-03-01 or a date-time such as 2026-03-01T10:00'],
    ],
    [
      'a planned day the calendar does not have',
      { plannedInstallationDate: '2027-02-30' },
      ['plannedInstallationDate must be a date such as 2026-03-01 or a date-time such as 2026-03-01T10:00'],
    ],
    [
      'a planned date-time on a day the calendar does not have',
      { plannedInstallationDate: '2027-02-30T10:00:00Z' },
      ['plannedInstallationDate must be a date such as 2026-03-01 or a date-time such as 2026-03-01T10:00'],
    ],
  ])('%s → 400', async (_case, fields, messages) => {
    const body = { ...INSTALLATION_BODY, ...fields };
    await expectRefused('POST', '/installations', 'admin', body, messages);
    await expectRefused('PUT', `/installations/${installation}`, 'admin', body, messages);
  });

  it('an empty form lists every required field', async () => {
    await expectRefused('POST', '/installations', 'admin', {}, [
      'Name is required',
      'Address is required',
      'Customer email is required',
      'Package is required',
      'Status is required',
    ]);
  });

  it('PUT of an unknown, malformed or operator id → 404 {message}', async () => {
    for (const id of ['999999', 'abc', '%7B%22%24gt%22%3A%22%22%7D']) {
      const response = await stack.call('PUT', `/installations/${id}`, {
        as: 'admin',
        body: INSTALLATION_BODY,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Installation not found' });
    }
  });
});

describe('PUT /installations/{id}/hardware', () => {
  it.each([
    ['no list', {}, [ITEMS]],
    ['a list of words', { items: 'senzor' }, [ITEMS]],
    ['a string quantity', { items: [{ name: 'Senzor', quantity: '2', unitPrice: 10 }] }, [ITEMS]],
    ['a fractional quantity', { items: [{ name: 'Senzor', quantity: 1.5, unitPrice: 10 }] }, [ITEMS]],
    [
      'a quantity beyond GraphQL’s Int',
      { items: [{ name: 'Senzor', quantity: 2 ** 31, unitPrice: 10 }] },
      [ITEMS],
    ],
    [
      'a quantity of 0 and a negative price',
      { items: [{ name: 'Senzor', quantity: 0, unitPrice: -1 }] },
      [
        'Quantity must be a whole number from 1 to 10000',
        'Unit price must be a number from 0 to 1000000 with at most 2 decimals',
      ],
    ],
    [
      'a line without a name',
      { items: [{ name: ' ', quantity: 1, unitPrice: 1 }] },
      ['Hardware name is required'],
    ],
  ])('%s → 400', async (_case, body, messages) => {
    await expectRefused('PUT', `/installations/${installation}/hardware`, 'admin', body, messages);
  });
});

describe('POST and PUT /issues', () => {
  it.each([
    ['installationId "abc"', { installationId: 'abc' }, ['Installation id must be a number']],
    ['installationId as an operator', { installationId: { $gt: '' } }, ['Installation id must be a number']],
    ['installationId 1.5', { installationId: 1.5 }, ['Installation id must be a number']],
    ['installationId -1', { installationId: -1 }, ['Installation id must be a number']],
    ['a title as an operator', { title: { $ne: null } }, ['Invalid value for title']],
    ['every field blank', { installationId: '', title: ' ', description: '\n' }, [FILL_OUT]],
    ['a missing description', { description: undefined }, [FILL_OUT]],
    ['a title over the service’s cap', { title: 't'.repeat(201) }, ['Title must be at most 200 characters']],
    ['a title over the facade’s cap', { title: 't'.repeat(SHORT_TEXT_MAX + 1) }, ['title is too long']],
  ])('%s → 400', async (_case, fields, messages) => {
    const body = { ...issueForm(), ...fields };
    await expectRefused('POST', '/issues', 'owner', body, messages);
    await expectRefused('PUT', `/issues/${issue}`, 'owner', body, messages);
  });

  it('a version that is not a positive whole number → 400', async () => {
    for (const version of ['1', 0, 1.5, { $gt: 0 }]) {
      await expectRefused('PUT', `/issues/${issue}`, 'owner', { ...issueForm(), version }, [
        'version must be a positive integer',
      ]);
    }
  });

  it('another customer’s installation or issue does not exist for them (404)', async () => {
    const created = await stack.call('POST', '/issues', { as: 'other', body: issueForm() });
    expect(created.statusCode).toBe(404);
    expect(created.json()).toEqual({ message: 'Installation not found' });
    for (const [method, url, body] of [
      ['GET', `/issues/${issue}`, undefined],
      ['PUT', `/issues/${issue}`, issueForm()],
      ['PATCH', `/issues/${issue}/status`, { status: 'resolved' }],
      ['POST', `/issues/${issue}/comments`, { content: 'Al meu?' }],
      ['DELETE', `/issues/${issue}`, undefined],
    ] as const) {
      const response = await stack.call(method, url, { as: 'other', body });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Issue not found' });
    }
    const installationRead = await stack.call('GET', `/installations/${installation}`, { as: 'other' });
    expect(installationRead.json()).toEqual({ message: 'Installation not found' });
  });

  it('the owner moving an issue onto an installation not theirs → 404', async () => {
    const others = await stack.createInstallation({ userEmail: PEOPLE.other.email });
    try {
      const response = await stack.call('PUT', `/issues/${issue}`, {
        as: 'owner',
        body: { ...issueForm(), installationId: others },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Installation not found' });
    } finally {
      await stack.ok('DELETE', `/installations/${others}`, { as: 'admin' });
    }
  });
});

describe('PATCH /issues/{id}/status', () => {
  it.each([
    ['no status', {}, ['Status is required']],
    ['an unknown status', { status: 'closed' }, ['Status must be open, wip or resolved']],
    ['the displayed word', { status: 'In Progress' }, ['Status must be open, wip or resolved']],
    ['an operator', { status: { $ne: 'open' } }, ['Status must be open, wip or resolved']],
    ['a string version', { status: 'wip', version: 'latest' }, ['version must be a positive integer']],
  ])('%s → 400', async (_case, body, messages) => {
    await expectRefused('PATCH', `/issues/${issue}/status`, 'installer', body, messages);
  });
});

describe('POST /issues/{id}/comments', () => {
  it.each([
    ['no content', {}, ['Comment cannot be empty']],
    ['blank content', { content: ' \n\t ' }, ['Comment cannot be empty']],
    ['an operator', { content: { $gt: '' } }, ['Invalid value for content']],
    [
      'content over the service’s cap',
      { content: 'c'.repeat(5_001) },
      ['Comment must be at most 5000 characters'],
    ],
  ])('%s → 400', async (_case, body, messages) => {
    await expectRefused('POST', `/issues/${issue}/comments`, 'owner', body, messages);
  });
});

describe('the blueprint form', () => {
  it.each([
    ['every field blank', { title: ' ', tag: '', content: '\n' }, ['Title, tag, and content are required']],
    ['a tag as a list', { ...BLUEPRINT_BODY, tag: ['a'] }, ['Invalid value for tag']],
    [
      'a tag over the service’s cap',
      { ...BLUEPRINT_BODY, tag: 't'.repeat(51) },
      ['Tag must be at most 50 characters'],
    ],
  ])('%s → 400', async (_case, body, messages) => {
    await expectRefused('POST', '/blueprints', 'installer', body, messages);
  });
});

describe('query strings and ids', () => {
  const longTag = 't'.repeat(SHORT_TEXT_MAX + 1);
  it.each([
    ['/issues?installationId=abc', 'installationId must be a positive integer'],
    ['/issues?installationId=0', 'installationId must be a positive integer'],
    ['/blueprints?limit=51', 'limit must be at most 50'],
    ['/blueprints?page=0', 'page must be a positive integer'],
    ['/blueprints?tag={too long}', 'tag is too long'],
  ])('GET %s → 400 {message}', async (url, message) => {
    const response = await stack.call('GET', url.replace('{too long}', longTag), { as: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it.each([
    ['/installations', 'Installation not found'],
    ['/issues', 'Issue not found'],
    ['/blueprints', 'Blueprint not found'],
  ])('GET %s/{malformed or unknown id} → 404 {message: %j}', async (path, message) => {
    for (const id of ['abc', '0', '99999999', '65f1c0ffee0000000000a001', '%7B%22%24gt%22%3A%22%22%7D']) {
      const response = await stack.call('GET', `${path}/${id}`, { as: 'admin' });
      expect(response.statusCode, `${path}/${id}`).toBe(404);
      expect(response.json()).toEqual({ message });
    }
  });
});
