import { createHash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * Personal API tokens, as integrators hold them: `shpat_` + 30 random base62 characters (178
 * bits) + a 6-character base62 CRC-32 of those 30. The fixed prefix lets secret scanners find a
 * leaked token in a repository or a log; the checksum lets them (and the gateway) tell a real
 * token from a typo or a random string without asking the auth service.
 *
 * The auth service stores only the SHA-256 of a token: a token is long and random, so a fast
 * hash is enough (no dictionary to try), and the gateway can look one up on every request.
 */
export const API_TOKEN_PREFIX = 'shpat_';
const RANDOM_LENGTH = 30;
const CHECKSUM_LENGTH = 6;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const TOKEN_SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[0-9A-Za-z]{${RANDOM_LENGTH + CHECKSUM_LENGTH}}$`);

/** What a `read` token is told when it tries to write, wherever that is refused. */
export const READ_ONLY_TOKEN_MESSAGE =
  'This API token can only read: writing needs a token with the write scope';

/**
 * What a personal API token is told when it tries an admin action that only a signed-in session
 * may take (services/shared `requireSignedInSession`), whatever its scope and its owner's role.
 */
export const SIGNED_IN_SESSION_REQUIRED_MESSAGE =
  'This needs a signed-in session: API tokens cannot delete or deactivate users, change roles, rotate signing keys or delete installations';

/** How many characters of a token are shown in lists, to tell tokens apart (4 random ones). */
export const API_TOKEN_DISPLAY_LENGTH = API_TOKEN_PREFIX.length + 4;

/**
 * What a token may do: `read` runs queries, `write` queries and mutations, `calendar` only the
 * installations calendar feed, the secret link a phone's calendar subscribes to (the gateway
 * refuses it everywhere else; the services treat it as `read`).
 */
export type ApiTokenScope = 'read' | 'write' | 'calendar';
export const API_TOKEN_SCOPES: readonly ApiTokenScope[] = ['read', 'write', 'calendar'];

/** The scopes an integrator chooses among when creating a token: a calendar link has its own call. */
export const CREATABLE_API_TOKEN_SCOPES: readonly ApiTokenScope[] = ['read', 'write'];

/** The scope a token's access token names, or undefined for anything else (a session's token). */
export function apiTokenScopeOf(value: unknown): ApiTokenScope | undefined {
  return API_TOKEN_SCOPES.find((scope) => scope === value);
}

/** Whether a token of this scope may only run queries: every scope but `write`. */
export function isReadOnlyScope(scope: ApiTokenScope | null | undefined): boolean {
  return scope === 'read' || scope === 'calendar';
}

/** What a calendar token is told anywhere but its feed, at the gateway. */
export const CALENDAR_TOKEN_ONLY_MESSAGE =
  'This token is a calendar link: it only opens the installations calendar feed';

function checksumOf(random: string): string {
  let value = crc32(random);
  let digits = '';
  for (let i = 0; i < CHECKSUM_LENGTH; i += 1) {
    digits = BASE62[value % 62] + digits;
    value = Math.floor(value / 62);
  }
  return digits;
}

/** A new token: only its owner ever sees it, once. */
export function generateApiToken(): string {
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i += 1) random += BASE62[randomInt(62)];
  return `${API_TOKEN_PREFIX}${random}${checksumOf(random)}`;
}

/** Whether a bearer value is meant as an API token (it may still be malformed). */
export function looksLikeApiToken(value: string): boolean {
  return value.startsWith(API_TOKEN_PREFIX);
}

/** Whether `value` is a well-formed API token: prefix, length, alphabet and checksum. */
export function isWellFormedApiToken(value: string): boolean {
  if (!TOKEN_SHAPE.test(value)) return false;
  const random = value.slice(API_TOKEN_PREFIX.length, API_TOKEN_PREFIX.length + RANDOM_LENGTH);
  return value.endsWith(checksumOf(random));
}

/** What is stored and looked up: the SHA-256 of the whole token, hex. */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A `read` (or `calendar`) token runs queries only. This Apollo Server plugin refuses any other
 * operation of a caller whose scope (`scopeOf`) is read-only, with `refusal()`, once the
 * operation is known. The
 * gateway and every subgraph install it, each with its own way to read the scope and to refuse.
 * (Written against the part of Apollo's plugin interface it uses, so that these contracts import
 * no Apollo code.)
 */
export function readOnlyTokensPlugin<TContext>(
  scopeOf: (context: TContext) => ApiTokenScope | null | undefined,
  refusal: () => Error,
) {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({
          operation,
          contextValue,
        }: {
          operation?: { operation: string } | null;
          contextValue: TContext;
        }) {
          if (isReadOnlyScope(scopeOf(contextValue)) && operation?.operation !== 'query') throw refusal();
        },
      };
    },
  };
}
