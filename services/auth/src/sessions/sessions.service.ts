import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import {
  AppError,
  cleanSingleLine,
  type Clock,
  type RateLimiter,
  type RateLimitRule,
  type RateLimitTicket,
} from '@smarthome/service-kit';
import { withOutbox } from '@smarthome/service-kit/events';
import type { ApiTokenScope } from '@smarthome/service-kit/contracts';
import type { SigningKeys } from '../keys/keys.service.js';
import { ro } from '../messages.js';
import {
  EMAIL_INPUT,
  formCheck,
  isEmail,
  LIMITS,
  normalizeEmail,
  PASSWORD_INPUT,
} from '../security/input.js';
import type { AccountLockout } from '../security/lockout.js';
import { hashPassword, isOutdated, spendVerification, verifyPassword } from '../security/passwords.js';
import { CREDENTIAL_FIELDS, type UserModel, type UserRecord } from '../users/users.model.js';
import { roleChangedEvent } from '../users/users.events.js';
import { toUser, type User } from '../users/users.mapper.js';
import type { SessionKind, SessionModel, SessionRecord } from './sessions.model.js';
import type { RevocationList } from './sessions.revocations.js';
import { signAccessToken, type TokenSettings } from './sessions.tokens.js';

/** Where a request came from: for rate limits and the session record. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

/** A session just opened or renewed, with the token to hand out (cookie or answer). */
export interface IssuedToken {
  sessionId: string;
  token: string;
  /** When this token expires (a renewal issues a later one, up to the session's end). */
  expiresAt: Date;
  /** The instant it was issued (ms, service clock): the cookie's Max-Age counts from it. */
  issuedAt: number;
  kind: SessionKind;
}

export interface SessionSettings extends TokenSettings {
  accessTokenTtlMs: number;
  sessionMaxAgeMs: number;
  loginLimit: RateLimitRule;
}

export interface SessionServiceDeps {
  users: UserModel;
  sessions: SessionModel;
  keys: SigningKeys;
  revocations: RevocationList;
  lockout: AccountLockout;
  limiter: RateLimiter;
  clock: Clock;
  settings: SessionSettings;
}

/** An identity a third-party provider has verified (the Google sign-in, src/google/). */
export interface VerifiedIdentity {
  email: string;
  firstName: string;
  lastName: string;
  /** Stored as the account's authProvider, e.g. `google`. */
  provider: string;
}

/**
 * A name as a provider sent it, under the text rule of every stored name and cut to the
 * length a name may have (cleaned again: a cut may split an emoji); '' when nothing visible is left.
 */
function providerName(value: string): string {
  return cleanSingleLine(cleanSingleLine(value).slice(0, LIMITS.name));
}

/** JWT times are whole seconds: the expiry answered and stored is the token's own. */
function wholeSeconds(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}

/**
 * The second factor as the password sign-in sees it (src/second-factor/): after a right password,
 * a challenge when the account has one on, else null. An interface here so that sessions does not
 * depend on that module, which opens its sessions through this service.
 */
export interface SecondFactorGate {
  /**
   * A new challenge when the account has TOTP on, else null. `linkProvider`: the identity provider
   * (Google) to link the account to once the code is right, not before.
   */
  challengeFor(
    account: Pick<UserRecord, '_id' | 'sessionEpoch'>,
    kind: SessionKind,
    linkProvider?: string,
  ): Promise<string | null>;
  /**
   * True when the account is staff, STAFF_SECOND_FACTOR is `required` and it has no TOTP on:
   * its tokens then carry the enrolment claim, which lets it do nothing but enrol.
   */
  enrolmentPending(account: Pick<UserRecord, '_id' | 'role'>): Promise<boolean>;
}

/** The `details.reason` of a password sign-in that waits for its second factor. */
export const SECOND_FACTOR_REQUIRED_REASON = 'SECOND_FACTOR_REQUIRED';
const SECOND_FACTOR_REQUIRED_MESSAGE =
  'Enter the code from your authenticator app (or a recovery code) to finish signing in.';

