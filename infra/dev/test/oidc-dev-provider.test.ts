/**
 * The development identity provider on its own (the whole sign-in through it is tested in
 * gateway/test/rest-google.test.ts and in Chromium in web/e2e/account-flows.stack.e2e.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevIdentityProvider, type DevIdentityProvider } from '../src/oidc-dev-provider.js';

const REDIRECT = 'http://localhost:4000/api/v0/auth/google/callback';
let provider: DevIdentityProvider;

beforeAll(async () => {
  provider = await startDevIdentityProvider({ redirectUris: [REDIRECT] });
});

afterAll(async () => {
  await provider?.stop();
});

describe('startDevIdentityProvider', () => {
  it('listens on loopback only and refuses anything else', async () => {
    expect(provider.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await expect(startDevIdentityProvider({ host: '0.0.0.0', redirectUris: [REDIRECT] })).rejects.toThrow(
      /loopback only/,
    );
  });

  it('publishes its metadata: code flow, PKCE S256 only, the e-mail claims', async () => {
    const response = await fetch(`${provider.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      issuer: provider.issuer,
      response_types_supported: expect.arrayContaining(['code']),
      code_challenge_methods_supported: ['S256'],
      scopes_supported: expect.arrayContaining(['openid', 'email', 'profile']),
      claims_supported: expect.arrayContaining(['email', 'email_verified', 'given_name', 'family_name']),
    });
  });

  it('gives the auth service its three variables, with a random secret per start', async () => {
    expect(provider.env).toEqual({
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: 'smarthome-dev',
      OIDC_CLIENT_SECRET: expect.stringMatching(/^[\w-]{32}$/),
    });
  });

  it('refuses an authorization request without PKCE, and one for another redirect URI', async () => {
    const base = {
      client_id: provider.clientId,
      response_type: 'code',
      scope: 'openid email',
      state: 's'.repeat(20),
      nonce: 'n'.repeat(20),
    };
    const noPkce = await fetch(
      `${provider.issuer}/auth?${new URLSearchParams({ ...base, redirect_uri: REDIRECT })}`,
      {
        redirect: 'manual',
      },
    );
    expect(new URL(noPkce.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');

    const elsewhere = await fetch(
      `${provider.issuer}/auth?${new URLSearchParams({
        ...base,
        redirect_uri: 'https://evil.example/callback',
        code_challenge: 'c'.repeat(43),
        code_challenge_method: 'S256',
      })}`,
      { redirect: 'manual' },
    );
    // Never sent to an unregistered address: the provider answers the error itself.
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.headers.get('location')).toBeNull();
  });
});
