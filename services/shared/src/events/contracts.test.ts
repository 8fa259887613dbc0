import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import {
  EVENT_TYPES,
  QUEUES,
  dropsWhenSent,
  eventTypesOf,
  newEvent,
  parseEvent,
  queueOf,
  queuesOf,
} from './contracts.js';
import { pushOutbox, withOutbox } from './outbox.js';

const registered = {
  userId: 'u1',
  email: 'ana@example.ro',
  firstName: 'Ana',
  activationUrl: 'https://example.ro/activate?token=abc',
  role: 'user',
} as const;

describe('the event contract', () => {
  it('routes every event type to one of the queues, usage accounting on its own', () => {
    for (const type of EVENT_TYPES) {
      expect(queuesOf(type).length).toBeGreaterThan(0);
      for (const queue of queuesOf(type)) expect(Object.values(QUEUES)).toContain(queue);
    }
    expect(eventTypesOf('usage')).toEqual(['assistant.usage_recorded', 'account.deleted']);
    expect(queueOf('issue.comment_added')).toBe('email');
    expect(queuesOf('issue.comment_added')).toEqual(['email']);
  });

  it('sends account.deleted to a queue of every service, and drops its outbox entry once sent', () => {
    expect(queuesOf('account.deleted').toSorted()).toEqual([
      'auth',
      'content',
      'email',
      'operations',
      'usage',
    ]);
    for (const queue of ['auth', 'content', 'operations', 'email', 'usage'] as const) {
      expect(eventTypesOf(queue)).toContain('account.deleted');
    }
    expect(eventTypesOf('auth')).toEqual(['account.deleted']);
    expect(dropsWhenSent('account.deleted')).toBe(true);
    expect(dropsWhenSent('user.registered')).toBe(false);
  });

  it('an event that fans out rides in the outbox with every queue and the drop flag', () => {
    const event = newEvent('account.deleted', { userId: 'u1', email: 'ana@example.ro' });
    const [item] = withOutbox({}, event)._outbox;
    expect(item).toMatchObject({
      id: event.id,
      queue: 'auth',
      queues: ['auth', 'content', 'operations', 'usage', 'email'],
      dropWhenSent: true,
    });
    const [single] = withOutbox({}, newEvent('user.registered', registered))._outbox;
    expect(single).not.toHaveProperty('queues');
    expect(single).not.toHaveProperty('dropWhenSent');
  });

  it('mails the owner about second-factor changes and used recovery codes', () => {
    expect(queuesOf('user.second_factor_changed')).toEqual(['email']);
    expect(queuesOf('user.recovery_code_used')).toEqual(['email']);
    const account = { userId: 'u1', email: 'ana@example.ro', firstName: 'Ana' };
    const changed = newEvent('user.second_factor_changed', { ...account, enabled: false });
    expect(parseEvent(JSON.parse(JSON.stringify(changed)))).toMatchObject({
      ok: true,
      event: { payload: { ...account, enabled: false } },
    });
    const used = newEvent('user.recovery_code_used', { ...account, recoveryCodesLeft: 0 });
    expect(used.payload.recoveryCodesLeft).toBe(0);
    expect(() => newEvent('user.recovery_code_used', { ...account, recoveryCodesLeft: -1 })).toThrow(
      /recoveryCodesLeft/,
    );
    expect(
      parseEvent({ ...changed, payload: { ...account, enabled: 'yes' } }) as { ok: boolean; reason: string },
    ).toMatchObject({ ok: false, reason: expect.stringMatching(/enabled/) });
  });

  it('newEvent gives a UUID, the creation instant and the validated payload', () => {
    const event = newEvent('user.registered', registered);
    expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Date(event.occurredAt).toISOString()).toBe(event.occurredAt);
    expect(event).toMatchObject({ type: 'user.registered', payload: registered });
    expect(newEvent('user.registered', registered).id).not.toBe(event.id);
  });

  it('newEvent rejects an invalid payload with a plain Error naming the fields (a producer bug, not user input)', () => {
    const bad = () =>
      newEvent('testimonial.submitted', {
        testimonialId: 't1',
        clientName: 'Dan',
        rating: 6,
        content: 'Super',
      });
    expect(bad).toThrow(/invalid payload for event testimonial\.submitted: .*rating/s);
    try {
      bad();
    } catch (error) {
      expect(error).not.toBeInstanceOf(AppError);
    }
    // @ts-expect-error an unknown type does not compile, and fails at run time too
    expect(() => newEvent('user.deleted', {})).toThrow('unknown event type "user.deleted"');
  });

  it('parseEvent accepts what newEvent makes, and tolerates fields a newer producer added', () => {
    const event = newEvent('issue.status_changed', {
      issueId: 'i1',
      title: 'Senzor',
      customerEmail: 'ana@example.ro',
      oldStatus: 'open',
      newStatus: 'wip',
    });
    expect(parseEvent(JSON.parse(JSON.stringify(event)))).toEqual({ ok: true, event });
    const newer = { ...event, payload: { ...event.payload, assignee: 'Mihai' } };
    expect(parseEvent(newer)).toEqual({ ok: true, event });
  });

  it('parseEvent says what is wrong instead of throwing', () => {
    expect(parseEvent('garbage')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^invalid envelope: /),
    });
    const event = newEvent('user.registered', registered);
    expect(parseEvent({ ...event, type: 'user.deleted' })).toEqual({
      ok: false,
      reason: 'unknown event type "user.deleted"',
      id: event.id,
      type: 'user.deleted',
    });
    expect(parseEvent({ ...event, payload: { ...registered, role: 'owner' } })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^invalid payload for user\.registered: .*role/s),
    });
  });
});

describe('outbox helpers', () => {
  it('withOutbox adds the events (with their queue) to the document to insert', () => {
    const first = newEvent('user.registered', registered);
    const second = newEvent('user.role_changed', { ...registered, active: false });
    const doc = withOutbox(withOutbox({ email: 'ana@example.ro' }, first), second);
    expect(doc).toEqual({
      email: 'ana@example.ro',
      _outbox: [
        {
          id: first.id,
          type: first.type,
          queue: 'email',
          occurredAt: first.occurredAt,
          payload: first.payload,
        },
        {
          id: second.id,
          type: second.type,
          queue: 'email',
          occurredAt: second.occurredAt,
          payload: second.payload,
        },
      ],
    });
  });

  it('pushOutbox is a $push to merge into the update of the domain document', () => {
    const event = newEvent('user.locked_out', {
      userId: 'u1',
      email: 'ana@example.ro',
      firstName: 'Ana',
      until: new Date().toISOString(),
    });
    expect({ $set: { lockedUntil: 1 }, ...pushOutbox(event) }).toEqual({
      $set: { lockedUntil: 1 },
      $push: {
        _outbox: {
          $each: [
            {
              id: event.id,
              type: event.type,
              queue: 'email',
              occurredAt: event.occurredAt,
              payload: event.payload,
            },
          ],
        },
      },
    });
  });
});
