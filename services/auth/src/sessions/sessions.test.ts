import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import argon2 from 'argon2';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { errorCodes } from '@smarthome/service-kit/testing';
import { parseArgon2Hash } from '../security/passwords.js';
import {
  fakeClock,
  LOGIN,
  MINUTE,
  PASSWORD,
  randomIp,
  sessionCookieOf,
  setCookies,
  startAuth,
  type AuthHarness,
} from '../../test/helpers.js';

const ME = /* GraphQL */ `
  query Me {
    me {
      id
      email
      role
    }
  }
`;
const LOGOUT = /* GraphQL */ `
  mutation Logout {
    logout
  }
`;
const RENEW = /* GraphQL */ `
  mutation Renew {
    renewSession {
      expiresAt
      token
    }
  }
`;

let auth: AuthHarness;
const clock = fakeClock();

beforeAll(async () => {
  auth = await startAuth({}, { clock });
});

afterAll(async () => {
  await auth?.stop();
});

type LoginData = { login: { user: { id: string; email: string }; expiresAt: string; token: string | null } };
const login = (email: string, password: string, options: { bearer?: boolean; ip?: string } = {}) =>
  auth.gql<LoginData>(
    LOGIN,
    { email, password, bearer: options.bearer ?? false },
    { ip: options.ip ?? randomIp() },
  );