function secondFactorRequired(challenge: string): AppError {
  return new AppError('UNAUTHENTICATED', SECOND_FACTOR_REQUIRED_MESSAGE, {
    reason: SECOND_FACTOR_REQUIRED_REASON,
    challenge,
  });
}

/** Staff accounts: an identity provider is never linked to one that has no second factor. */
const STAFF_ROLES: ReadonlySet<string> = new Set(['installer', 'admin']);

function invalidCredentials(): AppError {
  return new AppError('UNAUTHENTICATED', ro.invalidCredentials);
}

/**
 * Sign-in, sessions and their tokens.
 *
 * A session is a record here (`sessions`) and a series of short-lived access tokens that
 * name it (`sid`): ACCESS_TOKEN_TTL (1 h by default), renewed while the session is in use
 * (the gateway asks for a renewal past half a token's life), up to SESSION_MAX_AGE after
 * sign-in. Logout, deactivation, a password reset and a role or e-mail change revoke
 * sessions through the revocation list every verifier reads (sessions.revocations.ts).
 */
export class SessionService {
  private secondFactor: SecondFactorGate | null = null;

  constructor(private readonly deps: SessionServiceDeps) {}

  /** Connects the second factor, which is built after this service (it opens sessions through it). */
  useSecondFactor(gate: SecondFactorGate): void {
    this.secondFactor = gate;
  }

  /**
   * Counts one second-step code (TOTP or recovery) from the client's address against the
   * sign-in's rate limit, in a bucket of its own: a challenge allows few wrong codes, but one
   * address could otherwise try codes against many challenges at once. A right code gives its
   * attempt back (`giveBackAttempt`), as a right password does.
   */
  limitSecondFactorAttempt(meta: RequestMeta): Promise<RateLimitTicket> {
    return this.deps.limiter.hit('login-code', meta.ip, this.deps.settings.loginLimit, ro.tooManyAttempts);
  }

  /**
   * Gives a sign-in attempt back to its address's limit: the limit is on guesses, so a family or
   * an office behind one address can sign in, with a password or a code, as often as it needs to.
   */
  async giveBackAttempt(counted: RateLimitTicket): Promise<void> {
    await this.deps.limiter.giveBack(counted);
  }

  /**
   * E-mail and password sign-in. Unknown e-mail, wrong password and locked account all give
   * the same answer, as slowly (a decoy verification); only the owner of the right password
   * learns that the account is inactive.
   */
  async login(
    input: { email: unknown; password: unknown },
    meta: RequestMeta,
    kind: SessionKind,
  ): Promise<{ user: User; token: IssuedToken }> {
    const check = formCheck();
    const email = normalizeEmail(check.requiredText(input.email, EMAIL_INPUT));
    const password = check.requiredText(input.password, PASSWORD_INPUT);
    check.done();
    const counted = await this.deps.limiter.hit(
      'login',
      meta.ip,
      this.deps.settings.loginLimit,
      ro.tooManyAttempts,
    );

    const { users } = this.deps;
    const record = await users.findOne({ email }).select(CREDENTIAL_FIELDS).lean<UserRecord>().exec();
    if (!record?.passwordHash) {
      await spendVerification(password);
      throw invalidCredentials();
    }
    const { lockout } = this.deps;
    const attempt = await lockout.reserveAttempt(record._id);
    if (!attempt) {
      // Locked: the password is not even looked at, but the answer takes as long.
      await spendVerification(password);
      throw invalidCredentials();
    }
    if (!(await verifyPassword(record.passwordHash, password))) {
      await lockout.recordFailure(attempt);
      throw invalidCredentials();
    }
    await this.giveBackAttempt(counted);
    // With a second factor on, the right password alone does not end the account's streak of
    // failures: each wrong code counts toward the lock-out, and a new sign-in must not reset that
    // count. Nor is it a failure: its lock-out attempt is given back.
    const challenge =
      record.active && this.secondFactor ? await this.secondFactor.challengeFor(record, kind) : null;
    if (challenge) await lockout.giveBack(attempt);
    const ended = challenge ? { $set: {}, $unset: {} } : lockout.ended();
    const rehash = isOutdated(record.passwordHash) ? { passwordHash: await hashPassword(password) } : {};
    const update = {
      $set: { ...ended.$set, ...rehash },
      ...(Object.keys(ended.$unset).length > 0 ? { $unset: ended.$unset } : {}),
    };
    if (Object.keys(update.$set).length > 0) await users.updateOne({ _id: record._id }, update).exec();
    if (!record.active) throw new AppError('FORBIDDEN', ro.inactiveAccount);
    if (challenge) throw secondFactorRequired(challenge);
    const token = await this.open(record, meta, kind);
    return { user: toUser(record), token };
  }

