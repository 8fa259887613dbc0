import { beforeEach, describe, expect, it } from 'vitest';
import { Types } from 'mongoose';
import { errorCodes } from '@smarthome/service-kit/testing';
import {
  addComment,
  buildWorld,
  clearCollections,
  createInstallation,
  createIssue,
  DOCS,
  PEOPLE,
  useOperationsSuite,
  type World,
} from '../../test/helpers.js';

const suite = useOperationsSuite('operations_comments');

interface CommentRow {
  id: string;
  issueId: string;
  content: string;
  authorRole: string;
  user: { id: string } | null;
  createdAt: string;
}

let world: World;
beforeEach(async () => {
  await clearCollections(suite.db);
  world = await buildWorld(suite);
});

/** The event a comment's document carries (the relay is off in these tests), or undefined. */
async function eventOf(commentId: string) {
  const stored = await suite.db.collection('comments').findOne({ _id: new Types.ObjectId(commentId) });
  const [event, ...more] = (stored?._outbox ?? []) as Array<{
    type: string;
    payload: Record<string, unknown>;
  }>;
  expect(more).toEqual([]);
  return event;
}

describe('mutation addIssueComment', () => {
  it('adds comments to the thread, oldest first, each with its author and their role', async () => {
    const fromCustomer = await addComment(suite, 'owner', world.ownIssue, '  Tot nu merge.\r\nAm repornit. ');
    const fromInstaller = await addComment(suite, 'installer', world.ownIssue, 'Trec mâine.');
    const { issue } = await suite.ok<{ issue: { comments: CommentRow[] } }>('owner', DOCS.issue, {
      id: world.ownIssue,
    });
    expect(issue.comments).toEqual([
      {
        id: fromCustomer,
        issueId: world.ownIssue,
        content: 'Tot nu merge.\nAm repornit.',
        authorRole: 'user',
        user: { id: PEOPLE.owner.id },
        createdAt: expect.any(String),
      },
      expect.objectContaining({
        id: fromInstaller,
        authorRole: 'installer',
        user: { id: PEOPLE.installer.id },
      }),
    ]);
  });

  it("mails the staff about the customer's comment and the customer about the staff's, each in the same write", async () => {
    const fromCustomer = await addComment(suite, 'owner', world.ownIssue, 'Tot nu merge.');
    expect(await eventOf(fromCustomer)).toMatchObject({
      type: 'issue.comment_added',
      payload: {
        issueId: world.ownIssue,
        title: 'Ana: releu',
        customerEmail: PEOPLE.owner.email,
        commentId: fromCustomer,
        author: { userId: PEOPLE.owner.id, role: 'user' },
        comment: 'Tot nu merge.',
      },
    });
    const fromAdmin = await addComment(suite, 'admin', world.ownIssue, 'Rezolvat.');
    expect(await eventOf(fromAdmin)).toMatchObject({
      payload: { author: { userId: PEOPLE.admin.id, role: 'admin' } },
    });
  });

  it('writes no mail when staff comment on their own installation (they would only be mailing themselves)', async () => {
    const adminsHome = await createInstallation(suite, { customerEmail: PEOPLE.admin.email });
    const issue = await createIssue(suite, 'admin', adminsHome);
    expect(await eventOf(await addComment(suite, 'admin', issue, 'Notă pentru mine.'))).toBeUndefined();
  });

  it.each([[''], ['   \n\t '], ['\u200b\u2060'], [null]])(
    'answers %j with the form text',
    async (content) => {
      const response = await suite.gql('owner', DOCS.addIssueComment, { issueId: world.ownIssue, content });
      expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
      expect(response.errors![0]!.message).toBe('Comment cannot be empty');
      expect(await suite.db.collection('comments').countDocuments()).toBe(0);
    },
  );

  it('caps a comment at 5000 characters', async () => {
    const response = await suite.gql('owner', DOCS.addIssueComment, {
      issueId: world.ownIssue,
      content: 'x'.repeat(5001),
    });
    expect(response.errors![0]!.message).toBe('Comment must be at most 5000 characters');
  });

  it("answers NOT_FOUND on another customer's issue, an unknown and a malformed one", async () => {
    for (const issueId of [world.otherIssue, '404', 'x1']) {
      const response = await suite.gql('owner', DOCS.addIssueComment, { issueId, content: 'Salut' });
      expect(errorCodes(response)).toEqual(['NOT_FOUND']);
      expect(response.errors![0]!.message).toBe('Issue not found');
    }
    expect(await suite.db.collection('comments').countDocuments()).toBe(0);
  });

  it('refuses a comment on an issue that started being deleted, leaving nothing behind', async () => {
    await suite.db
      .collection('issues')
      .updateOne({ _id: Number(world.ownIssue) as never }, { $set: { deletingAt: new Date() } });
    const response = await suite.gql('owner', DOCS.addIssueComment, {
      issueId: world.ownIssue,
      content: 'Salut',
    });
    expect(errorCodes(response)).toEqual(['NOT_FOUND']);
    expect(await suite.db.collection('comments').countDocuments()).toBe(0);
  });
});
