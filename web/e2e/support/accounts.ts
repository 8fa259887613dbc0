/**
 * Fresh accounts for the browser flows against the whole stack: each test makes its own, so that
 * what it changes (a password, a second factor, a deletion) touches no other test's account.
 */
import { expect } from 'vitest';
import { linkIn } from '@smarthome/dev/testing';
import type { DevStackSuite } from './dev-stack-suite';

let counter = 0;

/** A fresh address per test: the stack (and its mailbox) is shared by every browser flow. */
export const newEmail = (name: string): string =>
  `${name}.${Date.now().toString(36)}${(counter += 1)}@example.ro`;

/** An active account made through the API, as the register screen and the activation link do. */
export async function activeAccount(suite: DevStackSuite, email: string, password: string): Promise<void> {
  const api = `${suite.stack.siteUrl.replace('localhost', '127.0.0.1')}/api/v0/auth`;
  const csrf = await fetch(`${api}/csrf-token`);
  const cookie = csrf.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const registered = await fetch(`${api}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ email, password, firstName: 'Test', lastName: 'E2E', csrfToken }),
  });
  expect(registered.status).toBe(201);
  const mail = await suite.stack.waitForMail(
    email,
    (m) => m.subject === 'Activează-ți contul SmartHome Iași',
  );
  const activation = await fetch(
    linkIn(mail, `${suite.stack.siteUrl}/api/v0/auth/activate?token=`).replace('localhost', '127.0.0.1'),
    {
      redirect: 'manual',
    },
  );
  expect(activation.headers.get('location')).toBe('/login?activated=1');
}
