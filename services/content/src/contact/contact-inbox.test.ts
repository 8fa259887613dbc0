import { beforeEach, describe, expect, it } from 'vitest';
import { errorCodes, postGraphQL } from '@smarthome/service-kit/testing';
import { useContentSuite } from '../../test/helpers.js';

const INBOX = `query ($page: Int, $limit: Int) {
  contactMessages(page: $page, limit: $limit) { totalPages unread data { id name email message receivedAt read } }
}`;
const UNREAD = `{ unreadContactMessages }`;
const ONE = `query ($id: ID!) { contactMessage(id: $id) { id name email message read } }`;
const MARK = `mutation ($id: ID!, $read: Boolean) { markContactMessageRead(id: $id, read: $read) { id read } }`;

interface InboxData {
  contactMessages: {
    totalPages: number;
    unread: number;
    data: Array<{ id: string; name: string; read: boolean; receivedAt: string }>;
  };
}

const suite = useContentSuite('content_inbox', {}, { relay: false });
const { asAdmin, headersOf } = suite;

beforeEach(async () => {
  const start = Date.UTC(2026, 1, 1);
  await suite.db.collection('contact_messages').deleteMany({});
  await suite.db.collection('contact_messages').insertMany(
    Array.from({ length: 3 }, (_, i) => ({
      name: `Vizitator ${i + 1}`,
      email: `v${i + 1}@example.ro`,
      message: 'Aș dori o ofertă.',
      consent: true,
      ipHash: 'x',
      eventId: `e${i}`,
      createdAt: new Date(start + i * 60_000),
    })),
  );
});

describe('the contact inbox', () => {
  it('lists messages newest first with the unread count, and marks them read and unread', async () => {
    const inbox = await asAdmin<InboxData>(INBOX);
    expect(inbox.data!.contactMessages.unread).toBe(3);
    expect(inbox.data!.contactMessages.data.map((message) => message.name)).toEqual([
      'Vizitator 3',
      'Vizitator 2',
      'Vizitator 1',
    ]);
    const newest = inbox.data!.contactMessages.data[0]!;
    expect(newest.read).toBe(false);

    const marked = await asAdmin<{ markContactMessageRead: unknown }>(MARK, { id: newest.id });
    expect(marked.data!.markContactMessageRead).toEqual({ id: newest.id, read: true });
    expect((await asAdmin<{ unreadContactMessages: number }>(UNREAD)).data!.unreadContactMessages).toBe(2);
    await asAdmin(MARK, { id: newest.id, read: false });
    expect((await asAdmin<{ unreadContactMessages: number }>(UNREAD)).data!.unreadContactMessages).toBe(3);
  });

  it('answers one message by its id without marking it read', async () => {
    const oldest = (await suite.db.collection('contact_messages').findOne({ eventId: 'e0' }))!;
    const one = await asAdmin<{ contactMessage: unknown }>(ONE, { id: oldest._id.toHexString() });
    expect(one.data!.contactMessage).toEqual({
      id: oldest._id.toHexString(),
      name: 'Vizitator 1',
      email: 'v1@example.ro',
      message: 'Aș dori o ofertă.',
      read: false,
    });
    expect((await asAdmin<{ unreadContactMessages: number }>(UNREAD)).data!.unreadContactMessages).toBe(3);
  });

  it('answers NOT_FOUND for unknown ids and refuses anyone but admins', async () => {
    expect(errorCodes(await asAdmin(MARK, { id: 'nope' }))).toEqual(['NOT_FOUND']);
    for (const id of ['nope', '0123456789abcdef01234567']) {
      expect(errorCodes(await asAdmin(ONE, { id }))).toEqual(['NOT_FOUND']);
    }
    for (const [headers, code] of [
      [{}, 'UNAUTHENTICATED'],
      [headersOf('installer'), 'FORBIDDEN'],
    ] as const) {
      for (const query of [INBOX, UNREAD]) {
        expect(errorCodes(await postGraphQL(suite.app, { query, headers }))).toEqual([code]);
      }
      const id = (await suite.db.collection('contact_messages').findOne({}))!._id.toHexString();
      for (const query of [MARK, ONE]) {
        expect(errorCodes(await postGraphQL(suite.app, { query, variables: { id }, headers }))).toEqual([
          code,
        ]);
      }
    }
  });
});
