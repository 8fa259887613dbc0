import { beforeEach, describe, expect, it } from 'vitest';
import { AppError, type AuthUser } from '@smarthome/service-kit';
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
import { buildApp } from '../app.js';
import { createCommentModel, type CommentModel } from '../comments/comments.model.js';
import { CommentsService } from '../comments/comments.service.js';
import { loadServiceConfig } from '../config.js';
import { createInstallationModel } from '../installations/installations.model.js';
import type { InstallationService } from '../installations/installations.service.js';
import { createIssueModel } from '../issues/issues.model.js';
import { IssuesService } from '../issues/issues.service.js';
import { createCounterModel, Sequences } from '../shared/sequences.js';
import { Deletions, type DeletionModels } from './deletions.service.js';

const suite = useOperationsSuite('operations_deletions');

let world: World;
beforeEach(async () => {
  await clearCollections(suite.db);
  world = await buildWorld(suite);
  const customerOf = {
    [world.ownIssue]: 'owner',
    [world.staffIssueOnOwn]: 'owner',
    [world.otherIssue]: 'other',
  } as const;
  for (const [issue, customer] of Object.entries(customerOf)) {
    await addComment(suite, customer, issue, 'Din partea clientului.');
    await addComment(suite, 'installer', issue, 'Din partea instalatorului.');
  }
});

const count = (collection: string, filter: Record<string, unknown> = {}) =>
  suite.db.collection(collection).countDocuments(filter);

/** What is left of the owner's installation: itself, its issues and their comments. */
async function leftOfOwnInstallation() {
  const ownIssues = [Number(world.ownIssue), Number(world.staffIssueOnOwn)];
  return {
    installations: await count('installations', { _id: Number(world.ownInstallation) }),
    issues: await count('issues', { installationId: Number(world.ownInstallation) }),
    comments: await count('comments', { issueId: { $in: ownIssues } }),
  };
}
const NOTHING = { installations: 0, issues: 0, comments: 0 };

/** The service's models on the test's own connection. */
function models(): DeletionModels {
  return {
    installations: createInstallationModel(suite.db),
    issues: createIssueModel(suite.db),
    comments: createCommentModel(suite.db),
  };
}

