import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '@smarthome/service-kit/testing';
import { buildApp } from '../app.js';
import { loadServiceConfig } from '../config.js';
import { LOGIN, startAuth, type AuthHarness } from '../../test/helpers.js';

const ADMIN = { ADMIN_EMAIL: ' Owner@SmartHome.example ', ADMIN_PASSWORD: 'first-admin-password' };
let auth: AuthHarness;

beforeAll(async () => {
  auth = await startAuth(ADMIN);
});

afterAll(async () => {
  await auth?.stop();
});

describe('bootstrap admin (ADMIN_EMAIL, ADMIN_PASSWORD)', () => {
  it('is created active at start and can sign in', async () => {
    const response = await auth.gql(LOGIN, {
      email: 'owner@smarthome.example',
      password: 'first-admin-password',
    });
    expect(response.data).toMatchObject({
      login: { user: { email: 'owner@smarthome.example', role: 'admin', active: true } },
    });
    expect((await auth.events('user.role_changed')).map((event) => event.payload)).toEqual([
      expect.objectContaining({ email: 'owner@smarthome.example', role: 'admin', active: true }),
    ]);
  });

  it('is never overwritten by a later start with other values', async () => {
    await auth.db
      .collection('users')
      .updateOne({ email: 'owner@smarthome.example' }, { $set: { firstName: 'Mihai' } });
    const again = await buildApp(
      loadServiceConfig({
        ...auth.infra.env,
        ADMIN_EMAIL: 'owner@smarthome.example',
        ADMIN_PASSWORD: 'another-password-123',
      }),
      { relay: false },
    );
    await again.close();
    expect(await auth.db.collection('users').countDocuments({ email: 'owner@smarthome.example' })).toBe(1);
    expect(await auth.db.collection('users').findOne({ email: 'owner@smarthome.example' })).toMatchObject({
      firstName: 'Mihai',
    });
    expect(
      errorCodes(
        await auth.gql(LOGIN, { email: 'owner@smarthome.example', password: 'another-password-123' }),
      ),
    ).toEqual(['UNAUTHENTICATED']);
    expect(
      (await auth.gql(LOGIN, { email: 'owner@smarthome.example', password: 'first-admin-password' })).errors,
    ).toBeUndefined();
  });
});
