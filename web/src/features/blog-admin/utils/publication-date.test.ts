import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toLocalInputValue, toPublicationInstant } from './publication-date';

// The admin's clock is Iași's: UTC+3 in summer, UTC+2 in winter.
beforeAll(() => {
  vi.stubEnv('TZ', 'Europe/Bucharest');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('the publication date', () => {
  it('is null when the field is empty', () => {
    expect(toPublicationInstant('')).toBeNull();
    expect(toPublicationInstant('  ')).toBeNull();
    expect(toPublicationInstant('not a date')).toBeNull();
  });

  it('is sent as the instant of the chosen local time, summer and winter', () => {
    expect(toPublicationInstant('2026-05-01T09:30')).toBe('2026-05-01T06:30:00.000Z');
    expect(toPublicationInstant('2026-01-15T09:30')).toBe('2026-01-15T07:30:00.000Z');
  });

  it('is shown in local time when editing, to the minute', () => {
    expect(toLocalInputValue('2026-05-01T06:30:00.000Z')).toBe('2026-05-01T09:30');
    expect(toLocalInputValue('2026-12-31T22:05:59.000Z')).toBe('2027-01-01T00:05');
    expect(toLocalInputValue(null)).toBe('');
    expect(toLocalInputValue('garbage')).toBe('');
  });

  it('survives a round trip through the form', () => {
    const stored = '2026-03-29T07:15:00.000Z';
    expect(toPublicationInstant(toLocalInputValue(stored))).toBe(stored);
  });
});
