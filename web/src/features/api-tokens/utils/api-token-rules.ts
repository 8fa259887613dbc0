/**
 * The rules of the API tokens screen, as plain functions. The checks mirror the auth service's (it
 * applies them again and has the last word): a name is required, one line, at most 60 characters
 * and unique among the active tokens; at most 10 tokens may be active; a token lives 1 to 365 days.
 */
import type { StatusTone } from '@/components/ui/status-pill';
import { apiTokensTexts } from '@/features/api-tokens/api-tokens-texts';
import { formatLongDateTime } from '@/lib/format-en';
import type {
  ApiTokenScope,
  ApiTokenStatus,
  ApiTokenSummaryFragment,
  CreateApiTokenInput,
} from '@/features/api-tokens/api/__generated__/api-tokens';
import { serverMessageOr } from '@/lib/failure-text';

const e = apiTokensTexts.errors;

export const TOKEN_NAME_MAX_LENGTH = 60;
export const MAX_ACTIVE_TOKENS = 10;
export const EXPIRY_DAYS = { min: 1, max: 365 } as const;
/** The lifetimes offered; 90 days is the server's own default. */
export const EXPIRY_DAY_CHOICES = [7, 30, 90, 180, 365] as const;
export const DEFAULT_EXPIRY_DAYS = 90;
/** The scopes a token is created with here; a calendar link comes from the installations page. */
export const TOKEN_SCOPES: readonly Exclude<ApiTokenScope, 'calendar'>[] = ['read', 'write'];

export type ApiTokenSummary = ApiTokenSummaryFragment;

/** The form's values as typed: the expiry is the select's value, a number of days. */
export interface NewTokenValues {
  name: string;
  scope: ApiTokenScope;
  expiresInDays: string;
}

export const initialTokenValues = (): NewTokenValues => ({
  name: '',
  scope: 'read',
  expiresInDays: String(DEFAULT_EXPIRY_DAYS),
});

/**
 * The name as the server stores it: line breaks and runs of blanks become one space, the ends are
 * trimmed (the server also drops invisible characters; a name of only those is refused there).
 */
export const cleanTokenName = (name: string): string => name.replace(/\s+/g, ' ').trim();

export const activeTokens = (tokens: readonly ApiTokenSummary[]): ApiTokenSummary[] =>
  tokens.filter((token) => token.status === 'active');

export interface NewTokenProblems {
  name?: string;
  expiresInDays?: string;
  /** About the whole form rather than a field: the limit of active tokens. */
  form?: string;
}

/** What stops the form from being sent, judged against the tokens on screen; {} when it may go. */
export function validateNewToken(
  values: NewTokenValues,
  tokens: readonly ApiTokenSummary[],
): NewTokenProblems {
  const problems: NewTokenProblems = {};
  const name = cleanTokenName(values.name);
  const live = activeTokens(tokens);
  if (!name) problems.name = e.nameRequired;
  else if (name.length > TOKEN_NAME_MAX_LENGTH) problems.name = e.nameTooLong(TOKEN_NAME_MAX_LENGTH);
  else if (live.some((token) => token.name === name)) problems.name = e.nameTaken(name);
  const days = Number(values.expiresInDays);
  if (!Number.isInteger(days) || days < EXPIRY_DAYS.min || days > EXPIRY_DAYS.max)
    problems.expiresInDays = e.expiryInvalid(EXPIRY_DAYS.min, EXPIRY_DAYS.max);
  // The calendar link is not an integration's token: the server does not count it either.
  if (live.filter((token) => token.scope !== 'calendar').length >= MAX_ACTIVE_TOKENS)
    problems.form = e.tooMany(MAX_ACTIVE_TOKENS);
  return problems;
}

/** The createApiToken input of valid values. */
export const toCreateInput = (values: NewTokenValues): CreateApiTokenInput => ({
  name: cleanTokenName(values.name),
  scope: values.scope,
  expiresInDays: Number(values.expiresInDays),
});

/**
 * What the screen says when a call fails: the server's message when it sent one (a name in use, the
 * limit, a token already gone), otherwise the screen's fallback; the call-level text goes to the console.
 */
export function tokenErrorText(caught: unknown, action: 'create' | 'revoke'): string {
  return serverMessageOr(caught, e[action]);
}

const list = apiTokensTexts.list;

export const scopeLabel = (scope: ApiTokenScope): string => list.scopes[scope];

export const statusLabel = (status: ApiTokenStatus): string => list.statuses[status];

/** Active reads as done (green), expired as waiting (amber), revoked as neutral (grey). */
const STATUS_TONES: Record<ApiTokenStatus, StatusTone> = {
  active: 'done',
  expired: 'waiting',
  revoked: 'neutral',
};
export const statusTone = (status: ApiTokenStatus): StatusTone => STATUS_TONES[status];

/** 'shpat_Ab3x…': the first characters of the secret, which the list shows to tell tokens apart. */
export const prefixText = (displayPrefix: string): string => `${displayPrefix}…`;

/** 'Never' until the token is first used, then the moment, to the minute. */
export const lastUsedText = (lastUsedAt: string | null): string =>
  lastUsedAt ? formatLongDateTime(lastUsedAt) : list.never;

/** Only an active token can be revoked from the list: the others are refused already. */
export const canRevoke = (token: ApiTokenSummary): boolean => token.status === 'active';