/** The comments model whose `deleteMany` fails once, as when the connection drops mid-deletion. */
function commentsFailingOnce(comments: CommentModel): CommentModel {
  let failed = false;
  return new Proxy(comments, {
    get(target, property, receiver) {
      if (property === 'deleteMany' && !failed) {
        failed = true;
        return () => ({ exec: () => Promise.reject(new Error('connection lost')) });
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

describe('mutation deleteInstallation', () => {
  it('deletes the installation with its hardware, issues and their comments, and nothing of other installations', async () => {
    expect(await leftOfOwnInstallation()).toEqual({ installations: 1, issues: 2, comments: 4 });
    expect(await suite.ok('admin', DOCS.deleteInstallation, { id: world.ownInstallation })).toEqual({
      deleteInstallation: true,
    });
    expect(await leftOfOwnInstallation()).toEqual(NOTHING);
    expect(await count('installations')).toBe(1);
    expect(await count('issues')).toBe(1);
    expect(await count('comments', { issueId: Number(world.otherIssue) })).toBe(2);
    expect(await count('comments')).toBe(2);
    for (const id of [world.ownInstallation, 'x']) {
      const again = await suite.gql('admin', DOCS.deleteInstallation, { id });
      expect(again.errors![0]!.message).toBe('Installation not found');
    }
  });

  it('is finished by calling it again after it failed half-way; meanwhile nothing of it shows', async () => {
    const half = new Deletions(
      { ...models(), comments: commentsFailingOnce(models().comments) },
      () => new Date(),
    );
    await expect(half.deleteInstallation(Number(world.ownInstallation))).rejects.toThrow('connection lost');
    expect(await leftOfOwnInstallation()).toEqual({ installations: 1, issues: 2, comments: 4 });

    expect(errorCodes(await suite.gql('admin', DOCS.installation, { id: world.ownInstallation }))).toEqual([
      'NOT_FOUND',
    ]);
    expect(errorCodes(await suite.gql('installer', DOCS.issue, { id: world.ownIssue }))).toEqual([
      'NOT_FOUND',
    ]);
    const comment = await suite.gql('owner', DOCS.addIssueComment, {
      issueId: world.staffIssueOnOwn,
      content: 'Hei',
    });
    expect(errorCodes(comment)).toEqual(['NOT_FOUND']);
    const issue = await suite.gql('owner', DOCS.createIssue, {
      input: { installationId: world.ownInstallation, title: 'T', description: 'D' },
    });
    expect(errorCodes(issue)).toEqual(['NOT_FOUND']);

    expect(await suite.ok('admin', DOCS.deleteInstallation, { id: world.ownInstallation })).toEqual({
      deleteInstallation: true,
    });
    expect(await leftOfOwnInstallation()).toEqual(NOTHING);
  });

  it('is finished when the service starts again, with comments whose issue is gone', async () => {
    const half = new Deletions(
      { ...models(), comments: commentsFailingOnce(models().comments) },
      () => new Date(),
    );
    await expect(half.deleteInstallation(Number(world.ownInstallation))).rejects.toThrow('connection lost');
    // A comment writer that died between its insert and its check leaves one on a missing issue.
    await suite.db.collection('comments').insertOne({ issueId: 9_999, content: 'orfan', authorId: 'x' });

    const restarted = await buildApp(loadServiceConfig({ ...suite.infra.env }), { relay: false });
    await restarted.close();
    expect(await leftOfOwnInstallation()).toEqual(NOTHING);
    expect(await count('comments', { issueId: 9_999 })).toBe(0);
    expect(await count('comments')).toBe(2);
  });
});

describe('an issue deleted while someone writes to it', () => {
  it('an issue deletion failing half-way is finished by the next one', async () => {
    const half = new Deletions(
      { ...models(), comments: commentsFailingOnce(models().comments) },
      () => new Date(),
    );
    await expect(half.deleteIssue(Number(world.ownIssue))).rejects.toThrow('connection lost');
    expect(errorCodes(await suite.gql('owner', DOCS.issue, { id: world.ownIssue }))).toEqual(['NOT_FOUND']);
    expect(await suite.ok('admin', DOCS.deleteIssue, { id: world.ownIssue })).toEqual({ deleteIssue: true });
    expect(await count('comments', { issueId: Number(world.ownIssue) })).toBe(0);
    expect(await count('issues', { _id: Number(world.ownIssue) })).toBe(0);
  });

  it('a comment written while its issue started being deleted removes itself', async () => {
    const { comments, issues } = models();
    const record = await issues.findById(Number(world.ownIssue)).lean().exec();
    // The issue was visible when read, and is being deleted once the comment is written.
    const racingIssues = {
      findVisible: async () => record,
      isLive: async () => false,
    } as unknown as IssuesService;
    const installations = { customerOf: async () => null } as unknown as InstallationService;
    const service = new CommentsService({ comments, issues: racingIssues, installations });
    const writing = service.add(PEOPLE.owner as AuthUser, world.ownIssue, 'Prea târziu');
    await expect(writing).rejects.toEqual(new AppError('NOT_FOUND', 'Issue not found'));
    expect(await count('comments', { content: 'Prea târziu' })).toBe(0);
  });

  it('an issue reported while its installation started being deleted removes itself', async () => {
    const all = models();
    const installation = await all.installations.findById(Number(world.ownInstallation)).lean().exec();
    const racingInstallations = {
      findVisible: async () => installation,
      isLive: async () => false,
    } as unknown as InstallationService;
    const service = new IssuesService({
      issues: all.issues,
      installations: racingInstallations,
      sequences: new Sequences(createCounterModel(suite.db)),
      deletions: new Deletions(all, () => new Date()),
    });
    const reporting = service.create(PEOPLE.owner as AuthUser, {
      installationId: world.ownInstallation,
      title: 'Prea târziu',
      description: 'D',
    });
    await expect(reporting).rejects.toEqual(new AppError('NOT_FOUND', 'Installation not found'));
    expect(await count('issues', { title: 'Prea târziu' })).toBe(0);
  });
});
