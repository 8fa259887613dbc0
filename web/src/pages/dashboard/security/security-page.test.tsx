import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockAuthApi, type MockAnswer } from '@/test/api-mocks';
import { gqlData, gqlError, graphqlRoutes, operationCalls, type OperationAnswer } from '@/test/graphql-mocks';
import { renderApp } from '@/test/render-app';
import type { SecondFactorState } from '@/lib/user';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect id="qr-module" width="10" height="10"/></svg>';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

const status = (totp: boolean, recoveryCodesLeft = totp ? 10 : 0, required = false, passwordSet = true) => ({
  __typename: 'SecondFactorStatus',
  totp,
  recoveryCodesLeft,
  required,
  passwordSet,
});
const statusAnswer = (...args: Parameters<typeof status>) => gqlData({ mySecondFactor: status(...args) });

interface OpenOptions {
  role?: 'user' | 'admin';
  secondFactor?: SecondFactorState;
  operations?: Record<string, OperationAnswer>;
  routes?: Record<string, MockAnswer>;
  path?: string;
}

async function openSecurity({
  role = 'user',
  secondFactor,
  operations = {},
  routes = {},
  path = '/dashboard/security',
}: OpenOptions) {
  const fetchMock = mockAuthApi(
    { kind: 'user', user: { role, ...(secondFactor ? { secondFactor } : {}) } },
    { ...graphqlRoutes({ MySecondFactor: statusAnswer(false), ...operations }), ...routes },
  );
  return { fetchMock, ...(await renderApp(path)) };
}

const card = (name: string) => screen.findByRole('region', { name });
const dialog = () => within(screen.getByRole('dialog'));
let clipboard: string[];
let downloads: { name: string; blob: Blob }[];

