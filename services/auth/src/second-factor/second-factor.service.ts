import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Types } from 'mongoose';
import {
  AppError,
  authenticationRequired,
  requireSignedInSession,
  type AuthUser,
  type Clock,
  type Logger,
} from '@smarthome/service-kit';
import { newEvent, pushOutbox } from '@smarthome/service-kit/events';
import type { StaffSecondFactorPolicy } from '../config.js';
import type { Credentials, AccountLockout } from '../security/lockout.js';
import { formCheck, LIMITS } from '../security/input.js';
import { spendVerification, verifyPassword } from '../security/passwords.js';
import type { SessionKind } from '../sessions/sessions.model.js';
import type {
  IssuedToken,
  RequestMeta,
  SecondFactorGate,
  SessionService,
} from '../sessions/sessions.service.js';
import { toUser, type User } from '../users/users.mapper.js';
import { CREDENTIAL_FIELDS, type UserModel, type UserRecord } from '../users/users.model.js';
import type { SecondFactorKeys } from './second-factor.keys.js';
import type {
  ChallengeModel,
  ChallengeRecord,
  RecoveryCodeRecord,
  SecondFactorModel,
  SecondFactorRecord,
} from './second-factor.model.js';
import { newTotpSecret, totpQrCodeSvg, totpStepOf, totpUri } from './second-factor.totp.js';

/** The texts of the second factor (English, as the dashboard). */
export const SECOND_FACTOR_MESSAGES = {
  challengeInvalid: 'This sign-in has expired or is no longer valid: sign in again with your password.',
  wrongCode: 'The code is not correct.',
  wrongPasswordOrCode: 'The password or the code is not correct.',
  codeRequired: 'The code is required',
  codeTooLong: 'The code is too long',
  codeNotText: 'The code must be text',
  challengeRequired: 'The challenge is required',
  passwordRequired: 'The password is required',
  passwordTooLong: `The password has at most ${LIMITS.password} characters`,
  passwordNotText: 'The password must be text',
  setupFirst: 'Start the authenticator setup first.',
  alreadyOn: 'The authenticator app is already on: turn it off first to set up another one.',
  notOn: 'The authenticator app is not on for this account.',
  noPassword:
    'This account signs in with an identity provider and has no password: a second factor here would not guard anything.',
} as const;

/**
 * `details.reason` of a challenge that can no longer be completed (past its 5 minutes, spent by
 * wrong codes, or its password reset since): the client must start again with the password. A
 * wrong code is UNAUTHENTICATED too, without it, and the same challenge may be tried again.
 */
export const CHALLENGE_GONE_REASON = 'SECOND_FACTOR_CHALLENGE_GONE';

function challengeGone(): AppError {
  return new AppError('UNAUTHENTICATED', SECOND_FACTOR_MESSAGES.challengeInvalid, {
    reason: CHALLENGE_GONE_REASON,
  });
}

/** How long a challenge lasts, and how many wrong codes it takes before it dies. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export const CHALLENGE_MAX_FAILURES = 5;

/** 10 recovery codes of 10 characters (50 bits each) from an alphabet without 0/o and 1/l. */
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_LENGTH = 10;
const MAX_CODE_LENGTH = 64;

/** What the profile shows of an account's second factor. */
export interface SecondFactorStatus {
  totp: boolean;
  recoveryCodesLeft: number;
  required: boolean;
  /** False for an account that signs in only with an identity provider: nothing to add a code to. */
  passwordSet: boolean;
}

export interface TotpSetup {
  secret: string;
  otpauthUri: string;
  qrCodeSvg: string;
}

export interface SecondFactorServiceDeps {
  secondFactors: SecondFactorModel;
  challenges: ChallengeModel;
  users: UserModel;
  sessions: SessionService;
  lockout: AccountLockout;
  keys: SecondFactorKeys;
  clock: Clock;
  log: Logger;
  /** STAFF_SECOND_FACTOR: whether installers and admins must turn TOTP on. */
  staffPolicy: StaffSecondFactorPolicy;
}

/** The roles STAFF_SECOND_FACTOR=required applies to. */
const STAFF_ROLES: ReadonlySet<string> = new Set(['installer', 'admin']);

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** `user.second_factor_changed`: the owner is mailed when TOTP is turned on or off. */
function changedEvent(account: Pick<UserRecord, '_id' | 'email' | 'firstName'>, enabled: boolean) {
  return newEvent('user.second_factor_changed', {
    userId: account._id.toHexString(),
    email: account.email,
    firstName: account.firstName,
    enabled,
  });
}

