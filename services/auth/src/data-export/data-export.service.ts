import { AppError, isRecordId, type AuthUser } from '@smarthome/service-kit';
import type { ApiToken, ApiTokenService } from '../api-tokens/api-tokens.service.js';
import { GOOGLE_PROVIDER } from '../google/google.service.js';
import { en } from '../messages.js';
import type { SecondFactorService, SecondFactorStatus } from '../second-factor/second-factor.service.js';
import type { SessionService } from '../sessions/sessions.service.js';
import type { UserModel, UserRecord } from '../users/users.model.js';
import { toUser, type User } from '../users/users.mapper.js';

/** One sign-in as its owner sees it: never the session id, which names the session to the services. */
export interface AccountSignIn {
  kind: string;
  createdAt: Date;
  expiresAt: Date;
  renewedAt: Date | null;
  revokedAt: Date | null;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}

export interface AccountDataExport {
  profile: User;
  activatedAt: Date | null;
  googleLinked: boolean;
  secondFactor: SecondFactorStatus;
  apiTokens: ApiToken[];
  signIns: AccountSignIn[];
}

export interface DataExportDeps {
  users: UserModel;
  sessions: SessionService;
  apiTokens: ApiTokenService;
  secondFactor: SecondFactorService;
}

/**
 * The caller's copy of what this service keeps about them. Every part is read through the module
 * that owns it and its public shape, so that no credential (password hash, TOTP secret, recovery
 * codes, token hashes, link tokens) can find its way in.
 */
export class DataExportService {
  constructor(private readonly deps: DataExportDeps) {}

  async exportFor(caller: AuthUser, currentSessionId: string | null): Promise<AccountDataExport> {
    const { users, sessions, apiTokens, secondFactor } = this.deps;
    if (!isRecordId(caller.id)) throw new AppError('NOT_FOUND', en.userNotFound);
    const record = await users.findById(caller.id).lean<UserRecord>().exec();
    if (!record) throw new AppError('NOT_FOUND', en.userNotFound);
    const [status, tokens, signIns] = await Promise.all([
      secondFactor.status(caller.id),
      apiTokens.list(caller),
      sessions.signInsOf(caller.id),
    ]);
    return {
      profile: toUser(record),
      activatedAt: record.activatedAt ?? null,
      googleLinked: record.authProvider === GOOGLE_PROVIDER,
      secondFactor: status,
      apiTokens: tokens,
      signIns: signIns.map((session) => ({
        kind: session.kind,
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        renewedAt: session.renewedAt ?? null,
        revokedAt: session.revokedAt ?? null,
        ip: session.ip ?? null,
        userAgent: session.userAgent ?? null,
        current: session._id === currentSessionId,
      })),
    };
  }
}
