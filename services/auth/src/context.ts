import type { SubgraphContext, TokenSource, VerifiedSession } from '@smarthome/service-kit';
import type { AccountDeletion } from './account-deletion/account-deletion.service.js';
import type { AccountService } from './accounts/accounts.service.js';
import type { DataExportService } from './data-export/data-export.service.js';
import type { ApiTokenService } from './api-tokens/api-tokens.service.js';
import type { SigningKeys } from './keys/keys.service.js';
import type { SecondFactorService } from './second-factor/second-factor.service.js';
import type { GoogleSignIn } from './google/google.service.js';
import type { CookieSettings } from './sessions/sessions.cookies.js';
import type { RequestMeta, SessionService } from './sessions/sessions.service.js';
import type { UserService } from './users/users.service.js';

/** The use cases of the auth service, built once per process. */
export interface AuthServices {
  users: UserService;
  /** Erasing an account: by its owner, by an admin, and when its `account.deleted` event comes back. */
  accountDeletion: AccountDeletion;
  sessions: SessionService;
  accounts: AccountService;
  keys: SigningKeys;
  /** Sign-in with Google (OIDC_*); unavailable (NOT_FOUND) when not configured. */
  google: GoogleSignIn;
  cookies: CookieSettings;
  /** Personal API tokens of signed-in users, and the gateway's exchange of them. */
  apiTokens: ApiTokenService;
  /** TOTP and recovery codes: enrolment, the second step of sign-in, turning it off. */
  secondFactor: SecondFactorService;
  /** The caller's own copy of what this service keeps about them. */
  dataExport: DataExportService;
}

/** What this service adds to each request's context (see app.ts). */
export interface AuthRequestContext {
  /** The caller's verified token (with its session id); null when anonymous. */
  session: VerifiedSession | null;
  /** Where the caller's token came from: a cookie session gets cookies back, a bearer one tokens. */
  tokenSource: TokenSource | null;
  /** Client address (from the gateway) and user agent. */
  meta: RequestMeta;
  /** Adds a Set-Cookie to the answer (the gateway passes it on to the browser). */
  setCookie(cookie: string): void;
  /** A cookie of the request (the gateway forwards the browser's), or null. */
  readCookie(name: string): string | null;
}

/** What every auth resolver receives. */
export type AuthContext = SubgraphContext<AuthServices> & AuthRequestContext;
