import {
  AppError,
  changedMeanwhile as versionConflict,
  expectedVersion,
  findPage,
  OPT_IN_PAGE,
  pageWindow,
  versionOf,
  type AuthUser,
  type Page,
  type PageRequest,
} from '@smarthome/service-kit';
import { pushOutbox, withOutbox } from '@smarthome/service-kit/events';
import type { QueryFilter } from 'mongoose';
import type { Deletions } from '../deletions/deletions.service.js';
import type { IssueModel } from '../issues/issues.model.js';
import { isStaff, normalEmail } from '../shared/access.js';
import { numericId, parseNumericId } from '../shared/numeric-ids.js';
import type { Sequences } from '../shared/sequences.js';
import { installationWebhook } from './installations.events.js';
import {
  plannedDayOf,
  type HardwareItemRecord,
  type InstallationModel,
  type InstallationRecord,
} from './installations.model.js';
import {
  roundMoney,
  validHardware,
  validInstallation,
  type HardwareItemInput,
  type InstallationInput,
} from './installations.rules.js';

/** One line of the hardware list as the API shows it. */
export interface HardwareItem {
  id: string;
  name: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

/** An installation as the API shows it; `customerId` becomes the `customer` reference. */
export interface Installation {
  id: string;
  name: string;
  address: string;
  customerEmail: string;
  customerId: string | null;
  package: InstallationRecord['package'];
  status: InstallationRecord['status'];
  description: string | null;
  estimatedTotalCost: number | null;
  /** A calendar day, `YYYY-MM-DD`. */
  plannedInstallationDate: string | null;
  installationDate: Date | null;
  finishConfigurationDate: Date | null;
  hardware: HardwareItem[];
  hardwareTotal: number;
  /** Counts the changes, from 1: what an editor sends back to be told of a change made meanwhile. */
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Who an installation's mails about issues go to, and how they name it. */
export interface InstallationCustomer {
  installationName: string;
  customerEmail: string;
  customerId: string | null;
}

export const INSTALLATION_NOT_FOUND = 'Installation not found';
export const INSTALLATION_CHANGED_MEANWHILE =
  'This installation was changed by someone else in the meantime. Reload it and try again.';

export interface InstallationServiceOptions {
  installations: InstallationModel;
  /** Issues copy their installation's name: a rename is written to them too. */
  issues: IssueModel;
  sequences: Sequences;
  deletions: Deletions;
  /** Wakes the outbox relay after a write with an event (none in tests that read the outbox themselves). */
  kickRelay?: () => void;
}

/** Installations that are not being deleted. */
const LIVE = { deletingAt: null } as const;

/** Fields of an installation to write; new hardware lines have no ids yet. */
type InstallationFieldsToWrite = Partial<Omit<InstallationRecord, 'hardware'>> & {
  hardware?: Array<Omit<HardwareItemRecord, '_id'> & { _id?: HardwareItemRecord['_id'] }>;
};

/** Attempts of a change when others keep changing the installation in between. */
const CHANGE_ATTEMPTS = 3;

/** The lists' order: the highest number (the newest installation) first. */
const HIGHEST_ID_FIRST = { _id: -1 } as const;

/**
 * Installations: who sees which, the admin's form and hardware list, and deletion (through
 * Deletions, with the issues and comments under it).
 */
export class InstallationService {
  constructor(private readonly options: InstallationServiceOptions) {}

  private get installations(): InstallationModel {
    return this.options.installations;
  }

  /** The caller's own installations, highest id first (whatever their role). */
  async listOwn(user: AuthUser): Promise<Installation[]> {
    await this.linkAccount(user);
    return this.find({ ...LIVE, ...ownedBy(user) });
  }

  /** What the caller may see, highest id first: a customer's own, every one for staff. */
  async list(user: AuthUser): Promise<Installation[]> {
    return this.find(await this.visibleFilter(user));
  }

  /** One page of `list`, in its order, with how many installations it holds in all. */
  async listPage(user: AuthUser, paging: PageRequest): Promise<Page<Installation>> {
    const window = pageWindow(paging, OPT_IN_PAGE);
    const filter = await this.visibleFilter(user);
    return findPage(this.installations, { filter, sort: HIGHEST_ID_FIRST, window, toItem: toInstallation });
  }

  /** One installation the caller may see, or NOT_FOUND (also when it exists but is not theirs). */
  async get(user: AuthUser, id: string): Promise<Installation> {
    const record = await this.findVisible(user, numericId(id, INSTALLATION_NOT_FOUND));
    if (!record) throw new AppError('NOT_FOUND', INSTALLATION_NOT_FOUND);
    return toInstallation(record);
  }

