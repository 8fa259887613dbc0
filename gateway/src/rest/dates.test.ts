import { describe, expect, it } from 'vitest';
import { parseClientDate, parseClientDateTime, parseClientDay } from './dates.js';

describe('parseClientDateTime', () => {
  it.each([
    ['2026-01-15T10:00', '2026-01-15T08:00:00.000Z'],
    ['2026-07-15T10:00', '2026-07-15T07:00:00.000Z'],
    ['2026-07-15T10:00:30', '2026-07-15T07:00:30.000Z'],
    ['2026-03-29T04:30', '2026-03-29T01:30:00.000Z'],
    ['2026-10-25T02:30', '2026-10-24T23:30:00.000Z'],
    ['2026-10-25T05:00', '2026-10-25T03:00:00.000Z'],
    ['2026-01-15T10:00:00Z', '2026-01-15T10:00:00.000Z'],
    ['2026-01-15T10:00:00.000+02:00', '2026-01-15T08:00:00.000Z'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseClientDateTime(text, 'published_date')).toBe(iso);
  });

  it('reads empty and absent as no date', () => {
    expect(parseClientDateTime('', 'published_date')).toBeNull();
    expect(parseClientDateTime(null, 'published_date')).toBeNull();
    expect(parseClientDateTime(undefined, 'published_date')).toBeNull();
  });

  it.each([
    'tomorrow',
    '2026-13-01T10:00:00Z',
    '2026-13-01T10:00',
    '2026-02-30T10:00',
    '2026-02-30T10:00:00Z',
    '2026-01-15T24:00',
    '1700000000',
    '2026-01-15',
  ])('refuses %s with 400', (text) => {
    expect(() => parseClientDateTime(text, 'published_date')).toThrow(
      'published_date must be a date-time such as 2026-03-01T10:00',
    );
  });
});

describe('parseClientDate', () => {
  it.each([
    ['2026-01-15', '2026-01-14T22:00:00.000Z'],
    ['2026-07-15', '2026-07-14T21:00:00.000Z'],
    ['2026-07-15T10:00', '2026-07-15T07:00:00.000Z'],
    ['2026-01-15T10:00:00Z', '2026-01-15T10:00:00.000Z'],
  ])('reads %s as %s (a day alone is its midnight in Iași)', (text, iso) => {
    expect(parseClientDate(text, 'plannedInstallationDate')).toBe(iso);
  });

  it('reads empty and absent as no date', () => {
    expect(parseClientDate(' ', 'plannedInstallationDate')).toBeNull();
    expect(parseClientDate(undefined, 'plannedInstallationDate')).toBeNull();
  });

  it.each(['tomorrow', '2026-1-15', '15.01.2026', '2026-02-29', '2026-00-10'])(
    'refuses %s with 400',
    (text) => {
      expect(() => parseClientDate(text, 'plannedInstallationDate')).toThrow(
        'plannedInstallationDate must be a date such as 2026-03-01 or a date-time such as 2026-03-01T10:00',
      );
    },
  );
});

describe('parseClientDay', () => {
  it.each([
    ['2027-02-01', '2027-02-01'],
    ['2028-02-29', '2028-02-29'],
    [' 2027-02-01 ', '2027-02-01'],
    ['2027-02-01T00:00', '2027-02-01'],
    ['2027-02-01T23:59:59', '2027-02-01'],
    ['2027-01-31T22:00:00.000Z', '2027-02-01'],
    ['2027-01-31T21:59:59.999Z', '2027-01-31'],
    ['2027-07-31T21:00:00Z', '2027-08-01'],
    ['2027-02-01T01:00:00+05:00', '2027-01-31'],
  ])(
    'reads %s as the day %s (a zoneless date-time its written day, a zoned one its day in Iași)',
    (text, day) => {
      expect(parseClientDay(text, 'plannedInstallationDate')).toBe(day);
    },
  );

  it('reads empty and absent as no day', () => {
    expect(parseClientDay(' ', 'plannedInstallationDate')).toBeNull();
    expect(parseClientDay(null, 'plannedInstallationDate')).toBeNull();
    expect(parseClientDay(undefined, 'plannedInstallationDate')).toBeNull();
  });

  it.each([
    'tomorrow',
    '2027-02-30',
    '2027-02-29',
    '2027-13-01',
    '2027-2-1',
    '01.02.2027',
    '2027-02-30T10:00',
    '2027-02-30T10:00:00Z',
    '2027-02-01T25:00',
  ])('refuses %s with 400', (text) => {
    expect(() => parseClientDay(text, 'plannedInstallationDate')).toThrow(
      'plannedInstallationDate must be a date such as 2026-03-01 or a date-time such as 2026-03-01T10:00',
    );
  });
});
