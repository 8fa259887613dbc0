/**
 * STAFF_SECOND_FACTOR=required against the real service: an installer or admin without TOTP
 * signs in with a token marked for enrolment, which reads its profile and enrols, and nothing
 * else; confirming TOTP hands a browser a fresh cookie without the mark (no new sign-in), and an
 * API client the same from renewSession. Customers are not held, and an API token of a staff
 * account that turned TOTP off is held like its sessions.
 */
import { decodeJwt } from 'jose';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '@smarthome/service-kit/testing';
import { API_TOKEN_EXCHANGE_PATH } from '../src/api-tokens/api-tokens.routes.js';
import {
  fakeClock,
  LOGIN,
  PASSWORD,
  sessionCookieOf,
  setCookies,
  startAuth,
  type AuthHarness,
} from './helpers.js';

const PROFILE = '{ me { email role } mySecondFactor { totp required } }';
const TOKENS = '{ myApiTokens { id } }';
const SETUP = 'mutation { startTotpSetup { secret } }';
const CONFIRM = 'mutation ($code: String!) { confirmTotpSetup(code: $code) { recoveryCodes } }';
const RENEW = 'mutation { renewSession { token } }';
const DISABLE =
  'mutation ($password: String!, $code: String!) { disableTotp(password: $password, code: $code) }';
const CREATE_TOKEN = 'mutation { createApiToken(input: { name: "ci", scope: write }) { token } }';

let auth: AuthHarness;
// On a step boundary (+1 s), so that a code stays current until the test moves the clock.
const clock = fakeClock(Math.floor(Date.now() / 30_000) * 30_000 + 1000);

beforeAll(async () => {
  auth = await startAuth({ STAFF_SECOND_FACTOR: 'required' }, { clock });
});

afterAll(async () => {
  await auth?.stop();
});

const totp = (secret: string) => generate({ secret, epoch: Math.floor(clock() / 1000) });
const marked = (token: string) => decodeJwt(token).sfe === true;
const tokenOfCookie = (cookie: string) => decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));

/** Starts and confirms TOTP for the caller; answers the secret and the confirmation's answer. */
async function enrol(options: { cookie?: string; token?: string }) {
  const setup = await auth.gql<{ startTotpSetup: { secret: string } }>(SETUP, {}, options);
  expect(setup.errors).toBeUndefined();
  const { secret } = setup.data!.startTotpSetup;
  const confirmed = await auth.gql(CONFIRM, { code: await totp(secret) }, options);
  expect(confirmed.errors).toBeUndefined();
  // The confirming code is spent: the next use needs the next step's code.
  clock.advance(30_000);
  return { secret, confirmed };
}

describe('STAFF_SECOND_FACTOR=required', () => {
  it('lets an installer without TOTP read its profile and enrol, nothing else, then all at once', async () => {
    const email = 'installer-enrol@example.ro';
    await auth.createUser({ email, role: 'installer' });
    const login = await auth.gql(LOGIN, { email, password: PASSWORD });
    expect(login.errors).toBeUndefined();
    const cookie = sessionCookieOf(login);
    expect(marked(tokenOfCookie(cookie))).toBe(true);

    expect((await auth.gql(PROFILE, {}, { cookie })).data).toEqual({
      me: { email, role: 'installer' },
      mySecondFactor: { totp: false, required: true },
    });
    const refused = await auth.gql(TOKENS, {}, { cookie });
    expect(errorCodes(refused)).toEqual(['SECOND_FACTOR_ENROLMENT_REQUIRED']);
    expect(refused.errors![0]!.message).toMatch(/second factor/);
    // The profile asked together with anything else is refused as a whole.
    expect(errorCodes(await auth.gql(`{ me { email } myApiTokens { id } }`, {}, { cookie }))).toEqual([
      'SECOND_FACTOR_ENROLMENT_REQUIRED',
    ]);

    const { secret, confirmed } = await enrol({ cookie });
    const fresh = sessionCookieOf(confirmed);
    expect(marked(tokenOfCookie(fresh))).toBe(false);
    expect((await auth.gql(TOKENS, {}, { cookie: fresh })).data).toEqual({ myApiTokens: [] });
    expect((await auth.gql(PROFILE, {}, { cookie: fresh })).data).toMatchObject({
      mySecondFactor: { totp: true, required: true },
    });

    // Turning it off holds the same browser session again at once.
    const disabled = await auth.gql(
      DISABLE,
      { password: PASSWORD, code: await totp(secret) },
      { cookie: fresh },
    );
    expect(disabled.errors).toBeUndefined();
    const heldAgain = sessionCookieOf(disabled);
    expect(marked(tokenOfCookie(heldAgain))).toBe(true);
    expect(errorCodes(await auth.gql(TOKENS, {}, { cookie: heldAgain }))).toEqual([
      'SECOND_FACTOR_ENROLMENT_REQUIRED',
    ]);
  });

  it('gives an API client a token without the mark from renewSession once it has enrolled', async () => {
    const email = 'admin-bearer@example.ro';
    await auth.createUser({ email, role: 'admin' });
    const token = await auth.bearer(email);
    expect(marked(token)).toBe(true);
    expect(errorCodes(await auth.gql('{ users { id } }', {}, { token }))).toEqual([
      'SECOND_FACTOR_ENROLMENT_REQUIRED',
    ]);
    const { confirmed } = await enrol({ token });
    // A bearer session gets no cookie.
    expect(setCookies(confirmed)).toEqual([]);
    const renewed = await auth.gql<{ renewSession: { token: string } }>(RENEW, {}, { token });
    const next = renewed.data!.renewSession.token;
    expect(marked(next)).toBe(false);
    expect((await auth.gql('{ users { id } }', {}, { token: next })).errors).toBeUndefined();
  });

  it('does not hold customers', async () => {
    const email = 'customer-free@example.ro';
    await auth.createUser({ email });
    const token = await auth.bearer(email);
    expect(marked(token)).toBe(false);
    expect((await auth.gql(PROFILE, {}, { token })).data).toMatchObject({
      mySecondFactor: { totp: false, required: false },
    });
    expect((await auth.gql(TOKENS, {}, { token })).data).toEqual({ myApiTokens: [] });
  });

  it('holds the API tokens of a staff account that turned TOTP off, beyond its profile', async () => {
    const email = 'admin-api-token@example.ro';
    await auth.createUser({ email, role: 'admin' });
    const first = await auth.bearer(email);
    const { secret } = await enrol({ token: first });
    const token = (await auth.gql<{ renewSession: { token: string } }>(RENEW, {}, { token: first })).data!
      .renewSession.token;
    const created = await auth.gql<{ createApiToken: { token: string } }>(CREATE_TOKEN, {}, { token });
    expect(created.errors).toBeUndefined();
    const apiToken = created.data!.createApiToken.token;

    const exchange = async () => {
      const response = await auth.app.inject({
        method: 'POST',
        url: API_TOKEN_EXCHANGE_PATH,
        payload: { token: apiToken },
      });
      return (response.json() as { accessToken: string }).accessToken;
    };
    expect(marked(await exchange())).toBe(false);

    const disabled = await auth.gql(DISABLE, { password: PASSWORD, code: await totp(secret) }, { token });
    expect(disabled.errors).toBeUndefined();

    const access = await exchange();
    expect(marked(access)).toBe(true);
    expect((await auth.gql('{ me { email } }', {}, { token: access })).data).toEqual({ me: { email } });
    expect(errorCodes(await auth.gql('{ users { id } }', {}, { token: access }))).toEqual([
      'SECOND_FACTOR_ENROLMENT_REQUIRED',
    ]);
  });
});
