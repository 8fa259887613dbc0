/**
 * The second factor (TOTP and recovery codes) against the real service: setup and confirmation,
 * the two-step sign-in (cookie and bearer), replays, the challenge's lifetime and its 5 wrong
 * codes, the lock-out, recovery codes, turning it off, new codes, and what is stored. Codes are
 * computed with the same TOTP library at the service's clock, which the test moves.
 */
import { Types } from 'mongoose';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, type GraphQLResponse } from '@smarthome/service-kit/testing';
import { RECOVERY_CODE_COUNT, SECOND_FACTOR_MESSAGES } from '../src/second-factor/second-factor.service.js';
import { fakeClock, LOGIN, MINUTE, PASSWORD, setCookies, startAuth, type AuthHarness } from './helpers.js';

const SETUP = 'mutation { startTotpSetup { secret otpauthUri qrCodeSvg } }';
const CONFIRM = 'mutation ($code: String!) { confirmTotpSetup(code: $code) { recoveryCodes } }';
const COMPLETE = /* GraphQL */ `
  mutation ($challenge: String!, $code: String!) {
    completeSecondFactorLogin(challenge: $challenge, code: $code) {
      user {
        id
        email
      }
      expiresAt
      token
    }
  }
`;
const DISABLE =
  'mutation ($password: String!, $code: String!) { disableTotp(password: $password, code: $code) }';
const REGENERATE =
  'mutation ($password: String!, $code: String!) { regenerateRecoveryCodes(password: $password, code: $code) { recoveryCodes } }';
const STATUS = '{ mySecondFactor { totp recoveryCodesLeft required } }';

interface Completed {
  completeSecondFactorLogin: { user: { id: string; email: string }; token: string | null };
}

let auth: AuthHarness;
// On a step boundary (+1 s), so that a code stays current until the test moves the clock.
const clock = fakeClock(Math.floor(Date.now() / 30_000) * 30_000 + 1000);
let counter = 0;

beforeAll(async () => {
  auth = await startAuth({ LOCKOUT_THRESHOLD: '10' }, { clock });
});

afterAll(async () => {
  await auth?.stop();
});

/** The current TOTP code of a secret at the service's clock (plus `offsetMs`). */
function totp(secret: string, offsetMs = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor((clock() + offsetMs) / 1000) });
}

async function nextStep(): Promise<void> {
  clock.advance(30_000);
}

function details(response: GraphQLResponse<unknown>): Record<string, unknown> {
  return (response.errors?.[0]?.extensions?.details ?? {}) as Record<string, unknown>;
}

/** A password sign-in that must stop at the second factor; answers the challenge. */
async function challengeOf(email: string, bearer = false): Promise<string> {
  const response = await auth.gql(LOGIN, { email, password: PASSWORD, bearer });
  expect(errorCodes(response)).toEqual(['UNAUTHENTICATED']);
  expect(details(response).reason).toBe('SECOND_FACTOR_REQUIRED');
  expect(setCookies(response)).toEqual([]);
  return details(response).challenge as string;
}

function complete(challenge: string, code: string) {
  return auth.gql<Completed>(COMPLETE, { challenge, code });
}

/** A fresh account with TOTP on: its id, e-mail, secret, recovery codes and a bearer token. */
async function enrolled() {
  const email = `totp${(counter += 1)}@example.ro`;
  const id = await auth.createUser({ email });
  const token = await auth.bearer(email);
  const setup = await auth.gql<{ startTotpSetup: { secret: string } }>(SETUP, {}, { token });
  const { secret } = setup.data!.startTotpSetup;
  const confirmed = await auth.gql<{ confirmTotpSetup: { recoveryCodes: string[] } }>(
    CONFIRM,
    { code: await totp(secret) },
    { token },
  );
  expect(confirmed.errors).toBeUndefined();
  // The confirming code is spent: the next sign-in needs the next step's code.
  await nextStep();
  return { id, email, secret, token, recoveryCodes: confirmed.data!.confirmTotpSetup.recoveryCodes };
}

