import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import {
  extractToken,
  hasRole,
  normalizeRole,
  requireRole,
  requireSignedInSession,
  requireUser,
  refuseSecondFactorEnrolmentPending,
  type AuthUser,
} from './auth.js';

const installer: AuthUser = { id: 'u1', email: 'i@example.ro', role: 'installer' };

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
  return undefined;
}

describe('extractToken', () => {
  it('reads a bearer token', () => {
    expect(extractToken({ authorization: 'Bearer abc.def.ghi' }, 'session')).toBe('abc.def.ghi');
    expect(extractToken({ authorization: 'bearer   abc' })).toBe('abc');
  });

  it('falls back to the configured session cookie', () => {
    expect(extractToken({ cookie: 'a=1; session=tok%2Ben; b=2' }, 'session')).toBe('tok+en');
    expect(extractToken({ cookie: '__Host-session=xyz' }, '__Host-session')).toBe('xyz');
    expect(extractToken({ cookie: 'mysession=nope' }, 'session')).toBeNull();
  });

  it('prefers the Authorization header over the cookie', () => {
    expect(extractToken({ authorization: 'Bearer header', cookie: 'session=cookie' }, 'session')).toBe(
      'header',
    );
  });

  it('ignores other schemes and empty values', () => {
    expect(extractToken({ authorization: 'Basic dXNlcg==' }, 'session')).toBeNull();
    expect(extractToken({ cookie: 'session=' }, 'session')).toBeNull();
    expect(extractToken({})).toBeNull();
  });
});

describe('roles', () => {
  it('compare case-insensitively', () => {
    expect(normalizeRole(' ADMIN ')).toBe('admin');
    expect(normalizeRole('Installer')).toBe('installer');
    expect(normalizeRole('root')).toBeNull();
    expect(normalizeRole(undefined)).toBeNull();
    expect(hasRole({ ...installer, role: 'INSTALLER' as 'installer' }, 'installer')).toBe(true);
  });

  it('requireUser refuses anonymous callers with UNAUTHENTICATED', () => {
    expect(codeOf(() => requireUser({ user: null }))).toBe('UNAUTHENTICATED');
    expect(requireUser({ user: installer })).toBe(installer);
  });

  it('requireRole refuses anonymous with UNAUTHENTICATED and other roles with FORBIDDEN', () => {
    expect(codeOf(() => requireRole({ user: null }, 'admin'))).toBe('UNAUTHENTICATED');
    expect(codeOf(() => requireRole({ user: installer }, 'admin'))).toBe('FORBIDDEN');
    expect(requireRole({ user: installer }, 'installer', 'admin')).toBe(installer);
  });

  it('requireSignedInSession refuses a personal API token of any scope, with what to do instead', () => {
    const admin: AuthUser = { id: 'u2', email: 'a@example.ro', role: 'admin' };
    expect(requireSignedInSession(admin)).toBe(admin);
    for (const apiTokenScope of ['write', 'read'] as const) {
      const error = (() => {
        try {
          requireSignedInSession({ ...admin, apiTokenScope });
        } catch (caught) {
          return caught;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: 'FORBIDDEN',
        message:
          'This needs a signed-in session: API tokens cannot delete or deactivate users, change roles, rotate signing keys or delete installations',
      });
    }
  });
});

describe('refuseSecondFactorEnrolmentPending', () => {
  it('refuses a caller that must enrol its second factor, and lets others and anonymous through', () => {
    const pending: AuthUser = { ...installer, secondFactorEnrolmentPending: true };
    expect(codeOf(() => refuseSecondFactorEnrolmentPending(pending))).toBe(
      'SECOND_FACTOR_ENROLMENT_REQUIRED',
    );
    expect(refuseSecondFactorEnrolmentPending(installer)).toBe(installer);
    expect(refuseSecondFactorEnrolmentPending(null)).toBeNull();
  });
});
