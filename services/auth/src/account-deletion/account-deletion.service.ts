import { Types, type Connection } from 'mongoose';
import {
  AppError,
  authenticationRequired,
  isRecordId,
  normalizeRole,
  requireSignedInSession,
  type AuthUser,
  type Logger,
} from '@smarthome/service-kit';
import { eraseFromOutbox, newEvent, type ErasedPerson, type Outbox } from '@smarthome/service-kit/events';
import { en } from '../messages.js';
import { formCheck, LIMITS } from '../security/input.js';
import type { GoogleConfirmations } from '../google/google.confirmations.js';
import type { SecondFactorService } from '../second-factor/second-factor.service.js';
import type { SessionService } from '../sessions/sessions.service.js';
import { CREDENTIAL_FIELDS, type UserModel, type UserRecord } from '../users/users.model.js';

const say = en.accountDeletion;

/**
 * What a deleted account's revoked sessions keep as their owner: they stay (until they expire) so
 * that the revocation list is rebuilt with them after a Redis data loss, and must not name anyone.
 */
const NOBODY = new Types.ObjectId('000000000000000000000000');

/** Collections of this service keyed by the account's id, emptied of the account's records. */
const BY_USER_ID = ['api_tokens', 'second_factor_challenges'] as const;

export interface AccountDeletionDeps {
  mongo: Connection;
  users: UserModel;
  sessions: SessionService;
  secondFactor: SecondFactorService;
  /** How an account of Google alone, without a password, confirms: a fresh sign-in to Google. */
  googleConfirmations: GoogleConfirmations;
  outbox: Outbox;
  /** The collections whose documents carry `_outbox` events (the relay's). */
  outboxCollections: string[];
  log: Logger;
  /** Wakes the outbox relay so that the other services start erasing at once. */
  kickRelay?: () => void;
}

/**
 * Erasing an account on request: by its owner (password, and a code when the account has an
 * authenticator app; an account of Google alone confirms with Google instead) or by an admin
 * (users admin). Either way the same happens:
 *
 *   1. an `account.deleted` event goes to the outbox (every service erases or anonymises what it
 *      holds about the person when it arrives; the auth service handles it too, which finishes
 *      the erasure here if the process died half-way);
 *   2. the account and everything this service holds about it go at once: sessions ended (and
 *      their records left without an owner), API tokens, second factor, the user document with
 *      its lock-out counters, link tokens and Google link, and the events that mention it.
 *
 * Nothing keeps the address or the id in clear afterwards.
 */
export class AccountDeletion {
  constructor(private readonly deps: AccountDeletionDeps) {}

  /**
   * The owner's request, from a signed-in session (never a personal API token). Wrong answers
   * count toward the lock-out like a sign-in's. An admin's account cannot be deleted, by its owner
   * no more than by the users admin (FORBIDDEN 'Admin users cannot be deleted.'): the site always
   * keeps the admins it has.
   */
  async deleteOwn(
    caller: AuthUser,
    sessionId: string | null,
    input: { password: unknown; code: unknown },
  ): Promise<void> {
    requireSignedInSession(caller);
    const { users, secondFactor, googleConfirmations } = this.deps;
    const account = await users.findById(caller.id).select(CREDENTIAL_FIELDS).lean<UserRecord>().exec();
    if (!account?.active) throw authenticationRequired();
    if (normalizeRole(account.role) === 'admin') throw new AppError('FORBIDDEN', en.adminNotDeleted);
    if (!account.passwordHash) {
      // Nothing to type: the session must have confirmed with Google in the last few minutes.
      if (!sessionId || !(await googleConfirmations.take(sessionId))) {
        throw new AppError('BAD_USER_INPUT', say.noPassword);
      }
      await this.erase(account, 'account deleted by its owner, confirmed with Google');
      return;
    }

    const check = formCheck();
    const password = check.requiredText(input.password, {
      field: 'password',
      max: LIMITS.password,
      required: say.passwordRequired,
      tooLong: say.passwordTooLong,
      notText: say.passwordNotText,
      clean: 'none',
    });
    const code =
      check.text(input.code, {
        field: 'code',
        max: 64,
        tooLong: say.codeTooLong,
        notText: say.codeNotText,
        clean: 'trim',
      }) ?? '';
    check.done();

    const totp = (await secondFactor.status(caller.id)).totp;
    if (totp && code === '') check.fail('code', say.codeRequired);
    check.done();

    await secondFactor.checkOwner(
      account._id,
      { password, code: totp ? code : null },
      totp ? say.wrongPasswordOrCode : say.wrongPassword,
    );
    await this.erase(account, 'account deleted by its owner');
  }

  /**
   * The users admin's delete of another account (never an admin's: those cannot be deleted, so
   * this never leaves the site without one). False when the account is an admin by now.
   */
  async deleteByAdmin(target: Pick<UserRecord, '_id' | 'email' | 'role'>): Promise<boolean> {
    if (normalizeRole(target.role) === 'admin') return false;
    const event = newEvent('account.deleted', this.personOf(target));
    await this.deps.outbox.add(event);
    const removed = await this.deps.users.deleteOne({ _id: target._id, role: { $ne: 'admin' } }).exec();
    if (removed.deletedCount === 0 && (await this.deps.users.exists({ _id: target._id }).exec())) {
      // Promoted meanwhile: the event must not leave (if the relay has not taken it yet).
      await this.deps.outbox.withdraw(event.id);
      return false;
    }
    await this.eraseRecords(this.personOf(target), 'account deleted by an admin');
    this.deps.kickRelay?.();
    return true;
  }

  /**
   * Everything this service holds about the person, gone; safe to run again (the handler of the
   * `account.deleted` event does, after the request did).
   */
  async eraseRecords(person: ErasedPerson, reason = 'account deleted'): Promise<void> {
    const { mongo, users, sessions, log } = this.deps;
    const db = mongo.db;
    if (!db) throw new Error('MongoDB connection not open');
    if (isRecordId(person.userId)) {
      const userId = new Types.ObjectId(person.userId);
      await sessions.revokeAllForUser(userId, reason);
      await db
        .collection('sessions')
        .updateMany(
          { userId },
          { $set: { userId: NOBODY, ip: null, userAgent: null, revokedReason: reason } },
        );
      for (const name of BY_USER_ID) await db.collection(name).deleteMany({ userId });
      await db.collection('second_factors').deleteOne({ _id: userId });
      await users.deleteOne({ _id: userId }).exec();
    }
    const removed = await eraseFromOutbox(mongo, person, { collections: this.deps.outboxCollections });
    log.info({ userId: person.userId, eventsRemoved: removed }, 'account erased from the auth service');
  }

  private async erase(account: Pick<UserRecord, '_id' | 'email'>, reason: string): Promise<void> {
    const person = this.personOf(account);
    // First the event: should the process die right after, its handler here finishes the rest.
    await this.deps.outbox.add(newEvent('account.deleted', person));
    await this.eraseRecords(person, reason);
    this.deps.kickRelay?.();
  }

  private personOf(account: Pick<UserRecord, '_id' | 'email'>): ErasedPerson {
    return { userId: account._id.toHexString(), email: account.email };
  }
}