const stored = (id: string) => auth.db.collection('second_factors').findOne({ _id: new Types.ObjectId(id) });

describe('TOTP setup', () => {
  it('shows a base32 secret, its otpauth URI and a QR code, and is not on until confirmed', async () => {
    const email = 'setup@example.ro';
    await auth.createUser({ email });
    const token = await auth.bearer(email);
    const response = await auth.gql<{
      startTotpSetup: { secret: string; otpauthUri: string; qrCodeSvg: string };
    }>(SETUP, {}, { token });
    const { secret, otpauthUri, qrCodeSvg } = response.data!.startTotpSetup;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(otpauthUri.startsWith('otpauth://totp/')).toBe(true);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('SmartHome Iași');
    expect(decodeURIComponent(uri.pathname)).toContain('setup@example.ro');
    expect(qrCodeSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    expect((await auth.gql(STATUS, {}, { token })).data).toEqual({
      mySecondFactor: { totp: false, recoveryCodesLeft: 0, required: false },
    });
    // Not on yet: the password alone still signs in.
    expect((await auth.gql(LOGIN, { email, password: PASSWORD })).errors).toBeUndefined();
  });

  it('says whether the account has a password for a code to guard (one that signs in with Google alone has none)', async () => {
    const email = 'only-google@example.ro';
    await auth.createUser({ email, authProvider: 'google' });
    const token = await auth.bearer(email);
    const passwordSet = async () =>
      (
        await auth.gql<{ mySecondFactor: { passwordSet: boolean } }>(
          '{ mySecondFactor { passwordSet } }',
          {},
          { token },
        )
      ).data!.mySecondFactor.passwordSet;
    expect(await passwordSet()).toBe(true);
    await auth.db.collection('users').updateOne({ email }, { $unset: { passwordHash: 1 } });
    expect(await passwordSet()).toBe(false);
  });

  it('refuses a wrong code with nothing changed, then turns on with a right one and answers 10 distinct codes', async () => {
    const email = 'confirm@example.ro';
    const id = await auth.createUser({ email });
    const token = await auth.bearer(email);
    const setup = await auth.gql<{ startTotpSetup: { secret: string } }>(SETUP, {}, { token });
    const { secret } = setup.data!.startTotpSetup;
    const before = await stored(id);

    const wrong = await auth.gql(
      CONFIRM,
      { code: (Number(await totp(secret)) + 1).toString().padStart(6, '0').slice(-6) },
      { token },
    );
    expect(errorCodes(wrong)).toEqual(['BAD_USER_INPUT']);
    expect(wrong.errors![0]!.message).toBe(SECOND_FACTOR_MESSAGES.wrongCode);
    expect(await stored(id)).toEqual(before);

    const confirmed = await auth.gql<{ confirmTotpSetup: { recoveryCodes: string[] } }>(
      CONFIRM,
      { code: await totp(secret) },
      { token },
    );
    const codes = confirmed.data!.confirmTotpSetup.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await auth.gql(STATUS, {}, { token })).data).toEqual({
      mySecondFactor: { totp: true, recoveryCodesLeft: 10, required: false },
    });
    // A second setup while on is refused.
    expect(errorCodes(await auth.gql(SETUP, {}, { token }))).toEqual(['CONFLICT']);
  });

  it('stores the secret encrypted and the recovery codes only as keyed hashes', async () => {
    const { id, secret, recoveryCodes } = await enrolled();
    const document = await stored(id);
    const raw = JSON.stringify(document);
    expect(raw).not.toContain(secret);
    expect(raw.toLowerCase()).not.toContain(secret.toLowerCase());
    for (const code of recoveryCodes) {
      expect(raw).not.toContain(code);
      expect(raw).not.toContain(code.replace('-', ''));
    }
    expect(document!.totpSecret).toMatch(/^dev\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(document!.recoveryCodes).toHaveLength(10);
    expect(document!.recoveryCodes[0]).toEqual({
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      kid: 'dev',
      usedAt: null,
    });
  });
});

