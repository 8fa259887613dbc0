import { describe, expect, it } from 'vitest';
import {
  displayName,
  emailPrefix,
  isAdmin,
  isInstaller,
  normaliseRole,
  readUser,
  readUsers,
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

describe('readUsers: GET /users answers "users"', () => {
  it('reads a bare array and the envelopes { users } and { data }', () => {
    expect(readUsers([user])).toHaveLength(1);
    expect(readUsers({ users: [user, { ...user, id: 8 }] })?.map((u) => u.id)).toEqual(['7', '8']);
    expect(readUsers({ data: [user] })?.[0]).toMatchObject({ id: '7', createdAt: '' });
  });

  it('drops entries that are not users and answers null for anything else', () => {
    expect(readUsers([user, null, { name: 'x' }])).toHaveLength(1);
    expect(readUsers({ message: 'nope' })).toBeNull();
  });

  it('keeps createdAt', () => {
    expect(readUsers([{ ...user, createdAt: '2026-01-02T00:00:00.000Z' }])?.[0]?.createdAt).toBe(
      '2026-01-02T00:00:00.000Z',
    );
  });
});

describe('displayName', () => {
  it('is first and last name, or the email when both are blank', () => {
    expect(displayName({ firstName: 'Ana', lastName: 'Ionescu', email: 'a@b.ro' })).toBe('Ana Ionescu');
    expect(displayName({ firstName: '', lastName: '', email: 'a@b.ro' })).toBe('a@b.ro');
  });
});