/** `abcde-fghij`: what people are shown and type; input is compared without blanks, dashes and case. */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i += 1)
    code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

function codeRule(field: string) {
  return {
    field,
    max: MAX_CODE_LENGTH,
    required:
      field === 'challenge' ? SECOND_FACTOR_MESSAGES.challengeRequired : SECOND_FACTOR_MESSAGES.codeRequired,
    tooLong: SECOND_FACTOR_MESSAGES.codeTooLong,
    notText: SECOND_FACTOR_MESSAGES.codeNotText,
    clean: 'trim',
  } as const;
}

const PASSWORD_RULE = {
  field: 'password',
  max: LIMITS.password,
  required: SECOND_FACTOR_MESSAGES.passwordRequired,
  tooLong: SECOND_FACTOR_MESSAGES.passwordTooLong,
  notText: SECOND_FACTOR_MESSAGES.passwordNotText,
  clean: 'none',
} as const;

/**
 * The second factor of password sign-in: TOTP (RFC 6238) from an authenticator app, with 10
 * single-use recovery codes for a lost phone.
 *
 * - Setup shows a new secret (and its otpauth URI and QR code); it counts only once a code from
 *   it is confirmed, which also hands out the recovery codes.
 * - A sign-in of an account with TOTP on stops after the password with a challenge (5 minutes,
 *   dies after 5 wrong codes); the session opens when a current TOTP code or an unused recovery
 *   code completes it. Each wrong code also counts toward the account's lock-out, and a correct
 *   password alone does not end a streak of failures: otherwise signing in again would reset the
 *   count of guessed codes.
 * - A TOTP code is accepted once: the step it belongs to is stored, and a code of that step or an
 *   earlier one is refused afterwards.
 * - Turning it off and new recovery codes take the password and a code, from a signed-in session
 *   (never a personal API token: a leaked one must not be enough to remove the second factor).
 *
 * Secrets are stored encrypted (AES-256-GCM, SECOND_FACTOR_KEYS); recovery codes as HMAC-SHA256
 * under a key of the same list: they are random (50 bits), so a slow password hash would add
 * only cost (up to 10 verifications per attempt), and without the key a copy of the database
 * does not allow guessing them offline.
 */
export class SecondFactorService implements SecondFactorGate {
  constructor(private readonly deps: SecondFactorServiceDeps) {}

  /** The caller's own second factor, for the profile. */
  async status(userId: string): Promise<SecondFactorStatus> {
    const [record, account] = await Promise.all([
      this.deps.secondFactors
        .findById(userId, { totpSecret: 1, recoveryCodes: 1 })
        .lean<SecondFactorRecord>()
        .exec(),
      this.deps.users
        .findById(userId, { role: 1, passwordHash: 1 })
        .lean<Pick<UserRecord, 'role' | 'passwordHash'>>()
        .exec(),
    ]);
    const totp = Boolean(record?.totpSecret);
    return {
      totp,
      recoveryCodesLeft: totp ? (record?.recoveryCodes ?? []).filter((code) => !code.usedAt).length : 0,
      required: account ? this.requiredFor(account.role) : false,
      passwordSet: Boolean(account?.passwordHash),
    };
  }

  /** Whether STAFF_SECOND_FACTOR makes TOTP compulsory for this role. */
  requiredFor(role: string): boolean {
    return this.deps.staffPolicy === 'required' && STAFF_ROLES.has(role);
  }

  /** Whether the account has TOTP on. */
  async hasTotp(userId: Types.ObjectId | string): Promise<boolean> {
    return Boolean(await this.deps.secondFactors.exists({ _id: userId, totpSecret: { $ne: null } }).exec());
  }

  /** Asked at every token the account gets (SessionService): staff that must enrol, and have not. */
  async enrolmentPending(account: Pick<UserRecord, '_id' | 'role'>): Promise<boolean> {
    return this.requiredFor(account.role) && !(await this.hasTotp(account._id));
  }

