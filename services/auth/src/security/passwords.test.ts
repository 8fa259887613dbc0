import { describe, expect, it } from 'vitest';
import { hashPassword, isOutdated, parseArgon2Hash, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('hashes with argon2id, 19 MiB, 2 passes, and verifies', async () => {
    const hash = await hashPassword('o parolă lungă');
    expect(parseArgon2Hash(hash)).toEqual({
      type: 'argon2id',
      version: 19,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    expect(await verifyPassword(hash, 'o parolă lungă')).toBe(true);
    expect(await verifyPassword(hash, 'o parola lunga')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(isOutdated(hash)).toBe(false);
  });

  it('reads PHC parameters in any order and flags weaker or other hashes for rehashing', () => {
    const salt = 'c2FsdHNhbHRzYWx0';
    const digest = 'aGFzaGhhc2hoYXNo';
    expect(parseArgon2Hash(`$argon2id$v=19$m=65536,t=3,p=4$${salt}$${digest}`)).toEqual({
      type: 'argon2id',
      version: 19,
      memoryCost: 65_536,
      timeCost: 3,
      parallelism: 4,
    });
    expect(isOutdated(`$argon2id$v=19$m=65536,t=3,p=4$${salt}$${digest}`)).toBe(false);
    expect(isOutdated(`$argon2id$v=19$m=4096,t=3,p=1$${salt}$${digest}`)).toBe(true);
    expect(isOutdated(`$argon2id$v=19$m=19456,t=1,p=1$${salt}$${digest}`)).toBe(true);
    expect(isOutdated(`$argon2i$v=19$m=19456,t=2,p=1$${salt}$${digest}`)).toBe(true);
    expect(isOutdated('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
    expect(parseArgon2Hash('$argon2id$v=19$m=1$x$y')).toBeNull();
  });
});