describe('sign-in with a second factor', () => {
  it('answers a challenge instead of a session, and the session cookie after a current code', async () => {
    const { id, email, secret } = await enrolled();
    const challenge = await challengeOf(email);
    const response = await complete(challenge, await totp(secret));
    expect(response.errors).toBeUndefined();
    expect(response.data!.completeSecondFactorLogin).toMatchObject({ user: { id, email }, token: null });
    expect(setCookies(response).some((cookie) => cookie.startsWith('session='))).toBe(true);
    expect(setCookies(response).some((cookie) => cookie.startsWith('signed_in=1'))).toBe(true);
    // The challenge is spent.
    await nextStep();
    expect(errorCodes(await complete(challenge, await totp(secret)))).toEqual(['UNAUTHENTICATED']);
  });

  it('gives an API client the challenge too, and the token after the code', async () => {
    const { email, secret } = await enrolled();
    const challenge = await challengeOf(email, true);
    const response = await complete(challenge, await totp(secret));
    const token = response.data!.completeSecondFactorLogin.token!;
    expect(token).toEqual(expect.any(String));
    expect(setCookies(response)).toEqual([]);
    expect((await auth.gql(STATUS, {}, { token })).data).toEqual({
      mySecondFactor: { totp: true, recoveryCodesLeft: 10, required: false },
    });
  });

  it('accepts a TOTP code once: its replay within the window is refused', async () => {
    const { email, secret } = await enrolled();
    const code = await totp(secret);
    expect((await complete(await challengeOf(email), code)).errors).toBeUndefined();
    const replay = await complete(await challengeOf(email), code);
    expect(errorCodes(replay)).toEqual(['UNAUTHENTICATED']);
    expect(replay.errors![0]!.message).toBe(SECOND_FACTOR_MESSAGES.wrongCode);
    // Nor a code of an earlier step, still inside the ±30 s tolerance.
    clock.advance(30_000);
    expect(errorCodes(await complete(await challengeOf(email), code))).toEqual(['UNAUTHENTICATED']);
    expect((await complete(await challengeOf(email), await totp(secret))).errors).toBeUndefined();
  });

  it('lets a challenge last 5 minutes', async () => {
    const { email, secret } = await enrolled();
    const challenge = await challengeOf(email);
    clock.advance(5 * MINUTE + 1000);
    const late = await complete(challenge, await totp(secret));
    expect(errorCodes(late)).toEqual(['UNAUTHENTICATED']);
    expect(late.errors![0]!.message).toBe(SECOND_FACTOR_MESSAGES.challengeInvalid);
    const fresh = await challengeOf(email);
    clock.advance(4 * MINUTE);
    expect((await complete(fresh, await totp(secret))).errors).toBeUndefined();
  });

  it('kills a challenge after 5 wrong codes; the wrong codes count toward the lock-out, the right passwords do not', async () => {
    const { id, email, secret } = await enrolled();
    const wrong = async () => (Number(await totp(secret, 5 * MINUTE)) ^ 1).toString().padStart(6, '0');
    const first = await challengeOf(email);
    for (let i = 0; i < 5; i += 1) {
      const response = await complete(first, i % 2 === 0 ? await wrong() : 'abcde-fghij');
      expect(response.errors![0]!.message).toBe(SECOND_FACTOR_MESSAGES.wrongCode);
    }
    const dead = await complete(first, await totp(secret));
    expect(dead.errors![0]!.message).toBe(SECOND_FACTOR_MESSAGES.challengeInvalid);
    expect(await auth.db.collection('users').findOne({ _id: new Types.ObjectId(id) })).toMatchObject({
      attemptsLeft: 5,
    });

    // LOCKOUT_THRESHOLD is 10 here. The right password is no failure, and no success either: it
    // takes 10 wrong codes to lock, over as many sign-ins as they are spread across.
    const second = await challengeOf(email);
    for (let i = 0; i < 4; i += 1) await complete(second, await wrong());
    const third = await challengeOf(email);
    expect(await auth.db.collection('users').findOne({ _id: new Types.ObjectId(id) })).toMatchObject({
      attemptsLeft: 1,
      lockedUntil: null,
    });
    await complete(third, await wrong());
    const account = await auth.db.collection('users').findOne({ _id: new Types.ObjectId(id) });
    expect(account!.lockedUntil).toBeInstanceOf(Date);
    // Locked: even the right code is refused, like the password is.
    const locked = await complete(third, await totp(secret));
    expect(locked.errors![0]!.message).toBe(SECOND_FACTOR_MESSAGES.wrongCode);
    expect(errorCodes(await auth.gql(LOGIN, { email, password: PASSWORD }))).toEqual(['UNAUTHENTICATED']);
    expect((await auth.events('user.locked_out')).some((event) => event.payload.email === email)).toBe(true);

    clock.advance(MINUTE + 1000);
    const signedIn = await complete(third, await totp(secret));
    expect(signedIn.errors).toBeUndefined();
    // The success ends the streak.
    expect(await auth.db.collection('users').findOne({ _id: new Types.ObjectId(id) })).toMatchObject({
      attemptsLeft: 10,
      lockedUntil: null,
    });
  });

  it('takes an unused recovery code once (in any case, with or without its dash)', async () => {
    const { email, recoveryCodes } = await enrolled();
    const [code] = recoveryCodes as [string];
    const response = await complete(
      await challengeOf(email, true),
      ` ${code.toUpperCase().replace('-', '')} `,
    );
    expect(response.errors).toBeUndefined();
    const token = response.data!.completeSecondFactorLogin.token!;
    expect((await auth.gql(STATUS, {}, { token })).data).toEqual({
      mySecondFactor: { totp: true, recoveryCodesLeft: 9, required: false },
    });
    const again = await complete(await challengeOf(email), code);
    expect(errorCodes(again)).toEqual(['UNAUTHENTICATED']);
    expect((await complete(await challengeOf(email), recoveryCodes[1]!)).errors).toBeUndefined();
  });

  it('ends a challenge when the password is reset before the code', async () => {
    const { id, email, secret } = await enrolled();
    const challenge = await challengeOf(email);
    await auth.db
      .collection('users')
      .updateOne({ _id: new Types.ObjectId(id) }, { $inc: { sessionEpoch: 1 } });
    const response = await complete(challenge, await totp(secret));
    expect(response.errors![0]!.message).toBe(SECOND_FACTOR_MESSAGES.challengeInvalid);
  });

  it('refuses missing or malformed input as BAD_USER_INPUT', async () => {
    expect(errorCodes(await complete('', '123456'))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await complete('x', ''))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await complete('x'.repeat(65), '123456'))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await complete('unknown', '123456'))).toEqual(['UNAUTHENTICATED']);
  });

  it('rate-limits codes per client address like the password step (20 per 10 minutes)', async () => {
    const ip = '198.51.100.21';
    const attempt = (from: string) =>
      auth.gql(COMPLETE, { challenge: `guess${(counter += 1)}`, code: '123456' }, { ip: from });
    for (let i = 0; i < 20; i += 1) expect(errorCodes(await attempt(ip))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await attempt(ip))).toEqual(['RATE_LIMITED']);
    // Another address is not affected, and the password step keeps a bucket of its own.
    expect(errorCodes(await attempt('198.51.100.22'))).toEqual(['UNAUTHENTICATED']);
    const { email } = await enrolled();
    expect(details(await auth.gql(LOGIN, { email, password: PASSWORD, bearer: false }, { ip })).reason).toBe(
      'SECOND_FACTOR_REQUIRED',
    );
    clock.advance(10 * MINUTE);
    expect(errorCodes(await attempt(ip))).toEqual(['UNAUTHENTICATED']);
  });

  it('counts only the wrong codes against the address: a right code gives its attempt back', async () => {
    // At the start of a window, so that the steps below all fall in the same one.
    clock.advance(10 * MINUTE - (clock() % (10 * MINUTE)) + 1000);
    const ip = '198.51.100.23';
    const { email, secret } = await enrolled();
    const guess = () => auth.gql(COMPLETE, { challenge: `guess${(counter += 1)}`, code: '123456' }, { ip });
    const signIn = async () => {
      const first = await auth.gql(LOGIN, { email, password: PASSWORD, bearer: false }, { ip });
      const code = await totp(secret);
      const completed = await auth.gql(COMPLETE, { challenge: details(first).challenge, code }, { ip });
      // A code is spent once: the next sign-in uses the next step's.
      await nextStep();
      return completed;
    };
    for (let i = 0; i < 19; i += 1) expect(errorCodes(await guess())).toEqual(['UNAUTHENTICATED']);
    for (let i = 0; i < 3; i += 1) expect(errorCodes(await signIn()), `sign-in ${i + 1}`).toEqual([]);
    expect(errorCodes(await guess())).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await guess())).toEqual(['RATE_LIMITED']);
  });
});

