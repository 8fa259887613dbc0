import { describe, expect, it } from 'vitest';
import { deleteUser, getUsers, setUserActive, updateUser } from '@/features/users/api/users-api';
import { CSRF_TOKEN, callsTo, json, mockAuthApi, sampleUser } from '@/test/api-mocks';

const admin = { kind: 'user', user: { role: 'admin' } } as const;

describe('GET /api/v0/users', () => {
  it('reads a bare array or an envelope', async () => {
    mockAuthApi(admin, { 'GET /users': json(200, [sampleUser]) });
    await expect(getUsers()).resolves.toHaveLength(1);
    mockAuthApi(admin, { 'GET /users': json(200, { users: [sampleUser, { ...sampleUser, id: '43' }] }) });
    await expect(getUsers()).resolves.toHaveLength(2);
  });

  it("fails with 'Failed to fetch users ({status})' when the server says nothing", async () => {
    mockAuthApi(admin, { 'GET /users': json(503, {}) });
    await expect(getUsers()).rejects.toMatchObject({ message: 'Failed to fetch users (503)' });
    mockAuthApi(admin, { 'GET /users': 'network-error' });
    await expect(getUsers()).rejects.toMatchObject({ message: 'Failed to fetch users (0)' });
  });
});

describe('state-changing user calls', () => {
  it('PUT /users/{id} sends the four fields and the CSRF header', async () => {
    const fetchMock = mockAuthApi(admin, {
      'PUT /users/42': json(200, { ...sampleUser, firstName: 'Ioan' }),
    });
    const update = {
      firstName: 'Ioan',
      lastName: 'Popescu',
      email: sampleUser.email,
      role: 'installer' as const,
    };
    await expect(updateUser('42', update)).resolves.toMatchObject({ firstName: 'Ioan' });
    const [call] = callsTo(fetchMock, 'PUT /users/42');
    expect(call?.body).toEqual(update);
    expect(call?.headers.get('x-csrf-token')).toBe(CSRF_TOKEN);
  });

  it('PATCH /users/{id}/active sends { active }', async () => {
    const fetchMock = mockAuthApi(admin, {
      'PATCH /users/42/active': json(200, { user: { ...sampleUser, active: false } }),
    });
    await expect(setUserActive('42', false)).resolves.toMatchObject({ active: false });
    expect(callsTo(fetchMock, 'PATCH /users/42/active')[0]?.body).toEqual({ active: false });
  });

  it('DELETE /users/{id} accepts an empty answer', async () => {
    const fetchMock = mockAuthApi(admin, { 'DELETE /users/42': new Response(null, { status: 204 }) });
    await expect(deleteUser('42')).resolves.toBeUndefined();
    expect(callsTo(fetchMock, 'DELETE /users/42')[0]?.headers.get('x-csrf-token')).toBe(CSRF_TOKEN);
  });

  it('each failure carries its own call-level text with the status', async () => {
    mockAuthApi(admin, {
      'PUT /users/42': json(500, {}),
      'PATCH /users/42/active': json(502, {}),
      'DELETE /users/42': json(500, {}),
    });
    const update = { firstName: 'A', lastName: 'B', email: 'a@b.ro', role: 'user' as const };
    await expect(updateUser('42', update)).rejects.toMatchObject({ message: 'Failed to update user (500)' });
    await expect(setUserActive('42', true)).rejects.toMatchObject({
      message: 'Failed to update user active status (502)',
    });
    await expect(deleteUser('42')).rejects.toMatchObject({ message: 'Failed to delete user (500)' });
  });

  it('without a CSRF token the call is not made', async () => {
    const fetchMock = mockAuthApi(admin, { 'GET /auth/csrf-token': json(500, {}) });
    await expect(deleteUser('42')).rejects.toMatchObject({ message: 'Failed to delete user (500)' });
    expect(callsTo(fetchMock, 'DELETE /users/42')).toHaveLength(0);
  });
});
