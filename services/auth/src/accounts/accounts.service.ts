import { createHash, randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import {
  AppError,
  type RateLimiter,
  type Clock,
  type RateLimitRule,
  type FormCheck,
} from '@smarthome/service-kit';
import { newEvent, pushOutbox, withOutbox } from '@smarthome/service-kit/events';
import { ro } from '../messages.js';
import {
  EMAIL_INPUT,
  formCheck,
  isEmail,
  normalizeEmail,
  PASSWORD_INPUT,
  personFields,
} from '../security/input.js';
import { streakEnded } from '../security/lockout.js';
import { hashPassword } from '../security/passwords.js';
import { isGuessablePassword, minimumPasswordLength, personalWords } from '../security/strength.js';
import type { IssuedToken, RequestMeta, SessionService } from '../sessions/sessions.service.js';
import { BUMP_SESSION_EPOCH, type UserModel, type UserRecord } from '../users/users.model.js';
import { roleChangedEvent } from '../users/users.events.js';
import { toUser, type User } from '../users/users.mapper.js';

export interface AccountSettings {
  /** PUBLIC_BASE_URL, without a trailing slash. */
  publicBaseUrl: string;
  activationTtlMs: number;
  resetTtlMs: number;
  lockoutThreshold: number;
  registerLimit: RateLimitRule;
  resetLimit: RateLimitRule;
}

export interface RegisterInput {
  email: unknown;
  password: unknown;
  firstName: unknown;
  lastName: unknown;
  /** Optional: checked when sent (the registration form has a confirmation field). */
  confirmPassword?: unknown;
}

export interface RegisterResult {
  user: User;
  message: string;
  /** The client redirects only when the role is admin or the account is active. */
  shouldRedirect: boolean;
  /** A session, when the new account may sign in at once (never for e-mail registrations today). */
  token: IssuedToken | null;
}

/** Where the mailed links lead: activation through the gateway (it redirects), reset to the web form. */
export const ACTIVATION_PATH = '/api/v0/auth/activate';
export const RESET_PATH = '/reset-password';

/** Links carry 256 random bits; only their SHA-256 is stored, so a database leak opens no account. */
function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A link token as it can look (43 base64url characters); anything else matches nothing. */
function readLinkToken(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}

/**
 * The self-service side of accounts: registration with an activation link, and a forgotten
 * password's reset link. Links expire (ACTIVATION_TOKEN_TTL 24 h, RESET_TOKEN_TTL 1 h). A reset
 * link is single-use, consumed by one conditional write, so two clicks at once cannot both
 * succeed; an activation link activates once and may then be followed again (see `activate`).
 */
export class AccountService {
  constructor(
    private readonly users: UserModel,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly settings: AccountSettings,
  ) {}

  /**
   * A new account, inactive, with `user.registered` (the activation link for the mail) and
   * `user.role_changed` written in the same insert as the account.
   */
  async register(input: RegisterInput, meta: RequestMeta): Promise<RegisterResult> {
    const check = formCheck();
    const { firstName, lastName, email } = personFields(input, ro, check);
    const password = this.newPassword(input.password, input.confirmPassword, check);
    if (!check.has('password'))
      this.checkStrength(password, { role: 'user', email, firstName, lastName }, check);
    check.done();
    await this.limiter.hit('register', meta.ip, this.settings.registerLimit, ro.tooManyAttempts);

    const now = this.clock();
    const link = newLinkToken();
    const _id = new Types.ObjectId();
    const id = _id.toHexString();
    const account = {
      _id,
      email,
      firstName,
      lastName,
      role: 'user' as const,
      active: false,
      authProvider: null,
    };
    const activationUrl = `${this.settings.publicBaseUrl}${ACTIVATION_PATH}?token=${link.token}`;
    let record: UserRecord;
    try {
      const created = await this.users.create(
        withOutbox(
          {
            ...account,
            passwordHash: await hashPassword(password),
            activationTokenHash: link.hash,
            activationExpiresAt: new Date(now + this.settings.activationTtlMs),
            attemptsLeft: this.settings.lockoutThreshold,
          },
          newEvent('user.registered', { userId: id, email, firstName, activationUrl, role: 'user' }),
          roleChangedEvent({ id, email, firstName, role: 'user', active: false }),
        ),
      );
      record = created.toObject<UserRecord>();
    } catch (error) {
      // Telling that the address has an account is the price of an answer that names the
      // user; the per-address rate limit above keeps it from becoming a lookup service.
      if ((error as { code?: unknown }).code === 11000) throw new AppError('CONFLICT', ro.emailTaken);
      throw error;
    }
    const user = toUser(record);
    const shouldRedirect = user.role === 'admin' || user.active;
    const token = user.active ? await this.sessions.open(record, meta, 'cookie') : null;
    return { user, message: user.active ? ro.registeredActive : ro.registered, shouldRedirect, token };
  }

  /**
   * Follows an activation link: the account becomes active. BAD_USER_INPUT when unknown or
   * expired.
   *
   * Idempotent while the link is valid: mail scanners (Outlook's Safe Links, corporate
   * gateways) open every link of a mail before the person does, and a link they used up would
   * greet its owner with "invalid link". So the first visit activates (one conditional write,
   * `activationUsedAt`), and a later visit of the same link answers the same as long as the
   * account is still active; after an admin deactivated it, the old link opens nothing.
   */
  async activate(tokenInput: unknown): Promise<User> {
    const token = readLinkToken(tokenInput);
    if (!token) throw new AppError('BAD_USER_INPUT', ro.invalidActivationLink);
    const now = new Date(this.clock());
    const hash = hashLinkToken(token);
    const valid = { activationTokenHash: hash, activationExpiresAt: { $gt: now } };
    const target = await this.users.findOne(valid).select('+activationUsedAt').lean<UserRecord>().exec();
    if (!target) throw new AppError('BAD_USER_INPUT', ro.invalidActivationLink);
    if (target.activationUsedAt) return this.activatedBefore(target);
    const activated = await this.users
      .findOneAndUpdate(
        // The same conditions again, in the write that uses the link: activates once.
        { _id: target._id, ...valid, activationUsedAt: null },
        {
          $set: { active: true, activationUsedAt: now, activatedAt: now },
          ...pushOutbox(
            roleChangedEvent({
              id: target._id.toHexString(),
              email: target.email,
              firstName: target.firstName,
              role: target.role,
              active: true,
            }),
          ),
        },
        { returnDocument: 'after' },
      )
      .lean<UserRecord>()
      .exec();
    if (activated) return toUser(activated);
    // Another visit of the same link won the write (a scanner and the person at once).
    const current = await this.users.findOne(valid).select('+activationUsedAt').lean<UserRecord>().exec();
    if (!current?.activationUsedAt) throw new AppError('BAD_USER_INPUT', ro.invalidActivationLink);
    return this.activatedBefore(current);
  }

  /** A link followed again: "activated" while the account is active, invalid once it was deactivated. */
  private activatedBefore(account: UserRecord): User {
    if (!account.active) throw new AppError('BAD_USER_INPUT', ro.invalidActivationLink);
    return toUser(account);
  }

  /**
   * Mails a reset link when an account has this address. The answer is the same either way
   * (and for a malformed address), so it tells nobody which addresses have accounts. Per
   * client address the requests are rate-limited; per account at most 3 links an hour are
   * mailed (further requests are answered the same and dropped), so nobody floods an inbox.
   */
  async requestPasswordReset(emailInput: unknown, meta: RequestMeta): Promise<string> {
    const check = formCheck();
    const email = normalizeEmail(check.requiredText(emailInput, EMAIL_INPUT));
    check.done();
    await this.limiter.hit('reset', meta.ip, this.settings.resetLimit, ro.tooManyAttempts);
    if (!isEmail(email)) return ro.resetRequested;
    const account = await this.users.findOne({ email }).lean<UserRecord>().exec();
    if (!account) return ro.resetRequested;
    const perAccount = { limit: 3, windowMs: 60 * 60 * 1000 };
    if (!(await this.limiter.take('reset-mail', account._id.toHexString(), perAccount)))
      return ro.resetRequested;

    const link = newLinkToken();
    const resetUrl = `${this.settings.publicBaseUrl}${RESET_PATH}?token=${link.token}`;
    // A new link replaces the previous one; token and event are one write.
    await this.users
      .updateOne(
        { _id: account._id },
        {
          $set: {
            resetTokenHash: link.hash,
            resetExpiresAt: new Date(this.clock() + this.settings.resetTtlMs),
          },
          ...pushOutbox(
            newEvent('user.password_reset_requested', {
              userId: account._id.toHexString(),
              email: account.email,
              firstName: account.firstName,
              resetUrl,
            }),
          ),
        },
      )
      .exec();
    return ro.resetRequested;
  }

  /**
   * Consumes a reset link: new password, lock-out cleared, and every session of the account
   * revoked (whoever knew the old password is out).
   */
  async resetPassword(
    input: { token: unknown; password: unknown; confirmPassword?: unknown },
    meta: RequestMeta,
  ): Promise<string> {
    const check = formCheck();
    const password = this.newPassword(input.password, input.confirmPassword, check);
    check.done();
    await this.limiter.hit('reset', meta.ip, this.settings.resetLimit, ro.tooManyAttempts);
    const token = readLinkToken(input.token);
    if (!token) throw new AppError('BAD_USER_INPUT', ro.invalidResetLink);
    const now = new Date(this.clock());
    const valid = { resetTokenHash: hashLinkToken(token), resetExpiresAt: { $gt: now } };
    // The account decides the rules (staff passwords are longer; nobody's is their own name):
    // read it first, the link is only used up by the write below.
    const account = await this.users.findOne(valid).lean<UserRecord>().exec();
    if (!account) throw new AppError('BAD_USER_INPUT', ro.invalidResetLink);
    this.checkStrength(password, account, check);
    check.done();
    const passwordHash = await hashPassword(password);
    const ended = streakEnded(this.settings.lockoutThreshold);
    const updated = await this.users
      .findOneAndUpdate(
        valid,
        {
          $set: { passwordHash, ...ended.$set },
          $unset: { resetTokenHash: 1, resetExpiresAt: 1, ...ended.$unset },
          ...BUMP_SESSION_EPOCH,
        },
        { returnDocument: 'after' },
      )
      .lean<UserRecord>()
      .exec();
    if (!updated) throw new AppError('BAD_USER_INPUT', ro.invalidResetLink);
    await this.sessions.revokeAllForUser(updated._id, 'password reset');
    return ro.passwordReset;
  }

  /**
   * What an account's new password must be beyond the six-character floor: at least 12
   * characters for staff (installer, admin), and never one of the first guesses (a common
   * password, a dictionary word, the account's own name or address).
   */
  private checkStrength(
    password: string,
    account: Pick<UserRecord, 'role' | 'email' | 'firstName' | 'lastName'>,
    check: FormCheck,
  ): void {
    const min = minimumPasswordLength(account.role);
    if (password.length < min) check.fail('password', ro.field.staffPasswordTooShort(min));
    else if (isGuessablePassword(password, personalWords(account)))
      check.fail('password', ro.field.passwordGuessable);
  }

  /** A new password: required, 6 to 200 characters (at least 6), equal to its confirmation when sent. */
  private newPassword(value: unknown, confirmation: unknown, check: FormCheck): string {
    const password = check.requiredText(value, PASSWORD_INPUT);
    if (password.length < 6) check.fail('password', ro.field.passwordTooShort);
    if (
      confirmation !== undefined &&
      confirmation !== null &&
      confirmation !== password &&
      !check.has('password')
    ) {
      check.fail('confirmPassword', ro.field.passwordsDiffer);
    }
    return password;
  }
}
