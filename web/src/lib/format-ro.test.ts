import { describe, expect, it } from 'vitest';
import { formatDay, formatEur, formatLei, formatRate } from './format-ro';

describe('Romanian formats', () => {
  it('write lei and euro with Romanian thousands separators', () => {
    expect(formatLei(13690)).toBe('13.690 lei');
    expect(formatLei(450)).toBe('450 lei');
    expect(formatEur(1300)).toBe('1.300 €');
  });

  it('write the rate with 2 decimals and a decimal comma', () => {
    expect(formatRate(4.9763)).toBe('4,98');
    expect(formatRate(5)).toBe('5,00');
  });

  it('write the day in Romanian, as it is in Iași', () => {
    expect(formatDay('2025-03-14T11:05:00.000Z')).toBe('14 martie 2025');
    // 23:30 UTC on 14 March is already 15 March in Iași.
    expect(formatDay(new Date('2025-03-14T23:30:00.000Z'))).toBe('15 martie 2025');
  });
});

/** Intl's own formats, which the site's must equal. */
const intl = {
  number: (value: number) => value.toLocaleString('ro-RO'),
  rate: new Intl.NumberFormat('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  day: new Intl.DateTimeFormat('ro-RO', { dateStyle: 'long', timeZone: 'Europe/Bucharest' }),
};

/** A fixed sequence of pseudo-random numbers in [0, 1): the same cases in every run. */
function* seeded(count: number, seed = 17): Generator<number> {
  let state = seed;
  for (let i = 0; i < count; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield state / 2_147_483_648;
  }
}

describe('Romanian formats, against Intl', () => {
  it('write whole amounts as Intl does', () => {
    const values = [0, 7, 999, 1000, 9999, 10_000, 123_456, 1_000_000, -1500, 2 ** 40];
    for (const x of seeded(2000)) values.push(Math.floor(x * 10 ** Math.floor(x * 10)));
    for (const value of values) expect(formatLei(value)).toBe(`${intl.number(value)} lei`);
    expect(formatEur(1234.5)).toBe(`${intl.number(1234.5)} €`);
  });

  it('round rates to 2 decimals as Intl does, halves included', () => {
    const values = [4.975, 4.965, 4.995, 0.005, 9.995, 1234.5678, 4.9749999, 5, 0.01];
    for (const x of seeded(3000)) values.push(Math.round(x * 100_000_000) / 10 ** (1 + Math.floor(x * 7)));
    for (const value of values) expect(formatRate(value), String(value)).toBe(intl.rate.format(value));
  });

  it('write days in Iași as Intl does, across summer-time changes', () => {
    const times: number[] = [];
    // Every hour around the changes of 2025 and 2031, and random times from 1997 to 2060.
    for (const change of ['2025-03-30T01:00:00Z', '2025-10-26T01:00:00Z', '2031-03-30T01:00:00Z']) {
      const at = Date.parse(change);
      for (let hour = -30; hour <= 30; hour++) times.push(at + hour * 3_600_000 - 1, at + hour * 3_600_000);
    }
    const from = Date.parse('1997-01-01T00:00:00Z');
    const to = Date.parse('2060-12-31T00:00:00Z');
    for (const x of seeded(5000)) times.push(Math.floor(from + x * (to - from)));
    for (const time of times) {
      const date = new Date(time);
      expect(formatDay(date), date.toISOString()).toBe(intl.day.format(date));
    }
  });
});