beforeEach(() => {
  clipboard = [];
  downloads = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    clipboard: { writeText: async (text: string) => void clipboard.push(text) },
  });
  // jsdom saves no files: the link the page clicks is read instead (its name and the Blob behind it).
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) downloads.push({ name: this.download, blob });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/dashboard/security: the authenticator app', () => {
  it('sets it up: QR code as an image, the key in groups, a code, then the 10 recovery codes once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetchMock } = await openSecurity({
      operations: {
        StartTotpSetup: gqlData({
          startTotpSetup: { __typename: 'TotpSetup', secret: SECRET, qrCodeSvg: SVG },
        }),
        ConfirmTotpSetup: ({ code }) =>
          code === '123456'
            ? gqlData({ confirmTotpSetup: { __typename: 'RecoveryCodes', recoveryCodes: CODES } })
            : gqlError('BAD_USER_INPUT', 'The code is not correct.', {
                details: { errors: [{ field: 'code', msg: 'The code is not correct.' }] },
              }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    const factor = await card('Two-step verification');
    expect(await within(factor).findByText('Off')).toBeInTheDocument();

    await userEvent.click(within(factor).getByRole('button', { name: 'Set up authenticator app' }));
    const setup = await card('Set up your authenticator app');
    const qr = within(setup).getByRole('img', {
      name: 'QR code of the setup key, for your authenticator app',
    });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    // The SVG is an image, never markup in the page.
    expect(document.getElementById('qr-module')).toBeNull();
    expect(within(setup).getByLabelText('Setup key')).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await userEvent.click(within(setup).getByRole('button', { name: 'Copy' }));
    expect(clipboard).toEqual([SECRET]);
    expect(within(setup).getByText('Copied')).toBeInTheDocument();

    const code = within(setup).getByLabelText('Code from the app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(within(setup).getByRole('button', { name: 'Turn on' }));
    expect(code).toHaveAccessibleDescription('Code is required');
    await userEvent.type(code, '000000');
    await userEvent.click(within(setup).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('The code is not correct.'));

    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(within(setup).getByRole('button', { name: 'Turn on' }));
    const panel = await card('Your recovery codes');
    expect(panel).toHaveFocus();
    expect(panel).toHaveAccessibleDescription(/Store these codes now.*shown only this once/);
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(operationCalls(fetchMock, 'ConfirmTotpSetup').at(-1)?.variables).toEqual({ code: '123456' });
    expect(within(factor).getByText('On')).toBeInTheDocument();
    expect(within(factor).getByText('10 recovery codes left')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Set up your authenticator app' })).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Copy codes' }));
    expect(clipboard.at(-1)).toBe(CODES.join('\n'));
    await userEvent.click(within(panel).getByRole('button', { name: 'Download (.txt)' }));
    expect(downloads[0]?.name).toBe('smarthome-iasi-recovery-codes.txt');
    const file = await downloads[0]!.blob.text();
    expect(file).toContain('Account: ion.popescu@example.ro');
    expect(file.trim().split('\n').slice(-10)).toEqual(CODES);

    await userEvent.click(within(panel).getByRole('button', { name: "I've stored them" }));
    expect(screen.queryByRole('region', { name: 'Your recovery codes' })).not.toBeInTheDocument();
    // The profile is read again, so that the dashboard's view of the account follows.
    expect(callsTo(fetchMock, 'GET /auth/profile').length).toBeGreaterThan(1);
  });

  it("turns it off with the password and a code; a refusal stays in the dialog in the server's words", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetchMock } = await openSecurity({
      secondFactor: { totp: true, recoveryCodesLeft: 2, required: false },
      operations: {
        MySecondFactor: statusAnswer(true, 2),
        DisableTotp: ({ password }) =>
          password === 'Ceai-verde-2026'
            ? gqlData({ disableTotp: true })
            : gqlError('UNAUTHENTICATED', 'The password or the code is not correct.'),
      },
    });
    const factor = await card('Two-step verification');
    expect(await within(factor).findByText('2 recovery codes left')).toBeInTheDocument();
    expect(
      within(factor).getByText('You are running out of recovery codes: create new ones.'),
    ).toBeInTheDocument();

    await userEvent.click(within(factor).getByRole('button', { name: 'Turn off' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Turn off' }));
    expect(dialog().getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(dialog().getByLabelText('Code')).toHaveAccessibleDescription('Code is required');
    await userEvent.type(dialog().getByLabelText('Code'), '12');
    await userEvent.type(dialog().getByLabelText('Password'), 'wrong-password');
    await userEvent.click(dialog().getByRole('button', { name: 'Turn off' }));
    expect(dialog().getByLabelText('Code')).toHaveAccessibleDescription(
      'Enter the 6 digits of your app, or a recovery code (xxxxx-xxxxx)',
    );

    await userEvent.clear(dialog().getByLabelText('Code'));
    await userEvent.type(dialog().getByLabelText('Code'), 'abcd1-efgh1');
    await userEvent.click(dialog().getByRole('button', { name: 'Turn off' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent('The password or the code is not correct.');

    await userEvent.clear(dialog().getByLabelText('Password'));
    await userEvent.type(dialog().getByLabelText('Password'), 'Ceai-verde-2026');
    await userEvent.click(dialog().getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(factor).getByText('Off')).toBeInTheDocument();
    expect(await screen.findByText('Two-step verification is off.')).toBeInTheDocument();
    expect(operationCalls(fetchMock, 'DisableTotp').at(-1)?.variables).toEqual({
      password: 'Ceai-verde-2026',
      code: 'abcd1-efgh1',
    });
  });

  it('makes new recovery codes with the password and a code, and shows them once', async () => {
    await openSecurity({
      secondFactor: { totp: true, recoveryCodesLeft: 4, required: false },
      operations: {
        MySecondFactor: statusAnswer(true, 4),
        RegenerateRecoveryCodes: gqlData({
          regenerateRecoveryCodes: { __typename: 'RecoveryCodes', recoveryCodes: CODES },
        }),
      },
    });
    const factor = await card('Two-step verification');
    await userEvent.click(await within(factor).findByRole('button', { name: 'New recovery codes' }));
    await userEvent.type(dialog().getByLabelText('Password'), 'Ceai-verde-2026');
    await userEvent.type(dialog().getByLabelText('Code'), '654321');
    await userEvent.click(dialog().getByRole('button', { name: 'Create new codes' }));
    const panel = await card('Your recovery codes');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(10);
    expect(within(factor).getByText('10 recovery codes left')).toBeInTheDocument();
  });

  it('takes an account that must set it up to this screen from any other, and says why', async () => {
    const { router } = await openSecurity({
      secondFactor: { totp: false, recoveryCodesLeft: 0, required: true },
      operations: { MySecondFactor: statusAnswer(false, 0, true) },
      path: '/dashboard/issues',
    });
    expect(await screen.findByText('Two-step verification is required for your account')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/security');
    expect(screen.queryByRole('heading', { name: 'Support Issues' })).not.toBeInTheDocument();
  });
});

describe('/dashboard/security: your data', () => {
  it('downloads a copy of the account as a JSON file, under the name the server gives it', async () => {
    const exported = { account: { email: 'ion.popescu@example.ro' }, installations: [] };
    const attachment = new Response(JSON.stringify(exported), {
      headers: {
        'content-type': 'application/json',
        'content-disposition': 'attachment; filename="smarthome-iasi-date-2026-12-04.json"',
      },
    });
    const { fetchMock } = await openSecurity({ routes: { 'GET /account/export': attachment } });
    const data = await card('Your data');
    await userEvent.click(within(data).getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toBe('smarthome-iasi-date-2026-12-04.json');
    expect(JSON.parse(await downloads[0]!.blob.text())).toEqual(exported);
    expect(callsTo(fetchMock, 'GET /account/export')).toHaveLength(1);
  });

  it("saves the copy under the server's kind of name when the answer carries none", async () => {
    const attachment = new Response('{}', { headers: { 'content-type': 'application/json' } });
    await openSecurity({ routes: { 'GET /account/export': attachment } });
    const data = await card('Your data');
    await userEvent.click(within(data).getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toMatch(/^smarthome-iasi-date-\d{4}-\d{2}-\d{2}\.json$/);
  });

  it('says when the copy cannot be had', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openSecurity({ routes: { 'GET /account/export': json(503, {}) } });
    const data = await card('Your data');
    await userEvent.click(within(data).getByRole('button', { name: 'Download my data' }));
    expect(await within(data).findByRole('alert')).toHaveTextContent(
      'Failed to download your data. Please try again.',
    );
    expect(downloads).toHaveLength(0);
  });

  it('deletes the account with the password and a code, then signs out to the home page with a message', async () => {
    const { fetchMock, router } = await openSecurity({
      secondFactor: { totp: true, recoveryCodesLeft: 10, required: false },
      operations: { MySecondFactor: statusAnswer(true) },
      routes: { 'POST /account/delete': new Response(null, { status: 202 }) },
    });
    const data = await card('Your data');
    await screen.findByText('On');
    await userEvent.click(within(data).getByRole('button', { name: 'Delete my account' }));
    expect(dialog().getByText(/Enter your password to confirm/)).toBeInTheDocument();
    await userEvent.type(dialog().getByLabelText('Password'), 'Ceai-verde-2026');
    await userEvent.type(dialog().getByLabelText('Code'), '123456');
    await userEvent.click(dialog().getByRole('button', { name: 'Delete my account' }));

    expect(
      await screen.findByText(
        'Contul tău a fost șters și ai fost deconectat. Îți mulțumim că ai folosit SmartHome Iași.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    const [deletion] = callsTo(fetchMock, 'POST /account/delete');
    expect(deletion?.body).toEqual({ password: 'Ceai-verde-2026', code: '123456' });
    expect(deletion?.headers.get('x-csrf-token')).toBe('csrf-test-token');
    // The page leaves first and signs out after: the logout may still be on its way.
    await waitFor(() => expect(callsTo(fetchMock, 'POST /auth/logout')).toHaveLength(1));
  });

  it('asks for the password alone while the authenticator app is off', async () => {
    const { fetchMock } = await openSecurity({
      routes: { 'POST /account/delete': json(401, { message: 'The password is not correct.' }) },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const data = await card('Your data');
    await screen.findByText('Off');
    await userEvent.click(within(data).getByRole('button', { name: 'Delete my account' }));
    expect(dialog().queryByLabelText('Code')).not.toBeInTheDocument();
    await userEvent.type(dialog().getByLabelText('Password'), 'nope');
    await userEvent.click(dialog().getByRole('button', { name: 'Delete my account' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent('The password is not correct.');
    expect(callsTo(fetchMock, 'POST /account/delete')[0]?.body).toEqual({ password: 'nope' });
  });

  it('tells an account that signs in only with Google, before anything is asked, that a code needs a password and the deletion a confirmation with Google', async () => {
    await openSecurity({ operations: { MySecondFactor: statusAnswer(false, 0, false, false) } });
    const factor = await card('Two-step verification');
    expect(await within(factor).findByText(/signs in with Google and has no password/)).toBeInTheDocument();
    expect(
      within(factor).queryByRole('button', { name: 'Set up authenticator app' }),
    ).not.toBeInTheDocument();
    expect(within(factor).getByRole('link', { name: 'Set a password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );

    const data = await card('Your data');
    expect(within(data).getByText(/to delete it, confirm with Google first/)).toBeInTheDocument();
    expect(within(data).queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
    // A navigation through Google, which brings the browser back here with ?confirmed=google.
    expect(within(data).getByRole('link', { name: 'Confirm with Google' })).toHaveAttribute(
      'href',
      '/api/v0/auth/google/confirm?returnTo=%2Fdashboard%2Fsecurity%3Fconfirmed%3Dgoogle',
    );
    // The copy of the data is theirs to take all the same.
    expect(within(data).getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('back from confirming with Google, asks the last question and deletes the account with no password', async () => {
    const { fetchMock } = await openSecurity({
      path: '/dashboard/security?confirmed=google',
      operations: { MySecondFactor: statusAnswer(false, 0, false, false) },
      routes: { 'POST /account/delete': json(202, { message: 'Your account is deleted.' }) },
    });
    const question = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(question).toHaveTextContent('You confirmed with Google.');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /account/delete')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /account/delete')[0]?.body).toEqual({});
    await waitFor(() => expect(callsTo(fetchMock, 'POST /auth/logout')).toHaveLength(1));
  });

  it('when the confirmation has lapsed, says so and offers it again; set aside, it deletes nothing', async () => {
    const lapsed =
      'Your account signs in with Google and has no password: confirm with Google first, then delete the account.';
    const { fetchMock, router } = await openSecurity({
      path: '/dashboard/security?confirmed=google',
      operations: { MySecondFactor: statusAnswer(false, 0, false, false) },
      routes: { 'POST /account/delete': json(400, { errors: [{ msg: lapsed }] }) },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const question = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(lapsed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(
      within(await card('Your data')).getByRole('link', { name: 'Confirm with Google' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/logout')).toHaveLength(0);

    await router.navigate('/dashboard/security?confirmed=google');
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete your account?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'POST /account/delete')).toHaveLength(1);
  });

  it('ignores the confirmation mark for an account that has a password: it still asks for it', async () => {
    await openSecurity({ path: '/dashboard/security?confirmed=google' });
    await card('Your data');
    await screen.findByText('Off');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("an admin's account says it cannot be deleted instead of offering it, and the copy stays", async () => {
    await openSecurity({ role: 'admin', operations: { MySecondFactor: statusAnswer(true) } });
    const data = await card('Your data');
    expect(within(data).getByText('Admin users cannot be deleted.')).toBeInTheDocument();
    // Nor does the card's lead offer it.
    expect(within(data).queryByText(/delete the account/)).not.toBeInTheDocument();
    expect(within(data).queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
    expect(within(data).getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});