  /** A new secret to scan; replaces a setup not yet confirmed. CONFLICT while TOTP is on. */
  async startSetup(caller: AuthUser): Promise<TotpSetup> {
    requireSignedInSession(caller);
    const account = await this.passwordAccount(caller.id);
    const { secondFactors, keys, clock } = this.deps;
    const current = await secondFactors
      .findById(account._id, { totpSecret: 1 })
      .lean<SecondFactorRecord>()
      .exec();
    if (current?.totpSecret) throw new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.alreadyOn);
    const secret = newTotpSecret();
    const updated = await secondFactors
      .updateOne(
        { _id: account._id, totpSecret: null },
        { $set: { pendingSecret: keys.encrypt(secret, caller.id), pendingCreatedAt: new Date(clock()) } },
        { upsert: true },
      )
      .exec()
      .catch((error: unknown) => {
        // The upsert of a parallel confirmation found the document with a secret: already on.
        if ((error as { code?: unknown }).code === 11000) return null;
        throw error;
      });
    if (!updated) throw new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.alreadyOn);
    const otpauthUri = totpUri(secret, account.email);
    return { secret, otpauthUri, qrCodeSvg: await totpQrCodeSvg(otpauthUri) };
  }

  /** Turns TOTP on with a code of the pending secret; answers the recovery codes. A wrong code changes nothing. */
  async confirmSetup(caller: AuthUser, input: { code: unknown }): Promise<string[]> {
    requireSignedInSession(caller);
    const check = formCheck();
    const code = normalizeCode(check.requiredText(input.code, codeRule('code')));
    check.done();
    const { secondFactors, keys, clock } = this.deps;
    const record = await secondFactors.findById(caller.id).lean<SecondFactorRecord>().exec();
    if (record?.totpSecret) throw new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.alreadyOn);
    if (!record?.pendingSecret) throw new AppError('BAD_USER_INPUT', SECOND_FACTOR_MESSAGES.setupFirst);
    const step = await totpStepOf(keys.decrypt(record.pendingSecret, caller.id), code, clock());
    if (step === null) {
      throw new AppError('BAD_USER_INPUT', SECOND_FACTOR_MESSAGES.wrongCode, {
        errors: [{ field: 'code', msg: SECOND_FACTOR_MESSAGES.wrongCode }],
      });
    }
    const { codes, stored } = this.newRecoveryCodes();
    const account = await this.passwordAccount(caller.id);
    const confirmed = await secondFactors
      .updateOne(
        { _id: record._id, totpSecret: null, pendingSecret: record.pendingSecret },
        {
          $set: {
            totpSecret: record.pendingSecret,
            totpConfirmedAt: new Date(clock()),
            totpLastStep: step,
            pendingSecret: null,
            pendingCreatedAt: null,
            recoveryCodes: stored,
          },
          ...pushOutbox(changedEvent(account, true)),
        },
      )
      .exec();
    if (confirmed.modifiedCount === 0) throw new AppError('CONFLICT', SECOND_FACTOR_MESSAGES.alreadyOn);
    this.deps.log.info({ userId: caller.id }, 'second factor (TOTP) turned on');
    return codes;
  }

  /**
   * Called by the password sign-in once the password was right (SessionService.login), and by
   * a provider's sign-in once the provider vouched for the address: a new challenge when the
   * account has TOTP on, else null.
   */
  async challengeFor(
    account: Pick<UserRecord, '_id' | 'sessionEpoch'>,
    kind: SessionKind,
    linkProvider?: string,
  ): Promise<string | null> {
    const { secondFactors, challenges, clock } = this.deps;
    const record = await secondFactors
      .findById(account._id, { totpSecret: 1 })
      .lean<SecondFactorRecord>()
      .exec();
    if (!record?.totpSecret) return null;
    const challenge = randomBytes(32).toString('base64url');
    await challenges.create({
      _id: sha256(challenge),
      userId: account._id,
      kind,
      sessionEpoch: account.sessionEpoch ?? null,
      expiresAt: new Date(clock() + CHALLENGE_TTL_MS),
      failures: 0,
      linkProvider: linkProvider ?? null,
    });
    return challenge;
  }

  /**
   * The second step of a sign-in: the challenge of the first and a TOTP or recovery code. Opens
   * the session of the kind the first step asked for (cookie or bearer token).
   */
  async completeLogin(
    input: { challenge: unknown; code: unknown },
    meta: RequestMeta,
  ): Promise<{ user: User; token: IssuedToken }> {
    const check = formCheck();
    const challenge = check.requiredText(input.challenge, codeRule('challenge'));
    const code = normalizeCode(check.requiredText(input.code, codeRule('code')));
    check.done();
    const counted = await this.deps.sessions.limitSecondFactorAttempt(meta);
    const { challenges, users, lockout, clock } = this.deps;
    const id = sha256(challenge);
    const live = () => ({
      _id: id,
      expiresAt: { $gt: new Date(clock()) },
      failures: { $lt: CHALLENGE_MAX_FAILURES },
    });
    const pending = await challenges.findOne(live()).lean<ChallengeRecord>().exec();
    if (!pending) throw challengeGone();
    const attempt = await lockout.reserveAttempt(pending.userId);
    if (!attempt) {
      // Locked: the code is not looked at; the answer is that of a wrong code.
      await this.countFailure(id);
      throw new AppError('UNAUTHENTICATED', SECOND_FACTOR_MESSAGES.wrongCode);
    }
    if (!attempt.active || (attempt.sessionEpoch ?? null) !== pending.sessionEpoch) {
      // Deactivated, or its password reset, since the password was checked.
      await challenges.deleteOne({ _id: id }).exec();
      throw challengeGone();
    }
    const used = await this.useCode(pending.userId, code);
    if (!used) {
      await lockout.recordFailure(attempt);
      await this.countFailure(id);
      throw new AppError('UNAUTHENTICATED', SECOND_FACTOR_MESSAGES.wrongCode);
    }
    await this.deps.sessions.giveBackAttempt(counted);
    const taken = await challenges.findOneAndDelete(live()).lean<ChallengeRecord>().exec();
    if (!taken) throw challengeGone();
    const ended = lockout.ended();
    // A provider's sign-in links the account only now that the second factor is proven too.
    const link = pending.linkProvider ? { authProvider: pending.linkProvider } : {};
    await users.updateOne({ _id: pending.userId }, { ...ended, $set: { ...ended.$set, ...link } }).exec();
    if (used === 'recovery')
      this.deps.log.info({ userId: pending.userId.toHexString() }, 'recovery code used');
    const account = await users.findById(pending.userId).lean<UserRecord>().exec();
    if (!account) throw challengeGone();
    const token = await this.deps.sessions.open(
      { ...account, sessionEpoch: pending.sessionEpoch },
      meta,
      pending.kind,
    );
    return { user: toUser(account), token };
  }

  /** Turns TOTP off (password and a TOTP or recovery code); the recovery codes go with it. */
  async disable(caller: AuthUser, input: { password: unknown; code: unknown }): Promise<void> {
    const account = await this.proveOwner(caller, input);
    await this.deps.secondFactors
      .updateOne(
        { _id: account._id, totpSecret: { $ne: null } },
        {
          $set: { totpSecret: null, totpConfirmedAt: null, totpLastStep: null, recoveryCodes: [] },
          ...pushOutbox(changedEvent(account, false)),
        },
      )
      .exec();
    this.deps.log.info({ userId: caller.id }, 'second factor (TOTP) turned off');
  }

  /**
   * Proves the owner of an account by its password and, unless `code` is null, one of its codes
   * (a current TOTP code or an unused recovery code, spent only after the password is right):
   * under the lock-out, whose attempt is reserved first and counts a failure. Throws
   * UNAUTHENTICATED `wrong` (the same answer whatever was wrong); answers the reserved attempt.
   */
  async checkOwner(
    accountId: Types.ObjectId,
    { password, code }: { password: string; code: string | null },
    wrong: string,
  ): Promise<Credentials> {
    const { lockout } = this.deps;
    const attempt = await lockout.reserveAttempt(accountId);
    if (!attempt?.passwordHash) {
      await spendVerification(password);
      throw new AppError('UNAUTHENTICATED', wrong);
    }
    const proven =
      (await verifyPassword(attempt.passwordHash, password)) &&
      (code === null || (await this.useCode(accountId, normalizeCode(code))) !== null);
    if (!proven) {
      await lockout.recordFailure(attempt);
      throw new AppError('UNAUTHENTICATED', wrong);
    }
    return attempt;
  }

  /** 10 new recovery codes (password and a code); the previous ones stop working. */
  async regenerateRecoveryCodes(
    caller: AuthUser,
    input: { password: unknown; code: unknown },
  ): Promise<string[]> {
    const account = await this.proveOwner(caller, input);
    const { codes, stored } = this.newRecoveryCodes();
    const replaced = await this.deps.secondFactors
      .updateOne({ _id: account._id, totpSecret: { $ne: null } }, { $set: { recoveryCodes: stored } })
      .exec();
    if (replaced.matchedCount === 0) throw new AppError('BAD_USER_INPUT', SECOND_FACTOR_MESSAGES.notOn);
    return codes;
  }

  /**
   * The owner's proof for a change of the second factor: a signed-in session, the password and a
   * current code. Wrong answers count toward the lock-out like a sign-in's (a stolen session must
   * not become a way to guess the password); a right one ends the streak.
   */
  private async proveOwner(
    caller: AuthUser,
    input: { password: unknown; code: unknown },
  ): Promise<Credentials> {
    requireSignedInSession(caller);
    const check = formCheck();
    const password = check.requiredText(input.password, PASSWORD_RULE);
    const code = normalizeCode(check.requiredText(input.code, codeRule('code')));
    check.done();
    const account = await this.passwordAccount(caller.id);
    const { lockout, users } = this.deps;
    if (!(await this.hasTotp(account._id)))
      throw new AppError('BAD_USER_INPUT', SECOND_FACTOR_MESSAGES.notOn);
    const attempt = await this.checkOwner(
      account._id,
      { password, code },
      SECOND_FACTOR_MESSAGES.wrongPasswordOrCode,
    );
    await users.updateOne({ _id: account._id }, lockout.ended()).exec();
    return attempt;
  }

  /** The caller's account, which must sign in with a password. */
  private async passwordAccount(userId: string): Promise<UserRecord> {
    const account = await this.deps.users
      .findById(userId)
      .select(CREDENTIAL_FIELDS)
      .lean<UserRecord>()
      .exec();
    if (!account?.active) throw authenticationRequired();
    if (!account.passwordHash) throw new AppError('BAD_USER_INPUT', SECOND_FACTOR_MESSAGES.noPassword);
    return account;
  }

  /** Spends a code: a current TOTP code not used before, or an unused recovery code. */
  private async useCode(userId: Types.ObjectId, code: string): Promise<'totp' | 'recovery' | null> {
    const { secondFactors, keys, clock } = this.deps;
    const record = await secondFactors.findById(userId).lean<SecondFactorRecord>().exec();
    if (!record?.totpSecret) return null;
    if (/^\d{6}$/.test(code)) {
      const step = await totpStepOf(keys.decrypt(record.totpSecret, userId.toHexString()), code, clock());
      if (step === null) return null;
      // One conditional write: of two requests with the same code, one wins.
      const claimed = await secondFactors
        .updateOne(
          {
            _id: userId,
            totpSecret: record.totpSecret,
            $or: [{ totpLastStep: null }, { totpLastStep: { $lt: step } }],
          },
          {
            $set: {
              totpLastStep: step,
              // Written again with the newest key: old keys empty out as people sign in.
              ...(keys.isOutdated(record.totpSecret)
                ? {
                    totpSecret: keys.encrypt(
                      keys.decrypt(record.totpSecret, userId.toHexString()),
                      userId.toHexString(),
                    ),
                  }
                : {}),
            },
          },
        )
        .exec();
      return claimed.modifiedCount > 0 ? 'totp' : null;
    }
    if (code.length !== RECOVERY_CODE_LENGTH) return null;
    // The owner is told of every recovery code used, in the same write that spends it.
    const owner = await this.deps.users
      .findById(userId, { email: 1, firstName: 1 })
      .lean<Pick<UserRecord, '_id' | 'email' | 'firstName'>>()
      .exec();
    if (!owner) return null;
    const left = record.recoveryCodes.filter((stored) => !stored.usedAt).length - 1;
    for (const kid of new Set(record.recoveryCodes.map((stored) => stored.kid))) {
      const hash = keys.hashCode(code, kid);
      if (hash === null) continue;
      const used = newEvent('user.recovery_code_used', {
        userId: userId.toHexString(),
        email: owner.email,
        firstName: owner.firstName,
        recoveryCodesLeft: Math.max(left, 0),
      });
      const spent = await secondFactors
        .updateOne(
          { _id: userId, recoveryCodes: { $elemMatch: { hash, kid, usedAt: null } } },
          { $set: { 'recoveryCodes.$.usedAt': new Date(clock()) }, ...pushOutbox(used) },
        )
        .exec();
      if (spent.modifiedCount > 0) return 'recovery';
    }
    return null;
  }

  /** One more wrong code on a challenge; at the limit it is deleted. */
  private async countFailure(id: string): Promise<void> {
    const { challenges } = this.deps;
    const counted = await challenges
      .findOneAndUpdate({ _id: id }, { $inc: { failures: 1 } }, { returnDocument: 'after' })
      .lean<ChallengeRecord>()
      .exec();
    if (counted && counted.failures >= CHALLENGE_MAX_FAILURES) await challenges.deleteOne({ _id: id }).exec();
  }

  private newRecoveryCodes(): { codes: string[]; stored: RecoveryCodeRecord[] } {
    const codes = new Set<string>();
    while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
    const kid = this.deps.keys.currentId;
    return {
      codes: [...codes],
      stored: [...codes].map((code) => ({
        hash: this.deps.keys.hashCode(normalizeCode(code), kid)!,
        kid,
        usedAt: null,
      })),
    };
  }
}