  /**
   * The seam for third-party sign-in (Google: google.service.ts): the provider has verified that
   * the caller owns `identity.email`. Signs in the account with that address, marking it
   * as the provider's (`authProvider`); creates it, active, when there is none. An inactive
   * account stays closed (it may have been deactivated by an admin). `completeGoogleSignIn`
   * calls this and sets the cookie like `login` does.
   *
   * The provider vouches for the address, not for the second factor: an account with TOTP on
   * gets the password sign-in's challenge instead of a session (UNAUTHENTICATED, details.reason
   * SECOND_FACTOR_REQUIRED), and is linked to the provider only once the code is right. A staff
   * account without TOTP is neither linked nor signed in (FORBIDDEN): whoever controls its
   * mailbox at the provider must not get the back office with one click.
   */
  async signInVerifiedEmail(
    identity: VerifiedIdentity,
    meta: RequestMeta,
    kind: SessionKind,
  ): Promise<{ user: User; token: IssuedToken; created: boolean }> {
    const email = normalizeEmail(identity.email);
    const provider = identity.provider.trim().toLowerCase();
    if (!isEmail(email) || email.length > LIMITS.email || provider === '' || provider.length > 50) {
      throw new AppError('BAD_USER_INPUT', 'Invalid identity');
    }
    const { users } = this.deps;
    let created = false;
    let record = await users.findOne({ email }).select(CREDENTIAL_FIELDS).lean<UserRecord>().exec();
    if (!record) {
      const firstName = providerName(identity.firstName) || providerName(email.split('@')[0]!);
      const lastName = providerName(identity.lastName) || '-';
      try {
        const _id = new Types.ObjectId();
        await users.create(
          withOutbox(
            { _id, email, firstName, lastName, role: 'user', active: true, authProvider: provider },
            // notifications keeps its copy of the accounts from this event.
            roleChangedEvent({ id: _id.toHexString(), email, firstName, role: 'user', active: true }),
          ),
        );
        created = true;
      } catch (error) {
        if ((error as { code?: unknown }).code !== 11000) throw error;
      }
      record = await users.findOne({ email }).select(CREDENTIAL_FIELDS).lean<UserRecord>().exec();
      if (!record) throw new AppError('INTERNAL', 'account vanished during sign-in');
    }
    if (!record.active) throw new AppError('FORBIDDEN', ro.inactiveAccount);
    if (!created && this.secondFactor) {
      const challenge = await this.secondFactor.challengeFor(record, kind, provider);
      if (challenge) throw secondFactorRequired(challenge);
      if (STAFF_ROLES.has(record.role)) throw new AppError('FORBIDDEN', ro.providerNeedsStaffSecondFactor);
    }
    if (record.authProvider !== provider) {
      await users.updateOne({ _id: record._id }, { $set: { authProvider: provider } }).exec();
      record = { ...record, authProvider: provider };
    }
    const token = await this.open(record, meta, kind);
    return { user: toUser(record), token, created };
  }

