import {
  AppError,
  changedMeanwhile as versionConflict,
  expectedVersion,
  findPage,
  OPT_IN_PAGE,
  pageOf,
  pageWindow,
  type AuthUser,
  type Page,
  type PageRequest,
} from '@smarthome/service-kit';
import { pushOutbox, withOutbox, type EventEnvelope, type EventType } from '@smarthome/service-kit/events';
import type { QueryFilter } from 'mongoose';
import type { Deletions } from '../deletions/deletions.service.js';
import { INSTALLATION_NOT_FOUND, type InstallationService } from '../installations/installations.service.js';
import { isStaff, normalEmail } from '../shared/access.js';
import { numericId, parseNumericId } from '../shared/numeric-ids.js';
import type { Sequences } from '../shared/sequences.js';
import {
  issueCreated,
  issueCreatedWebhook,
  issueStatusChanged,
  issueStatusChangedWebhook,
} from './issues.events.js';
import type { IssueModel, IssueRecord, IssueStatus } from './issues.model.js';
import { mayChangeIssue, ONLY_REPORTER_OR_STAFF, validIssue, type IssueInput } from './issues.rules.js';

/** An issue as the API shows it; `createdById` becomes the `createdBy` reference. */
export interface Issue {
  id: string;
  title: string;
  description: string;
  status: IssueStatus;
  installationId: string;
  installationName: string;
  createdById: string;
  createdByEmail: string;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export const ISSUE_NOT_FOUND = 'Issue not found';
export const ISSUE_CHANGED_MEANWHILE =
  'This issue was changed by someone else in the meantime. Reload it and try again.';
export const REOPEN_BEFORE_WIP = 'A resolved issue must be reopened before it can be marked as In Progress';

/**
 * The moves the dashboard offers: to wip (Mark as In Progress, not from resolved), to resolved
 * (Mark as Resolved), to open (Reopen Issue).
 */
const ALLOWED_MOVES: Record<IssueStatus, readonly IssueStatus[]> = {
  open: ['wip', 'resolved'],
  wip: ['resolved', 'open'],
  resolved: ['open'],
};

/**
 * What one change of an issue sets, and the events it is written with, made from the issue as it
 * will be stored.
 */
interface PlannedChange {
  set: Partial<Pick<IssueRecord, 'title' | 'description' | 'installationId' | 'installationName' | 'status'>>;
  events?: (after: IssueRecord) => Array<EventEnvelope<EventType>>;
}

/** Attempts of a change without a `version` when others keep changing the issue in between. */
const CHANGE_ATTEMPTS = 3;

/** Issues that are not being deleted. */
const LIVE = { deletingAt: null } as const;

/** The lists' order: newest first, the highest number first among issues reported at the same time. */
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

export interface IssueListFilter {
  installationId?: string | null;
}

export interface IssuesServiceOptions {
  issues: IssueModel;
  installations: InstallationService;
  sequences: Sequences;
  deletions: Deletions;
  /** Wakes the outbox relay after a write with an event (none in tests that read the outbox themselves). */
  kickRelay?: () => void;
}

/**
 * Support issues: who sees which (a customer the issues of their installations and the ones they
 * reported, staff all), reporting, editing and status changes with optimistic concurrency, and
 * deletion with the comments. Edits, status changes and deletes are the reporter's or the staff's:
 * a customer who sees an issue they did not report gets FORBIDDEN.
 */
export class IssuesService {
  constructor(private readonly options: IssuesServiceOptions) {}

  private get issues(): IssueModel {
    return this.options.issues;
  }

  /** The issues the caller may see, newest first; `installationId` keeps one installation's. */
  async list(user: AuthUser, { installationId }: IssueListFilter = {}): Promise<Issue[]> {
    const filter = await this.listFilter(user, installationId);
    if (!filter) return [];
    const records = await this.issues.find(filter).sort(NEWEST_FIRST).lean<IssueRecord[]>().exec();
    return records.map(toIssue);
  }

  /** The issues `userId` reported (on any installation), newest first: their copy of their data. */
  async reportedBy(userId: string): Promise<Issue[]> {
    const records = await this.issues
      .find({ createdById: userId, ...LIVE })
      .sort(NEWEST_FIRST)
      .lean<IssueRecord[]>()
      .exec();
    return records.map(toIssue);
  }

  /** One page of `list`, in its order, with how many issues it holds in all. */
  async listPage(
    user: AuthUser,
    { installationId, ...paging }: IssueListFilter & PageRequest,
  ): Promise<Page<Issue>> {
    const window = pageWindow(paging, OPT_IN_PAGE);
    const filter = await this.listFilter(user, installationId);
    if (!filter) return pageOf([], 0, window);
    return findPage(this.issues, { filter, sort: NEWEST_FIRST, window, toItem: toIssue });
  }

