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

type OutboxItem = { type: string; payload: Record<string, unknown> };

/** The events a comment's document carries (the relay is off in these tests). */
async function outboxOf(commentId: string): Promise<OutboxItem[]> {
  const stored = await suite.db.collection('comments').findOne({ _id: new Types.ObjectId(commentId) });
  return (stored?._outbox ?? []) as OutboxItem[];
}

/** The mail event a comment's document carries, or undefined. */
async function eventOf(commentId: string) {
  const [event, ...more] = (await outboxOf(commentId)).filter((item) => item.type !== 'webhook.occurred');
  expect(more).toEqual([]);
  return event;
}

/** The one `webhook.occurred` a comment's document carries: its {type, data}. */
async function webhookOf(commentId: string) {
  const webhooks = (await outboxOf(commentId)).filter((item) => item.type === 'webhook.occurred');
  expect(webhooks).toHaveLength(1);
  return webhooks[0]!.payload;
}

/**
 * A comment as GET /issues/{id} shows it, from the GraphQL answer, with the names this service
 * writes: none, since it knows its authors by id only (tokens carry no names).
 */
const restCommentOf = (row: CommentRow) => ({
  id: row.id,
  content: row.content,
  createdAt: row.createdAt,
  user: { id: row.user?.id ?? null, firstName: '', lastName: '', role: row.authorRole },
});

const threadOf = async (issueId: string) =>
  (await suite.ok<{ issue: { comments: CommentRow[] } }>('admin', DOCS.issue, { id: issueId })).issue
    .comments;

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
    const note = await addComment(suite, 'admin', issue, 'Notă pentru mine.');
    expect(await eventOf(note)).toBeUndefined();
    // The integrators still hear of it.
    const [stored] = await threadOf(issue);
    expect(await webhookOf(note)).toEqual({
      type: 'issue.commented',
      data: { issue_id: Number(issue), comment: restCommentOf(stored!) },
    });
  });

  it('tells the webhooks of every comment, with the issue’s number and the comment as the thread shows it', async () => {
    const fromCustomer = await addComment(suite, 'owner', world.ownIssue, ' Tot nu merge.\r\nAm repornit. ');
    const fromInstaller = await addComment(suite, 'installer', world.ownIssue, 'Trec mâine.');
    const thread = await threadOf(world.ownIssue);
    expect(await webhookOf(fromCustomer)).toEqual({
      type: 'issue.commented',
      data: { issue_id: Number(world.ownIssue), comment: restCommentOf(thread[0]!) },
    });
    expect(await webhookOf(fromInstaller)).toEqual({
      type: 'issue.commented',
      data: {
        issue_id: Number(world.ownIssue),
        comment: {
          id: fromInstaller,
          content: 'Trec mâine.',
          createdAt: thread[1]!.createdAt,
          // Named as the installer's token names them; the customer's token names nobody.
          user: { id: PEOPLE.installer.id, firstName: 'Mihai', lastName: 'Popa', role: 'installer' },
        },
      },
    });
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
