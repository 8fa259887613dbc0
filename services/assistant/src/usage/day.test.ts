import { describe, expect, it } from 'vitest';
import { zonedDay } from './day.js';

describe('zonedDay', () => {
  it('finds the Bucharest day of an instant (UTC+2 in winter)', () => {
    expect(zonedDay(new Date('2025-01-15T23:30:00.000Z'), 'Europe/Bucharest')).toEqual({
      date: '2025-01-16',
      start: new Date('2025-01-15T22:00:00.000Z'),
      end: new Date('2025-01-16T22:00:00.000Z'),
    });
  });

  it('lasts 23 hours on the spring DST change', () => {
    const day = zonedDay(new Date('2025-03-30T12:00:00.000Z'), 'Europe/Bucharest');
    expect(day).toEqual({
      date: '2025-03-30',
      start: new Date('2025-03-29T22:00:00.000Z'),
      end: new Date('2025-03-30T21:00:00.000Z'),
    });
  });

  it('lasts 25 hours on the autumn DST change', () => {
    const day = zonedDay(new Date('2025-10-26T12:00:00.000Z'), 'Europe/Bucharest');
    expect(day.end.getTime() - day.start.getTime()).toBe(25 * 3_600_000);
    expect(day.start).toEqual(new Date('2025-10-25T21:00:00.000Z'));
  });

  it('rolls over months and years', () => {
    expect(zonedDay(new Date('2025-12-31T22:30:00.000Z'), 'Europe/Bucharest').date).toBe('2026-01-01');
    expect(zonedDay(new Date('2025-12-31T12:00:00.000Z'), 'UTC')).toEqual({
      date: '2025-12-31',
      start: new Date('2025-12-31T00:00:00.000Z'),
      end: new Date('2026-01-01T00:00:00.000Z'),
    });
  });

  it('tells the days apart at midnight, whatever was asked before', () => {
    const zone = 'Europe/Bucharest';
    expect(zonedDay(new Date('2025-01-15T12:00:00.000Z'), zone).date).toBe('2025-01-15');
    expect(zonedDay(new Date('2025-01-15T21:59:59.999Z'), zone).date).toBe('2025-01-15');
    expect(zonedDay(new Date('2025-01-15T22:00:00.000Z'), zone).date).toBe('2025-01-16');
    expect(zonedDay(new Date('2025-01-15T21:59:59.999Z'), zone).date).toBe('2025-01-15');
    expect(zonedDay(new Date('2025-01-15T12:00:00.000Z'), 'UTC').date).toBe('2025-01-15');
    expect(zonedDay(new Date('2025-01-15T23:00:00.000Z'), 'UTC').date).toBe('2025-01-15');
  });

  it('answers with dates of the caller’s own', () => {
    const day = zonedDay(new Date('2025-02-01T12:00:00.000Z'), 'Europe/Bucharest');
    day.end.setTime(0);
    expect(zonedDay(new Date('2025-02-01T13:00:00.000Z'), 'Europe/Bucharest').end).toEqual(
      new Date('2025-02-01T22:00:00.000Z'),
    );
  });
});
