/**
 * The pieces of the Google sign-in that need no provider, and what it does with an account whose
 * address the provider vouched for when that account has (or, for staff, lacks) a second factor.
 * The flow itself, against the local development identity provider, is tested through the gateway
 * (gateway/test/rest-google.test.ts).
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, closeRedis, connectRedis } from '@smarthome/service-kit';
import { ro } from '../messages.js';
import { startAuth, type AuthHarness } from '../../test/helpers.js';
import { clearedFlowCookie, flowCookie } from './google.cookies.js';
import { CONFIRMATION_TTL_SECONDS, GoogleConfirmations } from './google.confirmations.js';
import { GoogleSignIn, sitePath, type GoogleSignInDeps } from './google.service.js';

describe('sitePath (returnTo)', () => {
  it('keeps a path on this site, with its query', () => {
    expect(sitePath('/dashboard')).toBe('/dashboard');
    expect(sitePath('/blog/3/titlu?x=1#y')).toBe('/blog/3/titlu?x=1#y');
  });

  it('refuses anything that could leave the site or is not a path', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'dashboard',
      '/a\nb',
      '/a\\b',
      `/${'x'.repeat(600)}`,
      42,
      null,
    ]) {
      expect(sitePath(value)).toBeNull();
    }
  });
});

describe('the flow cookie', () => {
  it('is HttpOnly, SameSite=Lax (the provider comes back cross-site), 10 minutes', () => {
    expect(flowCookie({ name: 'session', secure: false }, 'abc')).toBe(
      'google-flow=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=600',
    );
  });

  it('is __Host- and Secure in production, like the session cookie', () => {
    expect(flowCookie({ name: '__Host-session', secure: true }, 'abc')).toBe(
      '__Host-google-flow=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=600; Secure',
    );
    expect(clearedFlowCookie({ name: '__Host-session', secure: true })).toBe(
      '__Host-google-flow=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure',
    );
  });
});

describe('GoogleSignIn without OIDC_* configured', () => {
  // Nothing else is reached: the missing configuration is checked first.
  const signIn = new GoogleSignIn({ client: null } as unknown as GoogleSignInDeps);
  const meta = { ip: '127.0.0.1', userAgent: null };

  it('is disabled, and start and complete answer NOT_FOUND with reason temporarily_unavailable', async () => {
    expect(signIn.enabled).toBe(false);
    for (const attempt of [signIn.start('/', meta), signIn.complete('id', 'code=x&state=y', meta)]) {
      const error = await attempt.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'NOT_FOUND', details: { reason: 'temporarily_unavailable' } });
    }
  });
});

describe('a provider-verified address and the second factor', () => {
  let auth: AuthHarness;
  const meta = { ip: '127.0.0.1', userAgent: null };
  const identity = (email: string) => ({ email, firstName: 'G', lastName: 'Oogle', provider: 'google' });
  const stored = (email: string) => auth.db.collection('users').findOne({ email });

  beforeAll(async () => {
    auth = await startAuth();
  });
  afterAll(async () => {
    await auth?.stop();
  });

  async function withTotp(email: string, role: 'user' | 'installer'): Promise<string[]> {
    await auth.createUser({ email, role });
    const token = await auth.bearer(email);
    const setup = await auth.gql<{ startTotpSetup: { secret: string } }>(
      'mutation { startTotpSetup { secret } }',
      {},
      { token },
    );
    const { secret } = setup.data!.startTotpSetup;
    const code = await generate({ secret, epoch: Math.floor(auth.clock() / 1000) });
    const confirmed = await auth.gql<{ confirmTotpSetup: { recoveryCodes: string[] } }>(
      'mutation ($code: String!) { confirmTotpSetup(code: $code) { recoveryCodes } }',
      { code },
      { token },
    );
    return confirmed.data!.confirmTotpSetup.recoveryCodes;
  }

  it('answers the challenge of the password sign-in for an account with TOTP, and links it after the code', async () => {
    const email = 'installer-google-totp@example.ro';
    const [recoveryCode] = await withTotp(email, 'installer');
    const { sessions, secondFactor } = auth.app.authServices;
    const refused = await sessions
      .signInVerifiedEmail(identity(email), meta, 'cookie')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'UNAUTHENTICATED',
      details: { reason: 'SECOND_FACTOR_REQUIRED', challenge: expect.any(String) },
    });
    expect((await stored(email))?.authProvider).toBeNull();

    const challenge = (refused as AppError).details!.challenge as string;
    const { user, token } = await secondFactor.completeLogin({ challenge, code: recoveryCode }, meta);
    expect(token.kind).toBe('cookie');
    expect(user).toMatchObject({ email, authProvider: 'google' });
    expect((await stored(email))?.authProvider).toBe('google');
  });

  it('does not link nor sign in an installer or admin without TOTP, and still signs in a customer', async () => {
    const { sessions } = auth.app.authServices;
    for (const role of ['installer', 'admin'] as const) {
      const email = `${role}-google-plain@example.ro`;
      await auth.createUser({ email, role });
      await expect(sessions.signInVerifiedEmail(identity(email), meta, 'cookie')).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: ro.providerNeedsStaffSecondFactor,
      });
      expect((await stored(email))?.authProvider).toBeNull();
      expect(
        await auth.db.collection('sessions').countDocuments({ userId: (await stored(email))!._id }),
      ).toBe(0);
    }
    await auth.createUser({ email: 'customer-google-plain@example.ro' });
    const customer = await sessions.signInVerifiedEmail(
      identity('customer-google-plain@example.ro'),
      meta,
      'cookie',
    );
    expect(customer.user).toMatchObject({ role: 'user', authProvider: 'google' });
  });

  it('keeps a confirmation with Google for its session only, 5 minutes, and gives it once', async () => {
    const redis = connectRedis({ url: auth.infra.redis.url });
    try {
      const confirmations = new GoogleConfirmations(redis);
      await confirmations.record('session-a');
      expect(await redis.ttl('auth:google:confirmed:session-a')).toBe(CONFIRMATION_TTL_SECONDS);
      expect(await confirmations.take('session-b')).toBe(false);
      expect(await confirmations.take('session-a')).toBe(true);
      expect(await confirmations.take('session-a')).toBe(false);
    } finally {
      await closeRedis(redis);
    }
  });
});