  /** The installation of a federation reference, or null when the caller may not see it. */
  async byReference(user: AuthUser | null, id: unknown): Promise<Installation | null> {
    const number = typeof id === 'string' ? parseNumericId(id) : null;
    if (!user || number === null) return null;
    const record = await this.findVisible(user, number);
    return record ? toInstallation(record) : null;
  }

  /** The stored installation if the caller may see it (not being deleted), else null. */
  async findVisible(user: AuthUser, id: number): Promise<InstallationRecord | null> {
    if (!isStaff(user)) await this.linkAccount(user);
    const filter = { _id: id, ...LIVE, ...(isStaff(user) ? {} : ownedBy(user)) };
    return this.installations.findOne(filter).lean<InstallationRecord>().exec();
  }

  /** Whether the installation exists and is not being deleted (a writer's check after attaching a child). */
  async isLive(id: number): Promise<boolean> {
    return (await this.installations.exists({ _id: id, ...LIVE }).exec()) !== null;
  }

  /** The customer of an installation, whoever asks (for the mails about its issues); null once it is gone. */
  async customerOf(id: number): Promise<InstallationCustomer | null> {
    const record = await this.installations
      .findOne({ _id: id }, { name: 1, customerEmail: 1, customerId: 1 })
      .lean<Pick<InstallationRecord, 'name' | 'customerEmail' | 'customerId'>>()
      .exec();
    if (!record) return null;
    return {
      installationName: record.name,
      customerEmail: record.customerEmail,
      customerId: record.customerId ?? null,
    };
  }

  /** Ids of the customer's own installations (their issues are theirs to see). */
  async ownIds(user: AuthUser): Promise<number[]> {
    await this.linkAccount(user);
    return this.installations.distinct('_id', { ...LIVE, ...ownedBy(user) }).exec();
  }

  /** Adds an installation with the next number, written with its `installation.created` webhook event. */
  async create(input: InstallationInput): Promise<Installation> {
    const fields = validInstallation(input);
    const record = await this.options.sequences.insertWithNextId(
      'installations',
      this.installations,
      (_id) => {
        const now = new Date();
        const written = this.asWritten(
          { ...fields, _id, customerId: null, hardware: [], createdAt: now },
          now,
        );
        const event = installationWebhook('installation.created', toInstallation(written));
        return this.installations.create(withOutbox(written, event));
      },
    );
    this.options.kickRelay?.();
    return toInstallation(record.toObject<InstallationRecord>());
  }

  /**
   * The admin's form saved over the installation (its status included). With `version`, CONFLICT
   * when someone changed the installation since the form read it.
   */
  async update(id: string, input: InstallationInput, version?: number | null): Promise<Installation> {
    const _id = numericId(id, INSTALLATION_NOT_FOUND);
    const fields = validInstallation(input);
    const { before, after } = await this.change(_id, version, (current) => ({
      ...fields,
      // Another customer's e-mail: the link to the previous customer's account no longer holds.
      ...(fields.customerEmail !== current.customerEmail ? { customerId: null } : {}),
    }));
    if (after.name !== before.name) {
      await this.options.issues
        .updateMany({ installationId: _id }, { $set: { installationName: after.name } })
        .exec();
    }
    return toInstallation(after);
  }

  /** Replaces the hardware list in one write; with `version`, as `update` does. */
  async setHardware(
    id: string,
    items: readonly HardwareItemInput[],
    version?: number | null,
  ): Promise<Installation> {
    const _id = numericId(id, INSTALLATION_NOT_FOUND);
    const hardware = validHardware(items);
    const { after } = await this.change(_id, version, () => ({ hardware }));
    return toInstallation(after);
  }

  /**
   * One change of a live installation, written with its `installation.updated` webhook event: `plan`
   * gives the fields to set from the installation as read, and the write applies only if nobody
   * changed it since (the same `updatedAt`, which every change moves forward), else it is planned
   * again on the fresh installation. Each change counts one more version; a caller that sent the
   * version it read is told with CONFLICT when the installation is no longer at it. The event
   * carries the installation exactly as written.
   */
  private async change(
    _id: number,
    sentVersion: number | null | undefined,
    plan: (current: InstallationRecord) => InstallationFieldsToWrite,
  ): Promise<{ before: InstallationRecord; after: InstallationRecord }> {
    const version = expectedVersion(sentVersion);
    for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt += 1) {
      const before = await this.installations
        .findOne({ _id, ...LIVE })
        .lean<InstallationRecord>()
        .exec();
      if (!before) throw new AppError('NOT_FOUND', INSTALLATION_NOT_FOUND);
      if (version !== null && version !== versionOf(before)) throw changedMeanwhile(before);
      const changes = { ...plan(before), version: versionOf(before) + 1 };
      const updatedAt = laterThan(before.updatedAt);
      const written = this.asWritten(
        { ...before, plannedInstallationDate: plannedDayOf(before.plannedInstallationDate), ...changes },
        updatedAt,
      );
      const set = Object.fromEntries(
        Object.keys(changes).map((field) => [field, written[field as keyof InstallationRecord]]),
      );
      const after = await this.installations
        .findOneAndUpdate(
          { _id, updatedAt: before.updatedAt ?? null, ...LIVE },
          {
            $set: { ...set, updatedAt },
            ...pushOutbox(installationWebhook('installation.updated', toInstallation(written))),
          },
          { returnDocument: 'after', runValidators: true, timestamps: false },
        )
        .lean<InstallationRecord>()
        .exec();
      if (after) {
        this.options.kickRelay?.();
        return { before, after };
      }
    }
    throw new AppError('CONFLICT', INSTALLATION_CHANGED_MEANWHILE);
  }

