import { randomBytes } from 'node:crypto';
import { AppError, type Logger } from '@smarthome/service-kit';
import {
  CHAT_ACTION_ID,
  CHAT_ACTION_NOT_FOUND_MESSAGE,
  CHAT_ACTION_USED_MESSAGE,
} from '@smarthome/service-kit/contracts';
import type { CallerRecords } from '../tools/caller-records.js';
import { OperationsRefusal, type Caller } from '../tools/operations-client.js';
import {
  ACTION_LIFETIME_MS,
  type ChatActionKind,
  type ChatActionModel,
  type ChatActionRecord,
} from './actions.model.js';

export const ACTION_INSTALLATION_GONE_MESSAGE =
  'Instalarea din propunere nu mai este printre instalările dumneavoastră.';

/** An issue the assistant would report for the caller, once they confirm it. */
export interface IssueProposal {
  installationId: string;
  installationName: string;
  title: string;
  description: string;
}

/** A proposal as the caller sees it beside the answer. */
export interface ChatActionView extends IssueProposal {
  id: string;
  kind: ChatActionKind;
  expiresAt: Date;
}

const viewOf = (record: ChatActionRecord): ChatActionView => ({
  id: record._id,
  kind: record.kind,
  installationId: record.installationId,
  installationName: record.installationName,
  title: record.title,
  description: record.description,
  expiresAt: record.expiresAt,
});

/**
 * What the assistant proposes to do for a person and does only once they confirm: the assistant
 * never writes on its own. A proposal belongs to the person it was made for (anyone else is told
 * it does not exist), is used once (confirmed or cancelled), and lapses after 15 minutes. Taking
 * it is one conditional update, so two confirmations at once report one issue and the other is
 * told the proposal was used.
 */
export class ChatActions {
  constructor(
    private readonly deps: { actions: ChatActionModel; records: CallerRecords; now: () => Date; log: Logger },
  ) {}

  async propose(userId: string, proposal: IssueProposal): Promise<ChatActionView> {
    const createdAt = this.deps.now();
    const record = await this.deps.actions.create({
      _id: randomBytes(16).toString('hex'),
      userId,
      kind: 'create_issue',
      ...proposal,
      state: 'proposed',
      issueId: null,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + ACTION_LIFETIME_MS),
    });
    return viewOf(record.toObject());
  }

  /** Reports the proposed issue with the caller's own rights; returns the proposal and the new issue's id. */
  async confirm(
    userId: string,
    caller: Caller,
    id: string,
  ): Promise<{ action: ChatActionView; issueId: string }> {
    const taken = await this.take(userId, id, 'confirming');
    let issueId: string;
    try {
      ({ id: issueId } = await this.deps.records.createIssue(caller, {
        installationId: taken.installationId,
        title: taken.title,
        description: taken.description,
      }));
    } catch (error) {
      if (error instanceof OperationsRefusal && error.code === 'NOT_FOUND') {
        // The installation is no longer the caller's to see: the proposal can never be done.
        await this.settle(id, { state: 'cancelled' });
        throw new AppError('NOT_FOUND', ACTION_INSTALLATION_GONE_MESSAGE);
      }
      // Nothing was reported: the proposal can be confirmed again.
      await this.settle(id, { state: 'proposed' });
      throw error;
    }
    await this.settle(id, { state: 'confirmed', issueId });
    this.deps.log.info({ actionId: id, issueId }, 'chat proposal confirmed: issue reported');
    return { action: viewOf(taken), issueId };
  }

  async cancel(userId: string, id: string): Promise<void> {
    await this.take(userId, id, 'cancelled');
  }

  /** Moves the caller's live proposal out of `proposed`, or says why it cannot be (NOT_FOUND, CONFLICT). */
  private async take(
    userId: string,
    id: string,
    state: 'confirming' | 'cancelled',
  ): Promise<ChatActionRecord> {
    if (!CHAT_ACTION_ID.test(id)) throw new AppError('NOT_FOUND', CHAT_ACTION_NOT_FOUND_MESSAGE);
    const now = this.deps.now();
    const taken = await this.deps.actions
      .findOneAndUpdate(
        { _id: id, userId, state: 'proposed', expiresAt: { $gt: now } },
        { $set: { state } },
        { returnDocument: 'after' },
      )
      .lean()
      .exec();
    if (taken) return taken;
    const found = await this.deps.actions.findOne({ _id: id, userId }).lean().exec();
    if (!found || (found.state === 'proposed' && found.expiresAt <= now))
      throw new AppError('NOT_FOUND', CHAT_ACTION_NOT_FOUND_MESSAGE);
    throw new AppError('CONFLICT', CHAT_ACTION_USED_MESSAGE);
  }

  private async settle(
    id: string,
    change: Partial<Pick<ChatActionRecord, 'state' | 'issueId'>>,
  ): Promise<void> {
    await this.deps.actions.updateOne({ _id: id }, { $set: change }).exec();
  }

  /** An erased account's proposals. */
  async eraseOf(userId: string): Promise<number> {
    return (await this.deps.actions.deleteMany({ userId }).exec()).deletedCount;
  }
}