describe('mutation login', () => {
  it('signs in with e-mail (any case, spaces around) and password: HttpOnly Lax cookie, no token in the answer', async () => {
    const id = await auth.createUser({ email: 'ana@example.ro', role: 'installer' });
    const response = await login('  Ana@Example.RO ', PASSWORD);
    expect(response.errors).toBeUndefined();
    expect(response.data!.login).toMatchObject({ user: { id, email: 'ana@example.ro' }, token: null });
    const [cookie, hint] = setCookies(response);
    expect(cookie).toMatch(/^session=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=3600$/);
    expect(cookie).not.toContain('Secure');
    // The hint the page reads: no token in it, the session cookie's attributes but HttpOnly.
    expect(hint).toBe('signed_in=1; Path=/; SameSite=Lax; Max-Age=3600');

    const me = await auth.gql(ME, undefined, { cookie: sessionCookieOf(response) });
    expect(me.data).toEqual({ me: { id, email: 'ana@example.ro', role: 'installer' } });
  });

  it('answers the token to API clients that ask (bearer: true), and sets no cookie', async () => {
    await auth.createUser({ email: 'api@example.ro' });
    const response = await login('api@example.ro', PASSWORD, { bearer: true });
    expect(setCookies(response)).toEqual([]);
    const token = response.data!.login.token!;
    expect((await auth.gql(ME, undefined, { token })).data).toMatchObject({
      me: { email: 'api@example.ro' },
    });
  });

  it('signs ES256 tokens with kid, issuer, audience and the claims sub, email, names, role, sid; 1 h by default', async () => {
    const id = await auth.createUser({ email: 'claims@example.ro', role: 'admin' });
    await auth.db
      .collection('users')
      .updateOne({ email: 'claims@example.ro' }, { $set: { firstName: 'Ioana', lastName: 'Rusu' } });
    const response = await login('claims@example.ro', PASSWORD, { bearer: true });
    const token = response.data!.login.token!;
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: expect.any(String), typ: 'JWT' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: id,
      email: 'claims@example.ro',
      given_name: 'Ioana',
      family_name: 'Rusu',
      role: 'admin',
      sid: expect.stringMatching(/^[\w-]{20,}$/),
      iss: 'smarthome-auth',
      aud: 'smarthome',
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(response.data!.login.expiresAt).toBe(new Date(claims.exp! * 1000).toISOString());
    expect(JSON.stringify(response)).not.toMatch(/passwordHash|argon2/);
  });

  it('gives the same answer for an unknown e-mail, a wrong password and an account without password', async () => {
    await auth.createUser({ email: 'same@example.ro' });
    await auth.db.collection('users').updateOne({ email: 'same@example.ro' }, { $set: { attemptsLeft: 5 } });
    await auth.db.collection('users').insertOne({
      email: 'google@example.ro',
      firstName: 'G',
      lastName: 'G',
      role: 'user',
      active: true,
      authProvider: 'google',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const answers = await Promise.all([
      login('nobody@example.ro', PASSWORD),
      login('same@example.ro', 'wrong-password'),
      login('google@example.ro', PASSWORD),
    ]);
    for (const answer of answers) {
      expect(answer.errors).toEqual([
        expect.objectContaining({
          message: 'Email sau parolă incorectă.',
          extensions: { code: 'UNAUTHENTICATED' },
        }),
      ]);
      expect(setCookies(answer)).toEqual([]);
    }
  });

  it('tells the owner of the right password that the account is inactive, and opens no session', async () => {
    await auth.createUser({ email: 'inactive@example.ro', active: false });
    const wrong = await login('inactive@example.ro', 'not-the-password');
    expect(wrong.errors?.[0]?.message).toBe('Email sau parolă incorectă.');
    const right = await login('inactive@example.ro', PASSWORD);
    expect(right.errors).toEqual([
      expect.objectContaining({
        message: 'Contul nu este activ. Folosiți linkul de activare primit pe e-mail.',
        extensions: { code: 'FORBIDDEN' },
      }),
    ]);
    expect(setCookies(right)).toEqual([]);
  });

  it('refuses inputs that are not strings (NoSQL injection) or too long with BAD_USER_INPUT, never a match', async () => {
    await auth.createUser({ email: 'target@example.ro' });
    const injected = await auth.gql(LOGIN, { email: { $gt: '' }, password: { $ne: null } });
    expect(errorCodes(injected)).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT']);
    expect(injected.data).toBeUndefined();

    const inline = await auth.gql(
      'mutation { login(email: "target@example.ro", password: {a: 1}) { token } }',
    );
    expect(errorCodes(inline)).toEqual(['GRAPHQL_VALIDATION_FAILED']);

    const long = await login(`${'a'.repeat(250)}@example.ro`, 'x'.repeat(201));
    expect(long.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      details: {
        errors: [
          { field: 'email', msg: 'Email-ul poate avea cel mult 254 caractere' },
          { field: 'password', msg: 'Parola poate avea cel mult 200 caractere' },
        ],
      },
    });
    const empty = await login('', '');
    expect(empty.errors?.[0]?.extensions?.details).toEqual({
      errors: [
        { field: 'email', msg: 'Email-ul este obligatoriu' },
        { field: 'password', msg: 'Parola este obligatorie' },
      ],
    });
  });

  it('rate-limits sign-in attempts per client address (20 per 10 minutes), with retryAfter', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 20; i += 1) {
      expect(errorCodes(await login(`nobody${i}@example.ro`, 'whatever', { ip }))).toEqual([
        'UNAUTHENTICATED',
      ]);
    }
    const limited = await login('nobody@example.ro', 'whatever', { ip });
    expect(limited.errors?.[0]).toMatchObject({
      message: 'Prea multe încercări. Vă rugăm să încercați din nou mai târziu.',
      extensions: { code: 'RATE_LIMITED', details: { retryAfter: expect.any(Number) } },
    });
    // Another address is not affected; the same one is again in the next window.
    expect(errorCodes(await login('nobody@example.ro', 'whatever', { ip: '198.51.100.8' }))).toEqual([
      'UNAUTHENTICATED',
    ]);
    clock.advance(10 * MINUTE);
    expect(errorCodes(await login('nobody@example.ro', 'whatever', { ip }))).toEqual(['UNAUTHENTICATED']);
  });

  it('counts only the wrong guesses against the address: signing in with the right password is never limited', async () => {
    const ip = '198.51.100.9';
    await auth.createUser({ email: 'often@example.ro' });
    for (let i = 0; i < 25; i += 1) {
      expect(errorCodes(await login('often@example.ro', PASSWORD, { ip })), `sign-in ${i + 1}`).toEqual([]);
    }
    for (let i = 0; i < 20; i += 1) {
      expect(errorCodes(await login(`nobody${i}@example.ro`, 'whatever', { ip }))).toEqual([
        'UNAUTHENTICATED',
      ]);
    }
    expect(errorCodes(await login('often@example.ro', PASSWORD, { ip }))).toEqual(['RATE_LIMITED']);
  });
});

describe('stored password hashes', () => {
  it('a hash weaker than today’s parameters is replaced at the next successful sign-in', async () => {
    const weak = await argon2.hash(PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
    });
    await auth.createUser({ email: 'weak@example.ro' });
    await auth.db
      .collection('users')
      .updateOne({ email: 'weak@example.ro' }, { $set: { passwordHash: weak } });
    expect((await login('weak@example.ro', PASSWORD)).errors).toBeUndefined();
    const stored = (await auth.db.collection('users').findOne({ email: 'weak@example.ro' }))!
      .passwordHash as string;
    expect(parseArgon2Hash(stored)).toMatchObject({ type: 'argon2id', memoryCost: 19_456, timeCost: 2 });
    expect((await login('weak@example.ro', PASSWORD)).errors).toBeUndefined();
  });
});

