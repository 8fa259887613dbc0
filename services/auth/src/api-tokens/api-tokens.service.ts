import { Types } from 'mongoose';
import {
  AppError,
  authenticationRequired,
  requireUser,
  type AuthUser,
  type Clock,
  type MaybeAuthenticated,
} from '@smarthome/service-kit';
import {
  API_TOKEN_DISPLAY_LENGTH,
  CREATABLE_API_TOKEN_SCOPES,
  generateApiToken,
  hashApiToken,
  isWellFormedApiToken,
  type ApiTokenScope,
} from '@smarthome/service-kit/contracts';
import { en } from '../messages.js';
import { formCheck } from '../security/input.js';
import type { RequestMeta, SessionService } from '../sessions/sessions.service.js';
import type { UserModel, UserRecord } from '../users/users.model.js';
import type { ApiTokenModel, ApiTokenRecord } from './api-tokens.model.js';

/**
 * Live integration tokens one account may hold: enough for a few integrations, few enough to
 * review. The calendar link is not one of them: an account has at most one (each reset revokes
 * the previous), and counting it would take an integration's place or block the reset.
 */
export const MAX_LIVE_TOKENS = 10;
/** A calendar link lives a year: a phone's subscription is set up once and then forgotten. */
export const CALENDAR_TOKEN_DAYS = 365;
/** The calendar link's name in the owner's list of tokens. */
export const CALENDAR_TOKEN_NAME = 'Calendar link';
export const NAME_MAX_LENGTH = 60;
export const EXPIRY_DAYS = { min: 1, max: 365, default: 90 } as const;
/**
 * How long an access token issued for an API token lives. The gateway keeps it for a few
 * seconds only; a short life bounds what a copy of one (in a log, a proxy) is worth.
 */
export const API_TOKEN_ACCESS_TTL_MS = 5 * 60 * 1000;
/** lastUsedAt is written at most this often per token: a busy integration is not a write per call. */
const LAST_USED_RESOLUTION_MS = 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ApiTokenStatus = 'active' | 'expired' | 'revoked';

/** A token as its owner sees it in lists: never the secret. */
export interface ApiToken {
  id: string;
  name: string;
  scope: ApiTokenScope;
  displayPrefix: string;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  status: ApiTokenStatus;
}

/** What the gateway gets for a valid token: an access token to send to the services instead. */
export interface ApiTokenGrant {
  tokenId: string;
  scope: ApiTokenScope;
  accessToken: string;
  expiresAt: Date;
}

/** A token just made: its secret, in this answer only, and the token as lists show it. */
export interface CreatedApiToken {
  token: string;
  apiToken: ApiToken;
}

export interface CreateApiTokenInput {
  name: unknown;
  scope: unknown;
  expiresInDays?: unknown;
}

export interface ApiTokenServiceDeps {
  tokens: ApiTokenModel;
  sessionService: SessionService;
  users: UserModel;
  clock: Clock;
}

/**
 * Personal API tokens: a signed-in user creates named tokens for scripts and integrations,
 * lists them (with when each was last used) and revokes them. A token acts with its owner's
 * current role, never more, and a `read` token runs queries only.
 *
 * Each token has a session of its own (kind `api-token`, same id), so it ends with its owner's
 * sessions (deactivation, password reset, role or e-mail change, deletion) and a revocation
 * counts at once at every service through the revocation list. The gateway exchanges the token
 * for a short-lived access token of that session (`exchange`) and sends that to the services.
 */
export class ApiTokenService {
  constructor(private readonly deps: ApiTokenServiceDeps) {}

  /** A new token for the caller; its secret is in this answer only. Only a signed-in session may create one. */
  async create(
    ctx: MaybeAuthenticated,
    input: CreateApiTokenInput,
    meta: RequestMeta,
  ): Promise<CreatedApiToken> {
    const caller = requireSignedInCaller(ctx);
    const { name, scope, expiresInDays } = readInput(input);
    const account = await this.activeAccount(caller);
    const live = (await this.list(caller)).filter((token) => token.status === 'active');
    const integrations = live.filter((token) => token.scope !== 'calendar');
    if (integrations.length >= MAX_LIVE_TOKENS)
      throw new AppError('CONFLICT', en.apiTokens.tooMany(MAX_LIVE_TOKENS));
    if (live.some((token) => token.name === name))
      throw new AppError('CONFLICT', en.apiTokens.nameTaken(name));
    return this.issue(account, { name, scope, expiresInDays }, meta);
  }

  /**
   * The caller's calendar link, new: every calendar token of the caller is revoked (refused by
   * every service at once) and one of scope `calendar` is created, valid CALENDAR_TOKEN_DAYS.
   * Only a signed-in session may ask, as for `create`.
   */
  async resetCalendarToken(ctx: MaybeAuthenticated, meta: RequestMeta): Promise<CreatedApiToken> {
    const caller = requireSignedInCaller(ctx);
    const account = await this.activeAccount(caller);
    const { tokens, sessionService } = this.deps;
    const previous = await tokens
      .find({ userId: account._id, scope: 'calendar' }, { _id: 1 })
      .lean<Array<Pick<ApiTokenRecord, '_id'>>>()
      .exec();
    for (const { _id } of previous) await sessionService.revoke(_id, 'calendar link reset');
    await tokens.deleteMany({ _id: { $in: previous.map(({ _id }) => _id) } }).exec();
    return this.issue(
      account,
      { name: CALENDAR_TOKEN_NAME, scope: 'calendar', expiresInDays: CALENDAR_TOKEN_DAYS },
      meta,
    );
  }

