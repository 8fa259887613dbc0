import {
  AppError,
  findPage,
  isRecordId,
  OPT_IN_PAGE,
  normalizeRole,
  pageWindow,
  requireRole,
  requireSignedInSession,
  type AuthUser,
  type MaybeAuthenticated,
  type Page,
  type PageRequest,
} from '@smarthome/service-kit';
import { PERMISSION_REQUIRED_MESSAGE } from '@smarthome/service-kit/contracts';
import { pushOutbox, type Outbox } from '@smarthome/service-kit/events';
import { en } from '../messages.js';
import { formCheck, LIMITS, normalizeEmail, personFields } from '../security/input.js';
import type { AccountDeletion } from '../account-deletion/account-deletion.service.js';
import type { SessionService } from '../sessions/sessions.service.js';
import { roleChangedEvent } from './users.events.js';
import { toUser, type User } from './users.mapper.js';
import { BUMP_SESSION_EPOCH, type UserModel, type UserRecord } from './users.model.js';

/** The users admin's order: newest first, the highest id first among accounts created at the same time. */
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

export interface UpdateUserInput {
  firstName: unknown;
  lastName: unknown;
  email: unknown;
  role: unknown;
}

/**
 * Accounts: the signed-in user, references from other subgraphs, and the users admin of the
 * dashboard (admin only; admins cannot be deactivated, deleted or demoted — otherwise demoting would be the way around the first two).
 * Deleting, deactivating and changing a role take the admin's signed-in session: a personal API
 * token, even an admin's with the write scope, may not (`requireSignedInSession`).
 */
export class UserService {
  constructor(
    private readonly users: UserModel,
    private readonly sessions: SessionService,
    private readonly outbox: Outbox,
    private readonly accountDeletion: AccountDeletion,
  ) {}

  /** The account with this id, or null (also for ids that cannot exist). */
  async findById(id: string): Promise<User | null> {
    const record = await this.findRecord(id);
    return record ? toUser(record) : null;
  }

  /** The account with this e-mail (any case), or null: other subgraphs resolve `User` by e-mail too. */
  async findByEmail(email: unknown): Promise<User | null> {
    if (typeof email !== 'string' || email.length > LIMITS.email) return null;
    const record = await this.users
      .findOne({ email: normalizeEmail(email) })
      .lean<UserRecord>()
      .exec();
    return record ? toUser(record) : null;
  }

  /** The caller's account; null when anonymous, deleted or deactivated since the token was issued. */
  async me(caller: AuthUser | null): Promise<User | null> {
    if (!caller) return null;
    const user = await this.findById(caller.id);
    return user?.active ? user : null;
  }

  /**
   * The caller, when an active admin per the token AND the database: the token's role is
   * already current (a role change revokes its sessions), this guards the users admin even
   * in the seconds after a Redis data loss.
   */
  async requireAdmin(ctx: MaybeAuthenticated): Promise<AuthUser> {
    const caller = requireRole(ctx, 'admin');
    const record = await this.findRecord(caller.id);
    if (!record?.active || normalizeRole(record.role) !== 'admin') {
      throw new AppError('FORBIDDEN', PERMISSION_REQUIRED_MESSAGE);
    }
    return caller;
  }

  /** Every account, newest first. */
  async list(): Promise<User[]> {
    const records = await this.users.find({}).sort(NEWEST_FIRST).lean<UserRecord[]>().exec();
    return records.map(toUser);
  }

  /** One page of `list`, in its order, with how many accounts there are. */
  async listPage(paging: PageRequest): Promise<Page<User>> {
    const window = pageWindow(paging, OPT_IN_PAGE);
    return findPage(this.users, { filter: {}, sort: NEWEST_FIRST, window, toItem: toUser });
  }