describe('lock-out after failed sign-ins', () => {
  const email = 'locked@example.ro';
  const fail = () => login(email, 'wrong-password');
  const succeed = () => login(email, PASSWORD);
  const lockedUntil = async () =>
    ((await auth.db.collection('users').findOne({ email }))?.lockedUntil as Date | null | undefined) ?? null;

  it('locks for 1 minute after 5 failures, then 2, 4 … capped at 15, with the same answer as a wrong password', async () => {
    await auth.createUser({ email, firstName: 'Lia' });
    for (let i = 0; i < 4; i += 1) expect(errorCodes(await fail())).toEqual(['UNAUTHENTICATED']);
    expect(await lockedUntil()).toBeNull();
    await fail(); // the fifth
    const start = clock();
    expect((await lockedUntil())?.getTime()).toBe(start + MINUTE);

    // Locked: even the right password gets the generic answer, and no session.
    const during = await succeed();
    expect(during.errors?.[0]?.message).toBe('Email sau parolă incorectă.');
    expect(setCookies(during)).toEqual([]);

    clock.advance(MINUTE - 1);
    expect((await succeed()).errors?.[0]?.message).toBe('Email sau parolă incorectă.');
    clock.advance(1);
    // Lock over: one attempt; it fails, so the next lock lasts twice as long.
    await fail();
    expect((await lockedUntil())?.getTime()).toBe(clock() + 2 * MINUTE);
    for (const minutes of [4, 8, 15, 15]) {
      clock.set((await lockedUntil())!.getTime());
      await fail();
      expect((await lockedUntil())?.getTime()).toBe(clock() + minutes * MINUTE);
    }
  });

  it('mails the owner once per streak (user.locked_out with the end of the lock)', async () => {
    const events = (await auth.events('user.locked_out')).filter((event) => event.payload.email === email);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toEqual({
      userId: expect.any(String),
      email,
      firstName: 'Lia',
      until: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('a success after the lock ends clears the counter: five more failures before the next lock', async () => {
    clock.set((await lockedUntil())!.getTime());
    expect((await succeed()).errors).toBeUndefined();
    for (let i = 0; i < 4; i += 1) await fail();
    expect(await lockedUntil()).toBeNull();
    await fail();
    expect((await lockedUntil())?.getTime()).toBe(clock() + MINUTE);
  });

  it('parallel attempts cannot try more passwords than the allowance', async () => {
    const racer = 'racer@example.ro';
    await auth.createUser({ email: racer });
    expect(errorCodes(await login(racer, 'wrong-password'))).toEqual(['UNAUTHENTICATED']);
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(racer, 'wrong-password')));
    expect(answers.every((answer) => errorCodes(answer)[0] === 'UNAUTHENTICATED')).toBe(true);
    const record = await auth.db.collection('users').findOne({ email: racer });
    // Exactly one lock-out: the 4 attempts left failed and locked, the 8 others were refused unchecked
    // (a second lock-out would mean a sixth password was tried).
    expect(record).toMatchObject({ lockouts: 1, attemptsLeft: 1 });
    expect(errorCodes(await login(racer, PASSWORD))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('logout and renewal', () => {
  it('logout revokes the session at once (the same token is anonymous) and clears the cookie', async () => {
    await auth.createUser({ email: 'bye@example.ro' });
    const response = await login('bye@example.ro', PASSWORD);
    const cookie = sessionCookieOf(response);
    expect((await auth.gql(ME, undefined, { cookie })).data).toMatchObject({
      me: { email: 'bye@example.ro' },
    });

    const out = await auth.gql(LOGOUT, undefined, { cookie });
    expect(out.data).toEqual({ logout: true });
    expect(setCookies(out)).toEqual([
      'session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      'signed_in=; Path=/; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
    expect((await auth.gql(ME, undefined, { cookie })).data).toEqual({ me: null });
    // Logging out again (or anonymously) is harmless.
    expect((await auth.gql(LOGOUT)).data).toEqual({ logout: true });
  });

  it('renewSession issues a later token for the same session, up to the session’s maximum age', async () => {
    await auth.createUser({ email: 'renew@example.ro' });
    const token = (await login('renew@example.ro', PASSWORD, { bearer: true })).data!.login.token!;
    clock.advance(40 * MINUTE);
    const renewed = await auth.gql<{ renewSession: { token: string; expiresAt: string } }>(RENEW, undefined, {
      token,
    });
    const next = renewed.data!.renewSession.token;
    expect(decodeJwt(next).sid).toBe(decodeJwt(token).sid);
    expect(decodeJwt(next).exp! - decodeJwt(token).exp!).toBe(40 * 60);

    // Past the old token's expiry the new one still works, the old one not.
    clock.advance(30 * MINUTE);
    expect((await auth.gql(ME, undefined, { token })).data).toEqual({ me: null });
    expect((await auth.gql(ME, undefined, { token: next })).data).toMatchObject({
      me: { email: 'renew@example.ro' },
    });

    // A cookie session gets a new cookie instead of a token.
    const cookie = sessionCookieOf(await login('renew@example.ro', PASSWORD));
    const byCookie = await auth.gql<{ renewSession: { token: string | null } }>(RENEW, undefined, { cookie });
    expect(byCookie.data!.renewSession.token).toBeNull();
    expect(setCookies(byCookie)).toEqual([
      expect.stringMatching(/^session=.+; Max-Age=3600$/),
      'signed_in=1; Path=/; SameSite=Lax; Max-Age=3600',
    ]);
  });

  it('renewSession over a cookie that no longer verifies (logged out elsewhere) drops the cookie and its hint', async () => {
    await auth.createUser({ email: 'gone@example.ro' });
    const cookie = sessionCookieOf(await login('gone@example.ro', PASSWORD));
    await auth.gql(LOGOUT, undefined, { cookie });
    const renewed = await auth.gql(RENEW, undefined, { cookie: `${cookie}; signed_in=1` });
    expect(renewed.data).toEqual({ renewSession: null });
    expect(setCookies(renewed).map((value) => value.split(';')[0])).toEqual(['session=', 'signed_in=']);
  });

  it('renewal stops at SESSION_MAX_AGE (7 days): the session then ends', async () => {
    await auth.createUser({ email: 'old@example.ro' });
    let token = (await login('old@example.ro', PASSWORD, { bearer: true })).data!.login.token!;
    for (let hour = 1; hour <= 7 * 24; hour += 1) {
      clock.advance(60 * MINUTE - 1000);
      const renewed = await auth.gql<{ renewSession: { token: string } | null }>(RENEW, undefined, { token });
      if (!renewed.data!.renewSession) break;
      token = renewed.data!.renewSession.token;
    }
    const claims = decodeJwt(token);
    clock.set(claims.exp! * 1000 + 1000);
    expect((await auth.gql(RENEW, undefined, { token })).data).toEqual({ renewSession: null });
  }, 60_000);

  it('renewSession is null for anonymous callers', async () => {
    expect((await auth.gql(RENEW)).data).toEqual({ renewSession: null });
  });
});

describe('cookies in production (COOKIE_SECURE)', () => {
  it('are Secure with the __Host- prefix', async () => {
    const secure = await startAuth({ COOKIE_SECURE: 'true', AUTH_SESSION_COOKIE: '__Host-session' });
    try {
      await secure.createUser({ email: 'prod@example.ro' });
      const response = await secure.gql(LOGIN, { email: 'prod@example.ro', password: PASSWORD });
      expect(setCookies(response)).toEqual([
        expect.stringMatching(
          /^__Host-session=[\w.-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=3600; Secure$/,
        ),
        'signed_in=1; Path=/; SameSite=Lax; Max-Age=3600; Secure',
      ]);
      const cookie = sessionCookieOf(response, '__Host-session');
      expect((await secure.gql(ME, undefined, { cookie })).data).toMatchObject({
        me: { email: 'prod@example.ro' },
      });
      const out = await secure.gql(LOGOUT, undefined, { cookie });
      expect(setCookies(out)).toEqual([
        expect.stringMatching(/^__Host-session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0; .*; Secure$/),
        expect.stringMatching(/^signed_in=; Path=\/; SameSite=Lax; Max-Age=0; .*; Secure$/),
      ]);
    } finally {
      await secure.stop();
    }
  });
});

describe('signInVerifiedEmail (the seam of the Google sign-in)', () => {
  it('creates an active account marked with the provider, or signs in the existing one and marks it', async () => {
    const meta = { ip: '127.0.0.1', userAgent: null };
    const { sessions } = auth.app.authServices;
    const first = await sessions.signInVerifiedEmail(
      { email: 'New@Gmail.com', firstName: 'Nou', lastName: 'Venit', provider: 'google' },
      meta,
      'bearer',
    );
    expect(first).toMatchObject({
      created: true,
      user: { email: 'new@gmail.com', active: true, role: 'user', authProvider: 'google' },
    });
    expect((await auth.gql(ME, undefined, { token: first.token.token })).data).toMatchObject({
      me: { email: 'new@gmail.com' },
    });
    expect(
      (await auth.events('user.role_changed')).some((event) => event.payload.email === 'new@gmail.com'),
    ).toBe(true);

    await auth.createUser({ email: 'both@example.ro' });
    const linked = await sessions.signInVerifiedEmail(
      { email: 'both@example.ro', firstName: 'x', lastName: 'y', provider: 'google' },
      meta,
      'bearer',
    );
    expect(linked).toMatchObject({
      created: false,
      user: { email: 'both@example.ro', authProvider: 'google', firstName: 'Ana' },
    });
    // The password still works too.
    expect((await login('both@example.ro', PASSWORD)).errors).toBeUndefined();

    await auth.createUser({ email: 'closed@example.ro', active: false });
    await expect(
      sessions.signInVerifiedEmail(
        { email: 'closed@example.ro', firstName: '', lastName: '', provider: 'google' },
        meta,
        'cookie',
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