describe('turning TOTP off and new recovery codes', () => {
  it('wants the password (400 when missing, 401 when wrong) and a code', async () => {
    const { email, secret, token } = await enrolled();
    expect(
      errorCodes(await auth.gql(DISABLE, { password: '', code: await totp(secret) }, { token })),
    ).toEqual(['BAD_USER_INPUT']);
    const wrongPassword = await auth.gql(
      DISABLE,
      { password: 'not-the-password', code: await totp(secret) },
      { token },
    );
    expect(errorCodes(wrongPassword)).toEqual(['UNAUTHENTICATED']);
    expect(wrongPassword.errors![0]!.message).toBe(SECOND_FACTOR_MESSAGES.wrongPasswordOrCode);
    expect(errorCodes(await auth.gql(DISABLE, { password: PASSWORD, code: '000000' }, { token }))).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect(errorCodes(await auth.gql(DISABLE, { password: PASSWORD }, { token }))).toEqual([
      'BAD_USER_INPUT',
    ]);
    expect(errorCodes(await auth.gql(DISABLE, { password: PASSWORD, code: await totp(secret) }))).toEqual([
      'UNAUTHENTICATED',
    ]);

    const off = await auth.gql(DISABLE, { password: PASSWORD, code: await totp(secret) }, { token });
    expect(off.data).toEqual({ disableTotp: true });
    expect((await auth.gql(STATUS, {}, { token })).data).toEqual({
      mySecondFactor: { totp: false, recoveryCodesLeft: 0, required: false },
    });
    // The password alone signs in again.
    expect((await auth.gql(LOGIN, { email, password: PASSWORD })).errors).toBeUndefined();
    expect(errorCodes(await auth.gql(DISABLE, { password: PASSWORD, code: '123456' }, { token }))).toEqual([
      'BAD_USER_INPUT',
    ]);
  });

  it('turns off with a recovery code as well', async () => {
    const { recoveryCodes, token } = await enrolled();
    const off = await auth.gql(DISABLE, { password: PASSWORD, code: recoveryCodes[3]! }, { token });
    expect(off.data).toEqual({ disableTotp: true });
  });

  it('replaces the recovery codes: the old ones stop working, the new ones sign in', async () => {
    const { email, secret, token, recoveryCodes } = await enrolled();
    const response = await auth.gql<{ regenerateRecoveryCodes: { recoveryCodes: string[] } }>(
      REGENERATE,
      { password: PASSWORD, code: await totp(secret) },
      { token },
    );
    const fresh = response.data!.regenerateRecoveryCodes.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(new Set(fresh).size).toBe(10);
    expect(fresh.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    expect(errorCodes(await complete(await challengeOf(email), recoveryCodes[0]!))).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect((await complete(await challengeOf(email), fresh[0]!)).errors).toBeUndefined();
    expect(
      errorCodes(
        await auth.gql(
          REGENERATE,
          { password: 'wrong-password', code: await totp(secret, 30_000) },
          { token },
        ),
      ),
    ).toEqual(['UNAUTHENTICATED']);
  });
});

describe('mails to the owner', () => {
  it('are written with the change: turned on, a recovery code used (with the codes left), turned off', async () => {
    const { id, email, secret, recoveryCodes } = await enrolled();
    const eventsOf = async (type: string) =>
      (await auth.events(type)).filter((event) => event.payload.userId === id).map((event) => event.payload);
    expect(await eventsOf('user.second_factor_changed')).toEqual([
      { userId: id, email, firstName: 'Ana', enabled: true },
    ]);
    expect(await eventsOf('user.recovery_code_used')).toEqual([]);

    // A TOTP code is no news; a recovery code is.
    expect((await complete(await challengeOf(email), await totp(secret))).errors).toBeUndefined();
    expect(await eventsOf('user.recovery_code_used')).toEqual([]);
    expect((await complete(await challengeOf(email), recoveryCodes[0]!)).errors).toBeUndefined();
    expect(await eventsOf('user.recovery_code_used')).toEqual([
      { userId: id, email, firstName: 'Ana', recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 },
    ]);
    // A wrong recovery code spends nothing and tells nobody.
    expect(errorCodes(await complete(await challengeOf(email), 'zzzzz-zzzzz'))).toEqual(['UNAUTHENTICATED']);
    expect(await eventsOf('user.recovery_code_used')).toHaveLength(1);

    const session = (await complete(await challengeOf(email, true), recoveryCodes[1]!)).data!
      .completeSecondFactorLogin.token!;
    expect(
      (await auth.gql(DISABLE, { password: PASSWORD, code: recoveryCodes[2]! }, { token: session })).errors,
    ).toBeUndefined();
    expect((await eventsOf('user.recovery_code_used')).map((payload) => payload.recoveryCodesLeft)).toEqual([
      RECOVERY_CODE_COUNT - 1,
      RECOVERY_CODE_COUNT - 2,
      RECOVERY_CODE_COUNT - 3,
    ]);
    expect((await eventsOf('user.second_factor_changed')).map((payload) => payload.enabled)).toEqual([
      true,
      false,
    ]);
  });
});

describe('SECOND_FACTOR_KEYS', () => {
  it('encrypts with the first key and still opens secrets of an older one', async () => {
    const { SecondFactorKeys, parseSecondFactorKeys } =
      await import('../src/second-factor/second-factor.keys.js');
    const old = new SecondFactorKeys(parseSecondFactorKeys(`k1:${Buffer.alloc(32, 1).toString('base64')}`));
    const both = new SecondFactorKeys(
      parseSecondFactorKeys(
        `k2:${Buffer.alloc(32, 2).toString('base64')},k1:${Buffer.alloc(32, 1).toString('base64')}`,
      ),
    );
    const sealed = old.encrypt('JBSWY3DPEHPK3PXP', 'user-a');
    expect(both.decrypt(sealed, 'user-a')).toBe('JBSWY3DPEHPK3PXP');
    expect(both.isOutdated(sealed)).toBe(true);
    expect(both.encrypt('x', 'user-a').startsWith('k2.')).toBe(true);
    // Bound to its account.
    expect(() => both.decrypt(sealed, 'user-b')).toThrow();
    expect(both.hashCode('abcdefghij', 'k1')).toBe(old.hashCode('abcdefghij'));
    expect(() => parseSecondFactorKeys('k1:short')).toThrow(/32 bytes/);
  });
});