  /**
   * Opens a session for an account that just proved who it is, and issues its first token.
   * Afterwards the account is read again: if its sessions were revoked meanwhile (a
   * deactivation or a password reset that raced this sign-in), this one goes too.
   */
  async open(
    account: Pick<UserRecord, '_id' | 'email' | 'firstName' | 'lastName' | 'role' | 'sessionEpoch'>,
    meta: RequestMeta,
    kind: SessionKind,
  ): Promise<IssuedToken> {
    const { clock, settings } = this.deps;
    const now = clock();
    const expiresAt = now + settings.sessionMaxAgeMs;
    const tokenExpiresAt = wholeSeconds(Math.min(now + settings.accessTokenTtlMs, expiresAt));
    const sessionId = await this.record(account, meta, kind, expiresAt, tokenExpiresAt);
    const token = await signAccessToken(
      this.deps.keys,
      settings,
      {
        userId: account._id.toHexString(),
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
        sessionId,
        secondFactorEnrolmentPending: await this.enrolmentPending(account),
      },
      now,
      tokenExpiresAt,
    );
    return { sessionId, token, expiresAt: new Date(tokenExpiresAt), issuedAt: now, kind };
  }

  /**
   * Opens the session of a personal API token, which lasts until `expiresAt` and has issued no
   * access token yet (`issueForApiToken` issues them). Returns its id.
   */
  async openForApiToken(
    account: Pick<UserRecord, '_id' | 'sessionEpoch'>,
    meta: RequestMeta,
    expiresAt: number,
  ): Promise<string> {
    return this.record(account, meta, 'api-token', expiresAt, this.deps.clock());
  }

