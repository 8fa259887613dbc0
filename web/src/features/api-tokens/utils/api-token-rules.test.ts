import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXPIRY_DAYS,
  EXPIRY_DAY_CHOICES,
  canRevoke,
  cleanTokenName,
  initialTokenValues,
  lastUsedText,
  prefixText,
  scopeLabel,
  statusLabel,
  statusTone,
  toCreateInput,
  tokenErrorText,
  validateNewToken,
  type ApiTokenSummary,
} from '@/features/api-tokens/utils/api-token-rules';
import { ApiError } from '@/lib/api-client';
import { toApiError } from '@/lib/graphql-errors';

const token = (n: number, extra: Partial<ApiTokenSummary> = {}): ApiTokenSummary => ({
  id: `t${n}`,
  name: `Script ${n}`,
  scope: 'read',
  displayPrefix: `shpat_Ab${n}x`,
  createdAt: '2026-03-01T12:00:00.000Z',
  expiresAt: '2026-05-30T12:00:00.000Z',
  lastUsedAt: null,
  status: 'active',
  ...extra,
});

const values = (name: string, expiresInDays = '90') => ({ ...initialTokenValues(), name, expiresInDays });

describe('the new token form starts as the server would default it', () => {
  it('read only, 90 days, from the choices 7, 30, 90, 180 and 365 days', () => {
    expect(initialTokenValues()).toEqual({ name: '', scope: 'read', expiresInDays: '90' });
    expect(EXPIRY_DAY_CHOICES).toEqual([7, 30, 90, 180, 365]);
    expect(EXPIRY_DAY_CHOICES).toContain(DEFAULT_EXPIRY_DAYS);
  });
});

describe('the checks before sending mirror the server', () => {
  it('accepts a named token', () => {
    expect(validateNewToken(values('Backup script'), [])).toEqual({});
  });

  it('a name is required: blanks and line breaks alone are no name', () => {
    expect(validateNewToken(values(''), [])).toEqual({ name: 'Name is required' });
    expect(validateNewToken(values(' \n\t '), [])).toEqual({ name: 'Name is required' });
  });

  it('a name has at most 60 characters, counted as the server stores it', () => {
    expect(validateNewToken(values('a'.repeat(60)), [])).toEqual({});
    expect(validateNewToken(values(`  ${'a'.repeat(60)}  `), [])).toEqual({});
    expect(validateNewToken(values('a'.repeat(61)), [])).toEqual({
      name: 'Name must be at most 60 characters',
    });
  });

  it('a name is unique among the active tokens only', () => {
    const tokens = [token(1), token(2, { status: 'expired' }), token(3, { status: 'revoked' })];
    expect(validateNewToken(values(' Script  1 '), tokens)).toEqual({
      name: 'You already have an active API token named "Script 1"',
    });
    expect(validateNewToken(values('Script 2'), tokens)).toEqual({});
    expect(validateNewToken(values('Script 3'), tokens)).toEqual({});
  });

  it('at most 10 active tokens; expired and revoked ones do not count', () => {
    const ten = Array.from({ length: 10 }, (_, i) => token(i + 1));
    expect(validateNewToken(values('Another'), ten)).toEqual({
      form: 'You can have at most 10 active API tokens: revoke one to create another',
    });
    const nine = [...ten.slice(0, 9), token(10, { status: 'expired' })];
    expect(validateNewToken(values('Another'), nine)).toEqual({});
    const withCalendarLink = [...ten.slice(0, 9), token(10, { scope: 'calendar' })];
    expect(validateNewToken(values('Another'), withCalendarLink)).toEqual({});
  });

  it('a lifetime is a whole number of days from 1 to 365', () => {
    for (const days of ['0', '366', '7.5', ''])
      expect(validateNewToken(values('Name', days), [])).toEqual({
        expiresInDays: 'Expiry must be a whole number of days from 1 to 365',
      });
  });
});

describe('what is sent', () => {
  it('the name cleaned to one line, the scope, and the lifetime as a number', () => {
    expect(cleanTokenName('  Home \n Assistant\t sync ')).toBe('Home Assistant sync');
    expect(toCreateInput({ name: ' Home  Assistant ', scope: 'write', expiresInDays: '365' })).toEqual({
      name: 'Home Assistant',
      scope: 'write',
      expiresInDays: 365,
    });
  });
});

describe('what the screen says when a call fails', () => {
  const failed = (code: string, message: string) =>
    toApiError(
      new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] }),
      (status) => `Failed to create API token (${status})`,
    );

  it("shows the server's message: the limit, a name in use, a token already gone", () => {
    const limit = 'You can have at most 10 active API tokens: revoke one to create another';
    expect(tokenErrorText(failed('CONFLICT', limit), 'create')).toBe(limit);
    expect(tokenErrorText(failed('NOT_FOUND', 'API token not found'), 'revoke')).toBe('API token not found');
  });

  it("falls back to the screen's text, never to the call-level text with its status", () => {
    expect(tokenErrorText(failed('INTERNAL_SERVER_ERROR', 'Internal server error'), 'create')).toBe(
      'Failed to create the API token. Please try again.',
    );
    expect(tokenErrorText(new ApiError('Failed to revoke API token (0)', 0), 'revoke')).toBe(
      'Failed to revoke the API token. Please try again.',
    );
    expect(tokenErrorText(new TypeError('boom'), 'create')).toBe(
      'Failed to create the API token. Please try again.',
    );
  });
});

describe('display', () => {
  it('scopes and statuses in words, each status its own colour', () => {
    expect(scopeLabel('read')).toBe('Read only');
    expect(scopeLabel('write')).toBe('Read and write');
    expect(scopeLabel('calendar')).toBe('Calendar link');
    expect(['active', 'expired', 'revoked'].map((s) => statusLabel(s as never))).toEqual([
      'Active',
      'Expired',
      'Revoked',
    ]);
    expect(new Set(['active', 'expired', 'revoked'].map((s) => statusTone(s as never))).size).toBe(3);
  });

  it('the prefix with an ellipsis, since the rest of the secret is not known', () => {
    expect(prefixText('shpat_Ab3x')).toBe('shpat_Ab3x…');
  });

  it("'Never' until first used, then the day and the time", () => {
    expect(lastUsedText(null)).toBe('Never');
    expect(lastUsedText('2026-03-09T12:00:00.000Z')).toMatch(/^March 9, 2026 at \d{1,2}:\d{2} [AP]M$/);
  });

  it('only an active token is offered Revoke', () => {
    expect(canRevoke(token(1))).toBe(true);
    expect(canRevoke(token(1, { status: 'expired' }))).toBe(false);
    expect(canRevoke(token(1, { status: 'revoked' }))).toBe(false);
  });
});
