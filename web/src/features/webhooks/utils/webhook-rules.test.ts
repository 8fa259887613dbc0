import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  canRedeliver,
  hasPending,
  refusedWebhookFields,
  responseText,
  toCreateInput,
  toggledEvents,
  validateNewWebhook,
  type WebhookDelivery,
} from './webhook-rules';

const ALL = ['installation.created', 'issue.created', 'contact.received'];

const delivery = (extra: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 'd1',
  event: 'issue.created',
  messageId: 'msg_1',
  status: 'failed',
  attempts: 3,
  responseStatus: null,
  lastError: 'Connection refused',
  createdAt: '2026-03-01T09:00:00.000Z',
  deliveredAt: null,
  nextAttemptAt: null,
  ...extra,
});

const refusal = (errors: { field?: string; msg: string }[]) =>
  new ApiError(errors.map((e) => e.msg).join(', '), 400, true, true, undefined, { errors });

describe('the new webhook form', () => {
  it('keeps the ticked events in the order the server lists them', () => {
    expect(toggledEvents([], 'contact.received', true, ALL)).toEqual(['contact.received']);
    expect(toggledEvents(['contact.received'], 'installation.created', true, ALL)).toEqual([
      'installation.created',
      'contact.received',
    ]);
    expect(
      toggledEvents(['installation.created', 'contact.received'], 'installation.created', false, ALL),
    ).toEqual(['contact.received']);
  });

  it('needs a URL and at least one event; a description is optional but short', () => {
    expect(validateNewWebhook({ url: ' ', description: '', events: [] })).toEqual({
      url: 'URL is required',
      events: 'Choose at least one event',
    });
    expect(
      validateNewWebhook({
        url: 'https://a.example',
        description: 'x'.repeat(201),
        events: ['issue.created'],
      }),
    ).toEqual({
      description: 'Description must be at most 200 characters',
    });
    expect(
      validateNewWebhook({ url: 'https://a.example', description: '', events: ['issue.created'] }),
    ).toEqual({});
  });

  it('sends the URL and note trimmed, and no note when none was typed', () => {
    expect(
      toCreateInput({ url: ' https://a.example/in ', description: '  CRM ', events: ['issue.created'] }),
    ).toEqual({
      url: 'https://a.example/in',
      events: ['issue.created'],
      description: 'CRM',
    });
    expect(toCreateInput({ url: 'https://a.example', description: ' ', events: ['issue.created'] })).toEqual({
      url: 'https://a.example',
      events: ['issue.created'],
    });
  });

  it("puts the server's refusal at the form's fields only when it names nothing else", () => {
    expect(refusedWebhookFields(refusal([{ field: 'url', msg: 'URL must use https' }]))).toEqual({
      url: 'URL must use https',
    });
    expect(refusedWebhookFields(refusal([{ field: 'input', msg: 'Something else' }]))).toEqual({});
    expect(refusedWebhookFields(refusal([{ msg: 'No field' }]))).toEqual({});
  });
});

describe('the delivery log', () => {
  it('offers a redelivery of a failed delivery only', () => {
    expect(canRedeliver(delivery())).toBe(true);
    expect(canRedeliver(delivery({ status: 'pending' }))).toBe(false);
    expect(canRedeliver(delivery({ status: 'delivered' }))).toBe(false);
  });

  it('is still moving while a delivery is pending', () => {
    expect(hasPending([delivery(), delivery({ status: 'pending' })])).toBe(true);
    expect(hasPending([delivery(), delivery({ status: 'delivered' })])).toBe(false);
    expect(hasPending([])).toBe(false);
  });

  it("tells the last answer's status, no answer after an attempt, and a dash before any", () => {
    expect(responseText(delivery({ responseStatus: 502 }))).toBe('502');
    expect(responseText(delivery())).toBe('No answer');
    expect(responseText(delivery({ status: 'pending', attempts: 0 }))).toBe('—');
  });
});
