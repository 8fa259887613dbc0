import { describe, expect, it } from 'vitest';
import {
  displayName,
  emailPrefix,
  isAdmin,
  isInstaller,
  mustEnrolSecondFactor,
  normaliseRole,
  readUser,
} from '@/lib/user';

const user = {
  id: 7,
  firstName: 'Ana',
  lastName: 'Ionescu',
  email: 'ana@example.ro',
  role: 'Installer',
  active: true,
  authProvider: 'google',
};

describe('readUser: the auth answers carry "user"', () => {
  it('reads the envelope { user }', () => {
    expect(readUser({ user })).toMatchObject({ id: '7', email: 'ana@example.ro', role: 'Installer' });
  });

  it('reads the bare user object', () => {
    expect(readUser(user)).toMatchObject({ id: '7', firstName: 'Ana', authProvider: 'google' });
  });

  it("reads the profile's second factor, and leaves it out when the answer has none", () => {
    const secondFactor = { totp: true, recoveryCodesLeft: 9, required: false };
    expect(readUser({ user: { ...user, secondFactor } })?.secondFactor).toEqual(secondFactor);
    expect(readUser({ user })).not.toHaveProperty('secondFactor');
  });

  it('answers null for anything that is not a user', () => {
    expect(readUser(null)).toBeNull();
    expect(readUser({ user: null })).toBeNull();
    expect(readUser('<!doctype html>')).toBeNull();
  });
});

describe('roles compare case-insensitively', () => {
  it('derives isAdmin and isInstaller', () => {
    expect(normaliseRole('ADMIN')).toBe('admin');
    expect(normaliseRole(' installer ')).toBe('installer');
    expect(normaliseRole('something-else')).toBe('user');
    expect(isAdmin({ role: 'Admin' })).toBe(true);
    expect(isInstaller({ role: 'INSTALLER' })).toBe(true);
    expect(isAdmin(null)).toBe(false);
  });
});

describe('emailPrefix', () => {
  it('is the part of the email before the at-sign', () => {
    expect(emailPrefix('ion.popescu@example.ro')).toBe('ion.popescu');
    expect(emailPrefix('no-at-sign')).toBe('no-at-sign');
  });
});

describe('displayName', () => {
  it('is first and last name, or the email when both are blank', () => {
    expect(displayName({ firstName: 'Ana', lastName: 'Ionescu', email: 'a@b.ro' })).toBe('Ana Ionescu');
    expect(displayName({ firstName: '', lastName: '', email: 'a@b.ro' })).toBe('a@b.ro');
  });
});

describe('mustEnrolSecondFactor', () => {
  it('holds while the second factor is required and the authenticator app is off', () => {
    const with_ = (totp: boolean, required: boolean) =>
      mustEnrolSecondFactor({ secondFactor: { totp, required, recoveryCodesLeft: totp ? 10 : 0 } });
    expect(with_(false, true)).toBe(true);
    expect(with_(true, true)).toBe(false);
    expect(with_(false, false)).toBe(false);
    expect(mustEnrolSecondFactor({})).toBe(false);
    expect(mustEnrolSecondFactor(null)).toBe(false);
  });
});