  async get(user: AuthUser, id: string): Promise<Issue> {
    const record = await this.findVisible(user, numericId(id, ISSUE_NOT_FOUND));
    if (!record) throw new AppError('NOT_FOUND', ISSUE_NOT_FOUND);
    return toIssue(record);
  }

  /** The issue of a federation reference, or null when the caller may not see it. */
  async byReference(user: AuthUser | null, id: unknown): Promise<Issue | null> {
    const number = typeof id === 'string' ? parseNumericId(id) : null;
    if (!user || number === null) return null;
    const record = await this.findVisible(user, number);
    return record ? toIssue(record) : null;
  }

  /**
   * The stored issue if the caller may see it, else null. One being deleted counts as gone, except
   * for the deletion itself (`includeDeleting`), which finishes an interrupted one.
   */
  async findVisible(
    user: AuthUser,
    id: number,
    { includeDeleting = false } = {},
  ): Promise<IssueRecord | null> {
    const filter = { ...(await this.visibleFilter(user, { includeDeleting })), _id: id };
    return this.issues.findOne(filter).lean<IssueRecord>().exec();
  }

  /** Whether the issue exists and is not being deleted (a writer's check after attaching a comment). */
  async isLive(id: number): Promise<boolean> {
    return (await this.issues.exists({ _id: id, ...LIVE }).exec()) !== null;
  }

  /** Reports an issue on an installation the caller may see; the staff are mailed. */
  async create(user: AuthUser, input: IssueInput): Promise<Issue> {
    const { installations, sequences, deletions, kickRelay } = this.options;
    const fields = validIssue(input);
    const installation = await installations.findVisible(user, fields.installationId);
    if (!installation) throw new AppError('NOT_FOUND', INSTALLATION_NOT_FOUND);
    const customer = {
      installationName: installation.name,
      customerEmail: installation.customerEmail,
      customerId: installation.customerId ?? null,
    };
    const created = await sequences.insertWithNextId('issues', this.issues, (_id) => {
      const now = new Date();
      const record: IssueRecord = {
        _id,
        ...fields,
        status: 'open',
        installationName: installation.name,
        createdById: user.id,
        createdByEmail: normalEmail(user.email),
        version: 1,
        createdAt: now,
        updatedAt: now,
      };
      const events = [issueCreated(record, customer), issueCreatedWebhook(toIssue(record))];
      return this.issues.create(withOutbox(record, ...events));
    });
    // The installation may have started being deleted since it was read: then this issue goes too.
    if (!(await installations.isLive(fields.installationId))) {
      await deletions.deleteIssue(created._id);
      throw new AppError('NOT_FOUND', INSTALLATION_NOT_FOUND);
    }
    kickRelay?.();
    return toIssue(created.toObject<IssueRecord>());
  }

  /** Edits an issue the caller may change: title, description and installation (one they may see). */
  async update(user: AuthUser, id: string, input: IssueInput, version?: number | null): Promise<Issue> {
    const { installations, deletions } = this.options;
    const _id = numericId(id, ISSUE_NOT_FOUND);
    const fields = validIssue(input);
    const updated = await this.change(user, _id, version, async (current) => {
      let { installationName } = current;
      if (fields.installationId !== current.installationId) {
        const target = await installations.findVisible(user, fields.installationId);
        if (!target) throw new AppError('NOT_FOUND', INSTALLATION_NOT_FOUND);
        installationName = target.name;
      }
      return { set: { ...fields, installationName } };
    });
    if (!(await installations.isLive(updated.installationId))) {
      // Moved onto an installation that is being deleted: it goes with the installation.
      await deletions.deleteIssue(_id);
      throw new AppError('NOT_FOUND', INSTALLATION_NOT_FOUND);
    }
    return toIssue(updated);
  }

  /**
   * Moves the issue to a status; the customer is mailed unless they moved it themselves, and the
   * integrators' webhooks are told in any case.
   */
  async setStatus(user: AuthUser, id: string, status: IssueStatus, version?: number | null): Promise<Issue> {
    const _id = numericId(id, ISSUE_NOT_FOUND);
    let changed = false;
    const updated = await this.change(user, _id, version, async (current) => {
      if (current.status === status) return null;
      if (!ALLOWED_MOVES[current.status].includes(status)) {
        throw new AppError('CONFLICT', REOPEN_BEFORE_WIP, {
          reason: 'transition',
          from: current.status,
          to: status,
        });
      }
      const customer = await this.options.installations.customerOf(current.installationId);
      const mail =
        customer && issueStatusChanged(current, { from: current.status, to: status }, customer, user);
      changed = true;
      return {
        set: { status },
        events: (after) => [
          ...(mail ? [mail] : []),
          issueStatusChangedWebhook(toIssue(after), current.status),
        ],
      };
    });
    if (changed) this.options.kickRelay?.();
    return toIssue(updated);
  }

