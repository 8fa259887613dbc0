import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '@smarthome/service-kit/testing';
import { parseArgon2Hash } from '../security/passwords.js';
import {
  fakeClock,
  HOUR,
  LOGIN,
  MINUTE,
  PASSWORD,
  randomIp,
  startAuth,
  type AuthHarness,
} from '../../test/helpers.js';

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      user {
        id
        email
        firstName
        lastName
        role
        active
        authProvider
      }
      message
      shouldRedirect
    }
  }
`;
const ACTIVATE = 'mutation ($token: String!) { activateAccount(token: $token) { email active } }';
const FORGOT = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const RESET = /* GraphQL */ `
  mutation ($token: String!, $password: String!, $confirmPassword: String) {
    resetPassword(token: $token, password: $password, confirmPassword: $confirmPassword)
  }
`;
const ME = 'query { me { email } }';

let auth: AuthHarness;
const clock = fakeClock();

beforeAll(async () => {
  auth = await startAuth({ PUBLIC_BASE_URL: 'https://smarthome.example/' }, { clock });
});

afterAll(async () => {
  await auth?.stop();
});

type RegisterData = {
  register: {
    user: { id: string; email: string; active: boolean; role: string };
    message: string;
    shouldRedirect: boolean;
  };
};
const register = (input: Record<string, unknown>, ip = randomIp()) =>
  auth.gql<RegisterData>(REGISTER, { input }, { ip });
const signIn = (email: string, password = PASSWORD) => auth.gql(LOGIN, { email, password });
const detailMessages = (response: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  (
    (response.errors?.[0]?.extensions?.details as { errors?: Array<{ msg: string }> } | undefined)?.errors ??
    []
  ).map((error) => error.msg);

/** The token of the newest link of a kind mailed to an address, read from the events. */
async function linkToken(
  type: 'user.registered' | 'user.password_reset_requested',
  email: string,
): Promise<string> {
  const events = (await auth.events(type)).filter((event) => event.payload.email === email);
  const url = new URL(
    String(events.at(-1)?.payload[type === 'user.registered' ? 'activationUrl' : 'resetUrl']),
  );
  return url.searchParams.get('token')!;
}

describe('mutation register', () => {
  const input = {
    email: ' Nou@Example.RO ',
    password: 'parola-noua',
    firstName: ' Ion ',
    lastName: 'Popescu',
  };

  it('creates an inactive account, answers {user, message, shouldRedirect: false} and queues the activation mail', async () => {
    const response = await register({ ...input, confirmPassword: 'parola-noua' });
    expect(response.errors).toBeUndefined();
    expect(response.data!.register).toEqual({
      user: {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        email: 'nou@example.ro',
        firstName: 'Ion',
        lastName: 'Popescu',
        role: 'user',
        active: false,
        authProvider: null,
      },
      message: 'Contul a fost creat. Verificați e-mailul pentru linkul de activare.',
      shouldRedirect: false,
    });
    const userId = response.data!.register.user.id;
    const stored = await auth.db.collection('users').findOne({ email: 'nou@example.ro' });
    // The events ride in the account's own document: written in the same insert.
    expect(stored!._outbox).toEqual([
      expect.objectContaining({
        type: 'user.registered',
        payload: {
          userId,
          email: 'nou@example.ro',
          firstName: 'Ion',
          role: 'user',
          activationUrl: expect.stringMatching(
            /^https:\/\/smarthome\.example\/api\/v0\/auth\/activate\?token=[\w-]{43}$/,
          ),
        },
      }),
      expect.objectContaining({
        type: 'user.role_changed',
        payload: { userId, email: 'nou@example.ro', firstName: 'Ion', role: 'user', active: false },
      }),
    ]);
    // Only the token's hash is stored; it expires in 24 h.
    const token = await linkToken('user.registered', 'nou@example.ro');
    expect(stored!.activationTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify({ ...stored, _outbox: undefined })).not.toContain(token);
    expect((stored!.activationExpiresAt as Date).getTime()).toBe(clock() + 24 * HOUR);
  });

  it('stores the password as argon2id with at least 19 MiB and 2 passes', async () => {
    const stored = await auth.db.collection('users').findOne({ email: 'nou@example.ro' });
    const parameters = parseArgon2Hash(stored!.passwordHash as string);
    expect(parameters).toMatchObject({ type: 'argon2id', version: 19 });
    expect(parameters!.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(parameters!.timeCost).toBeGreaterThanOrEqual(2);
    expect(stored!.passwordHash).not.toContain('parola-noua');
  });

  it('an inactive account cannot sign in', async () => {
    expect((await signIn('nou@example.ro', 'parola-noua')).errors?.[0]).toMatchObject({
      message: 'Contul nu este activ. Folosiți linkul de activare primit pe e-mail.',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('refuses a taken e-mail (any case) with CONFLICT', async () => {
    const response = await register({ ...input, email: 'NOU@example.ro' });
    expect(response.errors?.[0]).toMatchObject({
      message: 'Există deja un cont cu această adresă de e-mail.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('lists every invalid field in Romanian (required fields, password of at least 6, matching confirmation)', async () => {
    const empty = await register({ email: '', password: '', firstName: '', lastName: '' });
    expect(errorCodes(empty)).toEqual(['BAD_USER_INPUT']);
    expect(detailMessages(empty)).toEqual([
      'Prenumele este obligatoriu',
      'Numele este obligatoriu',
      'Email-ul este obligatoriu',
      'Parola este obligatorie',
    ]);
    const wrong = await register({ email: 'not-an-email', password: '12345', firstName: 'A', lastName: 'B' });
    expect(detailMessages(wrong)).toEqual([
      'Email-ul nu este valid',
      'Parola trebuie să aibă cel puțin 6 caractere',
    ]);
    const differ = await register({ ...input, email: 'x@example.ro', confirmPassword: 'alta-parola' });
    expect(detailMessages(differ)).toEqual(['Parolele nu corespund']);
    const long = await register({
      email: `${'a'.repeat(250)}@example.ro`,
      password: 'p'.repeat(201),
      firstName: 'f'.repeat(101),
      lastName: 'B',
    });
    expect(detailMessages(long)).toEqual([
      'Prenumele poate avea cel mult 100 caractere',
      'Email-ul poate avea cel mult 254 caractere',
      'Parola poate avea cel mult 200 caractere',
    ]);
    const injected = await auth.gql(REGISTER, { input: { ...input, email: { $gt: '' } } });
    expect(errorCodes(injected)).toEqual(['BAD_USER_INPUT']);
    expect(
      await auth.db.collection('users').countDocuments({ email: { $in: ['x@example.ro', 'not-an-email'] } }),
    ).toBe(0);
  });

  it('refuses a common or dictionary password, or one built from the own name, and creates nothing', async () => {
    const guessable =
      'Parola este prea ușor de ghicit: alegeți una care nu este o parolă des folosită sau un cuvânt din dicționar.';
    const weak = ['password123', 'parola123', 'qwerty123', '12345678', 'popescu2024'];
    for (const [i, password] of weak.entries()) {
      const email = `slab${i}@example.ro`;
      const response = await register({ ...input, email, password, confirmPassword: password });
      expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
      expect(response.errors?.[0]?.extensions?.details).toEqual({
        errors: [{ field: 'password', msg: guessable }],
      });
      expect(await auth.db.collection('users').countDocuments({ email })).toBe(0);
    }
    expect(await auth.events('user.registered')).toHaveLength(1);
  });

  it('accepts a reasonable password and a long passphrase', async () => {
    for (const [i, password] of ['Ceai-verde-2026', 'cafea cu lapte la fereastra'].entries()) {
      const email = `bun${i}@example.ro`;
      const response = await register({ ...input, email, password, confirmPassword: password });
      expect(response.errors).toBeUndefined();
      expect(response.data!.register.user.email).toBe(email);
    }
  });

  it('rate-limits registrations per client address (5 an hour)', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 5; i += 1) {
      expect((await register({ ...input, email: `many${i}@example.ro` }, ip)).errors).toBeUndefined();
    }
    const limited = await register({ ...input, email: 'many5@example.ro' }, ip);
    expect(errorCodes(limited)).toEqual(['RATE_LIMITED']);
    expect(await auth.db.collection('users').countDocuments({ email: 'many5@example.ro' })).toBe(0);
  });
});

describe('mutation activateAccount', () => {
  it('activates: the account can sign in; the event is written once', async () => {
    const token = await linkToken('user.registered', 'nou@example.ro');
    const response = await auth.gql(ACTIVATE, { token });
    expect(response.data).toEqual({ activateAccount: { email: 'nou@example.ro', active: true } });
    expect((await signIn('nou@example.ro', 'parola-noua')).errors).toBeUndefined();
    const activations = async () =>
      (await auth.events('user.role_changed')).filter(
        (event) => event.payload.email === 'nou@example.ro' && event.payload.active === true,
      );
    expect(await activations()).toHaveLength(1);

    // A mail scanner opened the link first: the person following it still gets "activated",
    // and nothing is written twice.
    const again = await auth.gql(ACTIVATE, { token });
    expect(again.data).toEqual({ activateAccount: { email: 'nou@example.ro', active: true } });
    expect(await activations()).toHaveLength(1);
  });

  it('opens nothing again after a deactivation, though the link has not expired', async () => {
    await register({ email: 'blocat@example.ro', password: 'parola-noua', firstName: 'B', lastName: 'B' });
    const token = await linkToken('user.registered', 'blocat@example.ro');
    expect((await auth.gql(ACTIVATE, { token })).data).toEqual({
      activateAccount: { email: 'blocat@example.ro', active: true },
    });
    await auth.db.collection('users').updateOne({ email: 'blocat@example.ro' }, { $set: { active: false } });
    expect((await auth.gql(ACTIVATE, { token })).errors?.[0]).toMatchObject({
      message: 'Linkul de activare este invalid sau a expirat.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await auth.db.collection('users').findOne({ email: 'blocat@example.ro' }))!.active).toBe(false);
  });

  it('no longer activates an account an admin deactivated while it waited for the link', async () => {
    await auth.createUser({ email: 'sef@example.ro', role: 'admin' });
    const admin = await auth.bearer('sef@example.ro');
    const pending = await register({
      email: 'refuzat@example.ro',
      password: 'parola-noua',
      firstName: 'R',
      lastName: 'R',
    });
    const token = await linkToken('user.registered', 'refuzat@example.ro');
    const off = await auth.gql(
      'mutation ($id: ID!) { setUserActive(id: $id, active: false) { active } }',
      { id: pending.data!.register.user.id },
      { token: admin },
    );
    expect(off.data).toEqual({ setUserActive: { active: false } });
    expect((await auth.gql(ACTIVATE, { token })).errors?.[0]).toMatchObject({
      message: 'Linkul de activare este invalid sau a expirat.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await auth.db.collection('users').findOne({ email: 'refuzat@example.ro' }))!.active).toBe(false);
  });

  it('two visits at once both answer "activated" (one write)', async () => {
    await register({ email: 'dublu@example.ro', password: 'parola-noua', firstName: 'D', lastName: 'D' });
    const token = await linkToken('user.registered', 'dublu@example.ro');
    const answers = await Promise.all([auth.gql(ACTIVATE, { token }), auth.gql(ACTIVATE, { token })]);
    for (const answer of answers) {
      expect(answer.data).toEqual({ activateAccount: { email: 'dublu@example.ro', active: true } });
    }
    const events = (await auth.events('user.role_changed')).filter(
      (event) => event.payload.email === 'dublu@example.ro' && event.payload.active === true,
    );
    expect(events).toHaveLength(1);
  });

  it('expires after 24 hours', async () => {
    await register({ email: 'late@example.ro', password: 'parola-noua', firstName: 'L', lastName: 'L' });
    const token = await linkToken('user.registered', 'late@example.ro');
    clock.advance(24 * HOUR);
    expect(errorCodes(await auth.gql(ACTIVATE, { token }))).toEqual(['BAD_USER_INPUT']);
    expect((await auth.db.collection('users').findOne({ email: 'late@example.ro' }))!.active).toBe(false);
  });

  it('refuses made-up and malformed tokens alike', async () => {
    for (const token of ['x'.repeat(43), '', '../../etc', 'a'.repeat(5000)]) {
      expect(errorCodes(await auth.gql(ACTIVATE, { token }))).toEqual(['BAD_USER_INPUT']);
    }
  });
});

describe('password reset', () => {
  const email = 'reset@example.ro';

  it('answers the same whether or not an account has the e-mail, and mails only an existing one', async () => {
    await auth.createUser({ email, firstName: 'Rita' });
    const answers = await Promise.all(
      [email, 'RESET@example.ro', 'nobody@example.ro', 'not an e-mail'].map((address) =>
        auth.gql(FORGOT, { email: address }),
      ),
    );
    for (const answer of answers) {
      expect(answer.data).toEqual({
        requestPasswordReset:
          'Dacă există un cont cu această adresă, veți primi un e-mail cu instrucțiunile de resetare a parolei.',
      });
    }
    const events = await auth.events('user.password_reset_requested');
    expect(events.map((event) => event.payload.email)).toEqual([email, email]);
    expect(events[0]!.payload).toEqual({
      userId: expect.any(String),
      email,
      firstName: 'Rita',
      resetUrl: expect.stringMatching(/^https:\/\/smarthome\.example\/reset-password\?token=[\w-]{43}$/),
    });
  });

  it('mails at most 3 links an hour per account (the answer does not change)', async () => {
    for (let i = 0; i < 3; i += 1) expect((await auth.gql(FORGOT, { email })).errors).toBeUndefined();
    expect((await auth.events('user.password_reset_requested')).length).toBe(3);
  });

  it('a reset link expires after 1 hour; only the newest link works', async () => {
    const older = await linkToken('user.password_reset_requested', email);
    clock.advance(HOUR);
    expect(errorCodes(await auth.gql(RESET, { token: older, password: 'parola-noua-1' }))).toEqual([
      'BAD_USER_INPUT',
    ]);
    await auth.gql(FORGOT, { email });
    const newer = await linkToken('user.password_reset_requested', email);
    expect(newer).not.toBe(older);
    expect(errorCodes(await auth.gql(RESET, { token: older, password: 'parola-noua-1' }))).toEqual([
      'BAD_USER_INPUT',
    ]);
  });

  it('sets the new password once, ends every session and clears a lock-out', async () => {
    const session = await auth.bearer(email);
    for (let i = 0; i < 5; i += 1) await signIn(email, 'wrong-password');
    expect(errorCodes(await signIn(email))).toEqual(['UNAUTHENTICATED']); // locked

    const token = await linkToken('user.password_reset_requested', email);
    const mismatch = await auth.gql(RESET, { token, password: 'parola-noua-2', confirmPassword: 'alta' });
    expect(detailMessages(mismatch)).toEqual(['Parolele nu corespund']);
    const short = await auth.gql(RESET, { token, password: '12345' });
    expect(detailMessages(short)).toEqual(['Parola trebuie să aibă cel puțin 6 caractere']);

    const done = await auth.gql(RESET, {
      token,
      password: 'parola-noua-2',
      confirmPassword: 'parola-noua-2',
    });
    expect(done.data).toEqual({
      resetPassword: 'Parola a fost schimbată. Vă puteți autentifica cu noua parolă.',
    });
    expect((await auth.gql(ME, undefined, { token: session })).data).toEqual({ me: null });
    expect(errorCodes(await signIn(email))).toEqual(['UNAUTHENTICATED']);
    expect((await signIn(email, 'parola-noua-2')).errors).toBeUndefined();

    expect(errorCodes(await auth.gql(RESET, { token, password: 'parola-noua-3' }))).toEqual([
      'BAD_USER_INPUT',
    ]);
    expect((await signIn(email, 'parola-noua-2')).errors).toBeUndefined();
  });

  it('refuses a common password on reset and leaves the link usable', async () => {
    const own = 'comun@example.ro';
    await auth.createUser({ email: own, firstName: 'Corina' });
    await auth.gql(FORGOT, { email: own });
    const token = await linkToken('user.password_reset_requested', own);
    for (const password of ['password123', 'parola123', 'qwerty123', '12345678']) {
      const refused = await auth.gql(RESET, { token, password, confirmPassword: password });
      expect(detailMessages(refused)).toEqual([
        'Parola este prea ușor de ghicit: alegeți una care nu este o parolă des folosită sau un cuvânt din dicționar.',
      ]);
      expect(errorCodes(await signIn(own, password))).toEqual(['UNAUTHENTICATED']);
    }
    const done = await auth.gql(RESET, { token, password: 'Ceai-verde-2026' });
    expect(done.errors).toBeUndefined();
    expect((await signIn(own, 'Ceai-verde-2026')).errors).toBeUndefined();
  });

  it('wants at least 12 characters when a staff account resets its password', async () => {
    for (const role of ['installer', 'admin'] as const) {
      const staff = `${role}-reset@example.ro`;
      await auth.createUser({ email: staff, role });
      await auth.gql(FORGOT, { email: staff });
      const token = await linkToken('user.password_reset_requested', staff);
      const short = await auth.gql(RESET, { token, password: 'Ceai-verde7' });
      expect(detailMessages(short)).toEqual([
        'Parola unui cont de personal trebuie să aibă cel puțin 12 caractere',
      ]);
      expect(errorCodes(await signIn(staff, 'Ceai-verde7'))).toEqual(['UNAUTHENTICATED']);
      const common = await auth.gql(RESET, { token, password: 'password1234' });
      expect(detailMessages(common)[0]).toMatch(/^Parola este prea ușor de ghicit/);
      expect((await auth.gql(RESET, { token, password: 'Ceai-verde-2026' })).errors).toBeUndefined();
      expect((await signIn(staff, 'Ceai-verde-2026')).errors).toBeUndefined();
    }
  });

  it('rate-limits reset requests per client address', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < 10; i += 1) {
      expect((await auth.gql(FORGOT, { email: `n${i}@example.ro` }, { ip })).errors).toBeUndefined();
    }
    expect(errorCodes(await auth.gql(FORGOT, { email: 'n@example.ro' }, { ip }))).toEqual(['RATE_LIMITED']);
    clock.advance(15 * MINUTE);
    expect((await auth.gql(FORGOT, { email: 'n@example.ro' }, { ip })).errors).toBeUndefined();
  });
});