  /** The caller's tokens, newest first, each with its status. */
  async list(caller: AuthUser): Promise<ApiToken[]> {
    const { tokens, sessionService, clock } = this.deps;
    const records = await tokens
      .find({ userId: new Types.ObjectId(caller.id) })
      .sort({ createdAt: -1, _id: -1 })
      .lean<ApiTokenRecord[]>()
      .exec();
    if (records.length === 0) return [];
    const liveIds = await sessionService.unrevoked(records.map((record) => record._id));
    const now = clock();
    return records.map((record) =>
      toApiToken(
        record,
        !liveIds.has(record._id) ? 'revoked' : record.expiresAt.getTime() <= now ? 'expired' : 'active',
      ),
    );
  }

  /** Revokes one of the caller's tokens: refused everywhere at once, and gone from the list. */
  async revoke(caller: AuthUser, id: string): Promise<void> {
    const { tokens, sessionService } = this.deps;
    const record = await tokens
      .findOne({ _id: id, userId: new Types.ObjectId(caller.id) }, { _id: 1 })
      .lean()
      .exec();
    if (!record) throw new AppError('NOT_FOUND', en.apiTokens.notFound);
    await sessionService.revoke(id, 'api token revoked');
    await tokens.deleteOne({ _id: id }).exec();
  }

  /**
   * The access token the gateway sends in place of `token`; null when the token is malformed,
   * unknown, expired or revoked, or its owner is inactive or gone.
   */
  async exchange(token: string): Promise<ApiTokenGrant | null> {
    if (!isWellFormedApiToken(token)) return null;
    const { tokens, sessionService, clock } = this.deps;
    const now = clock();
    const record = await tokens
      .findOne({ secretHash: hashApiToken(token) })
      .lean<ApiTokenRecord>()
      .exec();
    if (!record || record.expiresAt.getTime() <= now) return null;
    const issued = await sessionService.issueForApiToken(record._id, record.scope, API_TOKEN_ACCESS_TTL_MS);
    if (!issued) return null;
    if (!record.lastUsedAt || now - record.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      await tokens.updateOne({ _id: record._id }, { $set: { lastUsedAt: new Date(now) } }).exec();
    }
    return {
      tokenId: record._id,
      scope: record.scope,
      accessToken: issued.token,
      expiresAt: issued.expiresAt,
    };
  }
  /** The caller's account, read again: a deactivated one gets no new token. */
  private async activeAccount(caller: AuthUser): Promise<UserRecord> {
    const account = await this.deps.users
      .findById(caller.id)
      .select('+sessionEpoch')
      .lean<UserRecord>()
      .exec();
    if (!account?.active) throw authenticationRequired();
    return account;
  }

  /** Stores a new token with a session of its own; the secret is returned, only its hash kept. */
  private async issue(
    account: UserRecord,
    { name, scope, expiresInDays }: { name: string; scope: ApiTokenScope; expiresInDays: number },
    meta: RequestMeta,
  ): Promise<CreatedApiToken> {
    const { tokens, sessionService, clock } = this.deps;
    const now = clock();
    const expiresAt = now + expiresInDays * DAY_MS;
    const id = await sessionService.openForApiToken(account, meta, expiresAt);
    const token = generateApiToken();
    const record: ApiTokenRecord = {
      _id: id,
      userId: account._id,
      name,
      scope,
      displayPrefix: token.slice(0, API_TOKEN_DISPLAY_LENGTH),
      secretHash: hashApiToken(token),
      createdAt: new Date(now),
      expiresAt: new Date(expiresAt),
      lastUsedAt: null,
    };
    await tokens.create(record);
    return { token, apiToken: toApiToken(record, 'active') };
  }
}

/**
 * The caller, when it is a signed-in session: a leaked token must not be able to mint others
 * that would outlive its revocation.
 */
function requireSignedInCaller(ctx: MaybeAuthenticated): AuthUser {
  const caller = requireUser(ctx);
  if (caller.apiTokenScope) throw new AppError('FORBIDDEN', en.apiTokens.notWithApiToken);
  return caller;
}

function readInput(input: CreateApiTokenInput): {
  name: string;
  scope: ApiTokenScope;
  expiresInDays: number;
} {
  const say = en.apiTokens.field;
  const check = formCheck();
  const name = check.requiredText(input.name, {
    field: 'name',
    max: NAME_MAX_LENGTH,
    required: say.nameRequired,
    tooLong: en.field.tooLong(say.nameLabel, NAME_MAX_LENGTH),
    notText: en.field.notText(say.nameLabel),
  });
  // A calendar link is made by resetCalendarToken only: its name and lifetime are fixed.
  const scope = CREATABLE_API_TOKEN_SCOPES.find((candidate) => candidate === input.scope);
  if (!scope) check.fail('scope', say.scopeInvalid);
  const days = input.expiresInDays ?? EXPIRY_DAYS.default;
  const expiresInDays =
    typeof days === 'number' && Number.isInteger(days) && days >= EXPIRY_DAYS.min && days <= EXPIRY_DAYS.max
      ? days
      : (check.fail('expiresInDays', say.expiryInvalid(EXPIRY_DAYS.min, EXPIRY_DAYS.max)), 0);
  check.done();
  return { name, scope: scope ?? 'read', expiresInDays };
}

function toApiToken(record: ApiTokenRecord, status: ApiTokenStatus): ApiToken {
  return {
    id: record._id,
    name: record.name,
    scope: record.scope,
    displayPrefix: record.displayPrefix,
    createdAt: record.createdAt,
    expiresAt: record.expiresAt,
    lastUsedAt: record.lastUsedAt,
    status,
  };
}