  /** Deletes an issue the caller may see and change, with its comments. */
  async delete(user: AuthUser, id: string): Promise<boolean> {
    const _id = numericId(id, ISSUE_NOT_FOUND);
    const visible = await this.findVisible(user, _id, { includeDeleting: true });
    if (!visible) throw new AppError('NOT_FOUND', ISSUE_NOT_FOUND);
    assertMayChange(user, visible);
    if (!(await this.options.deletions.deleteIssue(_id))) throw new AppError('NOT_FOUND', ISSUE_NOT_FOUND);
    return true;
  }

  /**
   * One optimistic change: read the issue as the caller may see it (FORBIDDEN when they may not
   * change it), let `plan` decide the change from what it holds (null: nothing to change), and
   * write it with its events only if nobody changed the issue in between (same `version`),
   * counting one more version. The events are made from the issue as it is written. A caller that
   * sent a version is told with CONFLICT when the issue is no longer at that version; without one,
   * the change is planned again on the fresh issue.
   */
  private async change(
    user: AuthUser,
    _id: number,
    sentVersion: number | null | undefined,
    plan: (current: IssueRecord) => Promise<PlannedChange | null>,
  ): Promise<IssueRecord> {
    const version = expectedVersion(sentVersion);
    for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt += 1) {
      const current = await this.findVisible(user, _id);
      if (!current) throw new AppError('NOT_FOUND', ISSUE_NOT_FOUND);
      assertMayChange(user, current);
      if (version !== null && version !== current.version) throw changedMeanwhile(current);
      const planned = await plan(current);
      if (!planned) return current;
      const after: IssueRecord = {
        ...current,
        ...planned.set,
        version: current.version + 1,
        updatedAt: new Date(),
      };
      const events = planned.events?.(after) ?? [];
      const updated = await this.issues
        .findOneAndUpdate(
          { _id, version: current.version, ...LIVE },
          {
            $set: { ...planned.set, version: after.version, updatedAt: after.updatedAt },
            ...(events.length > 0 ? pushOutbox(...events) : {}),
          },
          { returnDocument: 'after', runValidators: true, timestamps: false },
        )
        .lean<IssueRecord>()
        .exec();
      if (updated) return updated;
    }
    throw new AppError('CONFLICT', ISSUE_CHANGED_MEANWHILE, { reason: 'version' });
  }

  /**
   * The issues a list shows the caller, of one installation when `installationId` is given; null
   * when that id is not a number, which no issue has.
   */
  private async listFilter(
    user: AuthUser,
    installationId: string | null | undefined,
  ): Promise<QueryFilter<IssueRecord> | null> {
    const filter = await this.visibleFilter(user);
    if (installationId == null) return filter;
    const number = parseNumericId(installationId);
    return number === null ? null : { ...filter, installationId: number };
  }

  /** Staff see every live issue; a customer the ones they reported and those of their installations. */
  private async visibleFilter(
    user: AuthUser,
    { includeDeleting = false } = {},
  ): Promise<QueryFilter<IssueRecord>> {
    const live = includeDeleting ? {} : LIVE;
    if (isStaff(user)) return { ...live };
    const own = await this.options.installations.ownIds(user);
    return { ...live, $or: [{ createdById: user.id }, { installationId: { $in: own } }] };
  }
}

/** FORBIDDEN unless the caller may change the issue (it is theirs, or they are staff). */
function assertMayChange(user: AuthUser, issue: IssueRecord): void {
  if (!mayChangeIssue(user, issue)) throw new AppError('FORBIDDEN', ONLY_REPORTER_OR_STAFF);
}

/** The refusal of a change sent from a version the issue has moved past. */
const changedMeanwhile = (current: IssueRecord): AppError =>
  versionConflict(ISSUE_CHANGED_MEANWHILE, current.version);

export function toIssue(record: IssueRecord): Issue {
  return {
    id: String(record._id),
    title: record.title,
    description: record.description,
    status: record.status,
    installationId: String(record.installationId),
    installationName: record.installationName,
    createdById: record.createdById,
    createdByEmail: record.createdByEmail,
    version: record.version,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