  /**
   * The record as the model stores it (its defaults and setters applied, new hardware lines given
   * their ids), last changed `updatedAt`: what an event says was written is what is written.
   */
  private asWritten(fields: InstallationFieldsToWrite, updatedAt: Date): InstallationRecord {
    return { ...new this.installations(fields).toObject<InstallationRecord>(), updatedAt };
  }

  /**
   * Deletes it with its hardware, issues and comments. An installation whose deletion was
   * interrupted is still found here (only here), so calling again finishes it.
   */
  async delete(id: string): Promise<boolean> {
    const deleted = await this.options.deletions.deleteInstallation(numericId(id, INSTALLATION_NOT_FOUND));
    if (!deleted) throw new AppError('NOT_FOUND', INSTALLATION_NOT_FOUND);
    return true;
  }

  private async find(filter: QueryFilter<InstallationRecord>): Promise<Installation[]> {
    const records = await this.installations
      .find(filter)
      .sort(HIGHEST_ID_FIRST)
      .lean<InstallationRecord[]>()
      .exec();
    return records.map(toInstallation);
  }

  /** Staff see every live installation; a customer their own (linking their account first). */
  private async visibleFilter(user: AuthUser): Promise<QueryFilter<InstallationRecord>> {
    if (isStaff(user)) return { ...LIVE };
    await this.linkAccount(user);
    return { ...LIVE, ...ownedBy(user) };
  }

  /**
   * An admin enters a customer by e-mail, before or after the account exists. The first time the
   * account with that (verified) e-mail uses the dashboard, its installations are linked to its id:
   * they stay the customer's if the account's e-mail changes later, and `customer` resolves.
   */
  private async linkAccount(user: AuthUser): Promise<void> {
    await this.installations
      .updateMany(
        { customerId: null, customerEmail: normalEmail(user.email) },
        { $set: { customerId: user.id } },
      )
      .exec();
  }
}

/** The refusal of a change sent from a version the installation has moved past. */
const changedMeanwhile = (current: InstallationRecord): AppError =>
  versionConflict(INSTALLATION_CHANGED_MEANWHILE, versionOf(current));

/** A change's time: now, or just after the previous change should the clock not have moved on. */
function laterThan(previous: Date | null | undefined): Date {
  return new Date(Math.max(Date.now(), (previous?.getTime() ?? 0) + 1));
}

/**
 * A customer's installations: linked to the caller's account id, or not linked to any account yet
 * and carrying the caller's verified e-mail (auth keeps e-mails unique).
 */
function ownedBy(user: AuthUser): QueryFilter<InstallationRecord> {
  return {
    $or: [{ customerId: user.id }, { customerId: null, customerEmail: normalEmail(user.email) }],
  };
}

function toHardwareItem(item: HardwareItemRecord): HardwareItem {
  return {
    id: item._id.toHexString(),
    name: item.name,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    total: roundMoney(item.quantity * item.unitPrice),
  };
}

export function toInstallation(record: InstallationRecord): Installation {
  const hardware = (record.hardware ?? []).map(toHardwareItem);
  return {
    id: String(record._id),
    name: record.name,
    address: record.address,
    customerEmail: record.customerEmail,
    customerId: record.customerId ?? null,
    package: record.package,
    status: record.status,
    description: record.description ?? null,
    estimatedTotalCost: record.estimatedTotalCost ?? null,
    plannedInstallationDate: plannedDayOf(record.plannedInstallationDate),
    installationDate: record.installationDate ?? null,
    finishConfigurationDate: record.finishConfigurationDate ?? null,
    hardware,
    hardwareTotal: roundMoney(hardware.reduce((sum, item) => sum + item.total, 0)),
    version: versionOf(record),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
