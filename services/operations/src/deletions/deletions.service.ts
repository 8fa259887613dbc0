import type { Logger } from '@smarthome/service-kit';
import type { CommentModel } from '../comments/comments.model.js';
import type { InstallationModel } from '../installations/installations.model.js';
import type { IssueModel } from '../issues/issues.model.js';

export interface DeletionModels {
  installations: InstallationModel;
  issues: IssueModel;
  comments: CommentModel;
}

/**
 * How often an installation's deletion looks again for issues of the installation: an issue
 * moved onto it while it was being deleted is found in the next round.
 */
const MAX_ROUNDS = 5;

/**
 * Deleting an installation or an issue with everything under it, without transactions (the
 * embedded engine and a standalone mongod have none), so that nothing is ever left behind:
 *
 *   1. the parent is marked (`deletingAt`): from then on every read skips it and nothing new is
 *      attached to it;
 *   2. the children are deleted, deepest first (comments, then issues);
 *   3. the parent is deleted last.
 *
 * Every step is idempotent and the mark stays until the end, so a deletion interrupted anywhere
 * (a crash, a lost connection) is finished by calling it again, and the service finishes marked
 * ones when it starts. Writers of children do the mirror image: they insert, then check that the
 * parent is still there and unmarked, and remove what they inserted when it is not. Either the
 * child was written before the mark, and step 2 finds it, or the writer sees the mark.
 */
export class Deletions {
  constructor(
    private readonly models: DeletionModels,
    private readonly now: () => Date,
  ) {}

  /** Deletes the installation, its issues and their comments; false when there is no such installation. */
  async deleteInstallation(id: number): Promise<boolean> {
    const { installations, issues, comments } = this.models;
    await installations.updateOne({ _id: id, deletingAt: null }, { $set: { deletingAt: this.now() } }).exec();
    if ((await installations.exists({ _id: id }).exec()) === null) return false;

    for (let round = 0; ; round += 1) {
      await issues
        .updateMany({ installationId: id, deletingAt: null }, { $set: { deletingAt: this.now() } })
        .exec();
      const issueIds = await issues.distinct('_id', { installationId: id }).exec();
      if (issueIds.length === 0) break;
      if (round === MAX_ROUNDS) {
        throw new Error(`installation ${id} keeps receiving issues while being deleted`);
      }
      await comments.deleteMany({ issueId: { $in: issueIds } }).exec();
      await issues.deleteMany({ _id: { $in: issueIds } }).exec();
    }
    await installations.deleteOne({ _id: id }).exec();
    return true;
  }

  /** Deletes the issue and its comments; false when there is no such issue. */
  async deleteIssue(id: number): Promise<boolean> {
    const { issues, comments } = this.models;
    await issues.updateOne({ _id: id, deletingAt: null }, { $set: { deletingAt: this.now() } }).exec();
    if ((await issues.exists({ _id: id }).exec()) === null) return false;
    await comments.deleteMany({ issueId: id }).exec();
    await issues.deleteOne({ _id: id }).exec();
    return true;
  }

  /**
   * Finishes the deletions that were interrupted (their parents still carry the mark), and removes
   * comments whose issue is gone (a writer that died between its insert and its check). Run when
   * the service starts; safe while other replicas run it too.
   */
  async finishInterrupted(): Promise<{ installations: number; issues: number; comments: number }> {
    const { installations, issues, comments } = this.models;
    const marked = { deletingAt: { $ne: null } };
    const installationIds = await installations.distinct('_id', marked).exec();
    for (const id of installationIds) await this.deleteInstallation(id);
    const issueIds = await issues.distinct('_id', marked).exec();
    for (const id of issueIds) await this.deleteIssue(id);

    const commented = await comments.distinct('issueId').exec();
    const existing = new Set(await issues.distinct('_id', { _id: { $in: commented } }).exec());
    const orphaned = commented.filter((issueId) => !existing.has(issueId));
    const { deletedCount } =
      orphaned.length > 0
        ? await comments.deleteMany({ issueId: { $in: orphaned } }).exec()
        : { deletedCount: 0 };
    return { installations: installationIds.length, issues: issueIds.length, comments: deletedCount };
  }

  /** finishInterrupted for the start of the service: a failure is logged, never fatal (the next start retries). */
  async finishInterruptedAtStart(log: Logger): Promise<void> {
    try {
      const finished = await this.finishInterrupted();
      if (finished.installations + finished.issues + finished.comments > 0) {
        log.info(finished, 'finished interrupted deletions');
      }
    } catch (error) {
      log.error({ err: error }, 'could not finish interrupted deletions; the next start tries again');
    }
  }
}