  /**
   * Stores a new session, then reads the account again: if its sessions were revoked meanwhile
   * (a deactivation or a password reset that raced this sign-in), this one goes too and the
   * sign-in fails.
   */
  private async record(
    account: Pick<UserRecord, '_id' | 'sessionEpoch'>,
    meta: RequestMeta,
    kind: SessionKind,
    expiresAt: number,
    tokenExpiresAt: number,
  ): Promise<string> {
    const { sessions, users, clock } = this.deps;
    const sessionId = randomBytes(16).toString('base64url');
    await sessions.create({
      _id: sessionId,
      userId: account._id,
      kind,
      createdAt: new Date(clock()),
      expiresAt: new Date(expiresAt),
      tokenExpiresAt: new Date(tokenExpiresAt),
      renewedAt: null,
      revokedAt: null,
      revokedReason: null,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    const unchanged = await users
      .exists({ _id: account._id, active: true, sessionEpoch: account.sessionEpoch ?? null })
      .exec();
    if (!unchanged) {
      await this.revoke(sessionId, 'account changed during sign-in');
      throw invalidCredentials();
    }
    return sessionId;
  }

  /**
   * A fresh token for a live session (the caller's current token is valid): null when the
   * session has ended, was revoked, or its account is gone or inactive. The new token
   * carries the account's current e-mail and role. An API token's session is renewed only by
   * `issueForApiToken`, which keeps the token's scope in what it issues.
   */
  async renew(sessionId: string): Promise<IssuedToken | null> {
    return this.issue(sessionId, { kinds: ['cookie', 'bearer'], ttlMs: this.deps.settings.accessTokenTtlMs });
  }

  /** An access token of an API token's session, limited to its scope, for `ttlMs` at most. */
  async issueForApiToken(
    sessionId: string,
    scope: ApiTokenScope,
    ttlMs: number,
  ): Promise<IssuedToken | null> {
    return this.issue(sessionId, { kinds: ['api-token'], ttlMs, scope });
  }

  private async issue(
    sessionId: string,
    { kinds, ttlMs, scope }: { kinds: SessionKind[]; ttlMs: number; scope?: ApiTokenScope },
  ): Promise<IssuedToken | null> {
    const { sessions, users, clock, settings } = this.deps;
    const now = clock();
    const session = await sessions.findById(sessionId).lean<SessionRecord>().exec();
    if (!session || !kinds.includes(session.kind)) return null;
    if (session.revokedAt || session.expiresAt.getTime() <= now) return null;
    const account = await users.findById(session.userId).lean<UserRecord>().exec();
    if (!account?.active) {
      await this.revoke(sessionId, 'account inactive');
      return null;
    }
    const tokenExpiresAt = wholeSeconds(Math.min(now + ttlMs, session.expiresAt.getTime()));
    // Conditional: a revocation that came first wins, and the list then covers this expiry.
    const renewed = await sessions
      .findOneAndUpdate(
        { _id: sessionId, revokedAt: null },
        { $max: { tokenExpiresAt: new Date(tokenExpiresAt) }, $set: { renewedAt: new Date(now) } },
      )
      .exec();
    if (!renewed) return null;
    const token = await signAccessToken(
      this.deps.keys,
      settings,
      {
        userId: account._id.toHexString(),
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
        sessionId,
        ...(scope ? { scope } : {}),
        // Asked at every token: turning TOTP on (or off) counts from the session's next token.
        secondFactorEnrolmentPending: await this.enrolmentPending(account),
      },
      now,
      tokenExpiresAt,
    );
    return { sessionId, token, expiresAt: new Date(tokenExpiresAt), issuedAt: now, kind: session.kind };
  }

  private async enrolmentPending(account: Pick<UserRecord, '_id' | 'role'>): Promise<boolean> {
    return this.secondFactor ? this.secondFactor.enrolmentPending(account) : false;
  }

  /** Ends the caller's session (nothing to do for an anonymous caller). */
  async logout(sessionId: string | null): Promise<void> {
    if (sessionId) await this.revoke(sessionId, 'logout');
  }

  /**
   * The account's sign-in sessions still on record (cookie and bearer; an API token's session is
   * shown with its token), newest first: its owner's copy of where they signed in from.
   */
  async signInsOf(userId: string): Promise<SessionRecord[]> {
    return this.deps.sessions
      .find({ userId: new Types.ObjectId(userId), kind: { $ne: 'api-token' } })
      .sort({ createdAt: -1, _id: -1 })
      .lean<SessionRecord[]>()
      .exec();
  }

  /** Which of these sessions have not been revoked. */
  async unrevoked(sessionIds: string[]): Promise<Set<string>> {
    const live = await this.deps.sessions
      .find({ _id: { $in: sessionIds }, revokedAt: null }, { _id: 1 })
      .lean<Array<Pick<SessionRecord, '_id'>>>()
      .exec();
    return new Set(live.map((session) => session._id));
  }

  /** Revokes one session: on the list at once, for every verifier. */
  async revoke(sessionId: string, reason: string): Promise<void> {
    const { sessions, clock } = this.deps;
    await sessions
      .updateOne(
        { _id: sessionId, revokedAt: null },
        { $set: { revokedAt: new Date(clock()), revokedReason: reason } },
      )
      .exec();
    const session = await sessions.findById(sessionId, { tokenExpiresAt: 1 }).lean<SessionRecord>().exec();
    if (session) await this.deps.revocations.publish([{ sessionId, tokenExpiresAt: session.tokenExpiresAt }]);
  }

  /**
   * Revokes every session of an account. Callers raise the account's `sessionEpoch` in the
   * same write as the change that causes this (BUMP_SESSION_EPOCH), so a sign-in racing it
   * is caught by `open`.
   */
  async revokeAllForUser(userId: Types.ObjectId, reason: string): Promise<number> {
    const { sessions, clock } = this.deps;
    const live = await sessions
      .find({ userId, revokedAt: null }, { _id: 1, tokenExpiresAt: 1 })
      .lean<Array<Pick<SessionRecord, '_id' | 'tokenExpiresAt'>>>()
      .exec();
    if (live.length === 0) return 0;
    await sessions
      .updateMany(
        { _id: { $in: live.map((session) => session._id) }, revokedAt: null },
        { $set: { revokedAt: new Date(clock()), revokedReason: reason } },
      )
      .exec();
    await this.deps.revocations.publish(
      live.map((session) => ({ sessionId: session._id, tokenExpiresAt: session.tokenExpiresAt })),
    );
    return live.length;
  }
}