  /**
   * The edit form of the users admin: firstName, lastName, email, role (all required). `admin`
   * is the caller; a role change needs their signed-in session, other edits do not.
   */
  async update(id: string, input: UpdateUserInput, admin: AuthUser): Promise<User> {
    const check = formCheck();
    const { firstName, lastName, email } = personFields(input, en, check);
    const roleText = check.requiredText(input.role, {
      field: 'role',
      max: 20,
      required: en.field.roleInvalid,
      tooLong: en.field.roleInvalid,
      notText: en.field.roleInvalid,
      clean: 'trim',
    });
    const role = normalizeRole(roleText);
    if (!role) check.fail('role', en.field.roleInvalid);
    check.done();

    const target = await this.requireRecord(id);
    if (normalizeRole(target.role) === 'admin' && role !== 'admin')
      throw new AppError('FORBIDDEN', en.adminNotDemoted);
    if (normalizeRole(target.role) !== role) requireSignedInSession(admin);
    const claimsChange = target.email !== email || normalizeRole(target.role) !== role;
    const changed = claimsChange || target.firstName !== firstName || target.lastName !== lastName;
    if (!changed) return toUser(target);

    const after = { id: target._id.toHexString(), email, firstName, role: role!, active: target.active };
    let updated: UserRecord | null;
    try {
      updated = await this.users
        .findOneAndUpdate(
          // The admin rule again, in the write: a promotion that raced this edit is not undone.
          { _id: target._id, ...(role !== 'admin' ? { role: { $ne: 'admin' } } : {}) },
          {
            $set: { firstName, lastName, email, role },
            // The tokens carry e-mail and role: sessions with the old ones end.
            ...(claimsChange ? BUMP_SESSION_EPOCH : {}),
            ...pushOutbox(roleChangedEvent(after)),
          },
          { returnDocument: 'after' },
        )
        .lean<UserRecord>()
        .exec();
    } catch (error) {
      if ((error as { code?: unknown }).code === 11000) throw new AppError('CONFLICT', en.emailTaken);
      throw error;
    }
    if (!updated) {
      if (await this.findRecord(id)) throw new AppError('FORBIDDEN', en.adminNotDemoted);
      throw new AppError('NOT_FOUND', en.userNotFound);
    }
    if (claimsChange) await this.sessions.revokeAllForUser(target._id, 'email or role changed');
    return toUser(updated);
  }

  /**
   * Activate or deactivate; an active admin cannot be deactivated. Deactivation ends every session
   * and needs the caller's (`admin`'s) signed-in session.
   */
  async setActive(id: string, active: unknown, admin: AuthUser): Promise<User> {
    if (typeof active !== 'boolean') {
      throw new AppError('BAD_USER_INPUT', 'active must be true or false', {
        errors: [{ field: 'active', msg: 'active must be true or false' }],
      });
    }
    if (!active) requireSignedInSession(admin);
    const target = await this.requireRecord(id);
    const isAdmin = normalizeRole(target.role) === 'admin';
    if (!active && isAdmin && target.active) throw new AppError('FORBIDDEN', en.adminNotDeactivated);
    if (!active && !target.active) {
      // Still waiting for its activation link (or already off): deactivating withdraws the link,
      // so the admin's "no" is not undone by the mail.
      await this.users
        .updateOne(
          { _id: target._id, active: false },
          { $unset: { activationTokenHash: 1, activationExpiresAt: 1, activationUsedAt: 1 } },
        )
        .exec();
      return toUser(target);
    }
    if (target.active === active) return toUser(target);

    const after = {
      id: target._id.toHexString(),
      email: target.email,
      firstName: target.firstName,
      role: normalizeRole(target.role) ?? 'user',
      active,
    };
    const updated = await this.users
      .findOneAndUpdate(
        { _id: target._id, active: target.active, ...(active ? {} : { role: { $ne: 'admin' } }) },
        active
          ? {
              $set: { active: true },
              // Activated by hand: the mailed link has nothing left to do.
              $unset: { activationTokenHash: 1, activationExpiresAt: 1, activationUsedAt: 1 },
              ...pushOutbox(roleChangedEvent(after)),
            }
          : { $set: { active: false }, ...BUMP_SESSION_EPOCH, ...pushOutbox(roleChangedEvent(after)) },
        { returnDocument: 'after' },
      )
      .lean<UserRecord>()
      .exec();
    if (!updated) {
      // Changed meanwhile (promoted, or toggled by another admin): answer with what holds now.
      const current = await this.requireRecord(id);
      if (!active && normalizeRole(current.role) === 'admin' && current.active) {
        throw new AppError('FORBIDDEN', en.adminNotDeactivated);
      }
      return toUser(current);
    }
    if (!active) await this.sessions.revokeAllForUser(target._id, 'deactivated');
    return toUser(updated);
  }

  /**
   * Deletes a non-admin account ('Admin users cannot be deleted.', so the site always keeps its
   * admins), from the caller's (`admin`'s) signed-in session only: the same erasure as the owner's
   * own request (sessions ended, every service erases what it keeps about the person).
   */
  async delete(id: string, admin: AuthUser): Promise<void> {
    requireSignedInSession(admin);
    const target = await this.requireRecord(id);
    if (!(await this.accountDeletion.deleteByAdmin(target))) {
      throw new AppError('FORBIDDEN', en.adminNotDeleted);
    }
  }

  private async findRecord(id: string): Promise<UserRecord | null> {
    // Anything but a record id names no account, and never reaches a query.
    if (!isRecordId(id)) return null;
    return this.users.findById(id).lean<UserRecord>().exec();
  }

  private async requireRecord(id: string): Promise<UserRecord> {
    const record = await this.findRecord(id);
    if (!record) throw new AppError('NOT_FOUND', en.userNotFound);
    return record;
  }
}
