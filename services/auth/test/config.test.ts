import { describe, expect, it } from 'vitest';
import { ConfigError } from '@smarthome/service-kit';
import { loadServiceConfig } from '../src/index.js';
import { staffSecondFactorPolicy } from '../src/config.js';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadServiceConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('auth configuration', () => {
  it('has development defaults: plain cookie, 1 h tokens, 7 d sessions, 24 h / 1 h links, 5 failures', () => {
    expect(loadServiceConfig({})).toMatchObject({
      COOKIE_SECURE: false,
      AUTH_SESSION_COOKIE: 'session',
      PUBLIC_BASE_URL: 'http://localhost:4000',
      ACCESS_TOKEN_TTL: 3600,
      SESSION_MAX_AGE: 7 * 24 * 3600,
      ACTIVATION_TOKEN_TTL: 24 * 3600,
      RESET_TOKEN_TTL: 3600,
      LOCKOUT_THRESHOLD: 5,
      LOCKOUT_BASE_SECONDS: 60,
      LOCKOUT_MAX_SECONDS: 900,
      REVOCATION_SYNC_INTERVAL: 30,
      KEY_ACTIVATION_DELAY: 60,
    });
  });

  it('ties COOKIE_SECURE to the __Host- prefix of the session cookie, both ways', () => {
    expect(problemsOf({ COOKIE_SECURE: 'true' })).toEqual(['AUTH_SESSION_COOKIE: required but not set']);
    expect(problemsOf({ COOKIE_SECURE: 'true', AUTH_SESSION_COOKIE: 'session' })[0]).toMatch(
      /must start with __Host-/,
    );
    expect(problemsOf({ AUTH_SESSION_COOKIE: '__Host-session' })[0]).toMatch(/needs COOKIE_SECURE=true/);
    expect(
      loadServiceConfig({ COOKIE_SECURE: 'true', AUTH_SESSION_COOKIE: '__Host-session' }).COOKIE_SECURE,
    ).toBe(true);
  });

  it('wants SECOND_FACTOR_KEYS in production, as id:key pairs of 32 bytes', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(['SECOND_FACTOR_KEYS: required but not set']);
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(
      loadServiceConfig({ NODE_ENV: 'production', SECOND_FACTOR_KEYS: `2026a:${key}` }).SECOND_FACTOR_KEYS,
    ).toBe(`2026a:${key}`);
    expect(problemsOf({ SECOND_FACTOR_KEYS: 'k1:c2hvcnQ=' })).toEqual([
      'SECOND_FACTOR_KEYS: key k1 must be 32 bytes in base64 (openssl rand -base64 32)',
    ]);
    expect(problemsOf({ SECOND_FACTOR_KEYS: `${key}` })[0]).toMatch(/id:key/);
    expect(problemsOf({ SECOND_FACTOR_KEYS: `a:${key},a:${key}` })).toEqual([
      'SECOND_FACTOR_KEYS: key id a appears twice',
    ]);
    // Outside production a development key stands in.
    expect(loadServiceConfig({}).SECOND_FACTOR_KEYS).toBeUndefined();
  });

  it('makes the staff second factor required in production and optional elsewhere, unless STAFF_SECOND_FACTOR says', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const production = { NODE_ENV: 'production', SECOND_FACTOR_KEYS: `k:${key}` };
    expect(staffSecondFactorPolicy(loadServiceConfig(production))).toBe('required');
    expect(staffSecondFactorPolicy(loadServiceConfig({}))).toBe('optional');
    expect(
      staffSecondFactorPolicy(loadServiceConfig({ ...production, STAFF_SECOND_FACTOR: 'optional' })),
    ).toBe('optional');
    expect(staffSecondFactorPolicy(loadServiceConfig({ STAFF_SECOND_FACTOR: 'required' }))).toBe('required');
    expect(problemsOf({ STAFF_SECOND_FACTOR: 'yes' })).toEqual([
      'STAFF_SECOND_FACTOR: must be required or optional',
    ]);
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together, and a password of at least 12 characters', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'a@b.ro' })).toEqual(['ADMIN_PASSWORD: required but not set']);
    expect(problemsOf({ ADMIN_EMAIL: 'a@b.ro', ADMIN_PASSWORD: 'Ceai-verde7' })).toEqual([
      'ADMIN_PASSWORD: must be at least 12 characters',
    ]);
  });

  it('does not start with an ADMIN_PASSWORD that is among the first guesses', () => {
    for (const weak of ['password1234', 'parola123456', 'qwerty123456', '123456789012', 'owner.admin2026']) {
      expect(problemsOf({ ADMIN_EMAIL: 'owner.admin@b.ro', ADMIN_PASSWORD: weak })).toEqual([
        'ADMIN_PASSWORD: is too easy to guess (a common password, a dictionary word, a sequence or the admin e-mail): choose a less common one',
      ]);
    }
    expect(
      loadServiceConfig({ ADMIN_EMAIL: 'owner.admin@b.ro', ADMIN_PASSWORD: 'Ceai-verde-2026' })
        .ADMIN_PASSWORD,
    ).toBe('Ceai-verde-2026');
  });

  it('keeps the revocation bound under 60 s: the resynchronisation runs at most every 50 s', () => {
    expect(problemsOf({ REVOCATION_SYNC_INTERVAL: '61' })).toHaveLength(1);
    expect(loadServiceConfig({ REVOCATION_SYNC_INTERVAL: '50' }).REVOCATION_SYNC_INTERVAL).toBe(50);
  });

  it('takes the three OIDC_* variables of Google sign-in together, https except on loopback', () => {
    const oidc = {
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 's',
    };
    expect(loadServiceConfig(oidc)).toMatchObject({ ...oidc, OIDC_RATE_LIMIT: 20, OIDC_RATE_WINDOW: 600 });
    expect(loadServiceConfig({}).OIDC_ISSUER).toBeUndefined();
    expect(problemsOf({ OIDC_ISSUER: oidc.OIDC_ISSUER })).toEqual(['OIDC_CLIENT_ID: required but not set']);
    expect(problemsOf({ ...oidc, OIDC_ISSUER: 'http://idp.example' })[0]).toMatch(/must be https:\/\//);
    expect(loadServiceConfig({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:4110' }).OIDC_ISSUER).toBe(
      'http://127.0.0.1:4110',
    );
  });
});
