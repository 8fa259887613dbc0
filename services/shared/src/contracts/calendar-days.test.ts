import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, calendarDayIn, calendarDayProblem, isCalendarDay } from './calendar-days.js';

describe('calendar days', () => {
  it('knows the real days of the calendar, leap years included', () => {
    for (const day of ['2027-02-01', '2027-01-31', '2028-02-29', '2000-02-29', '2027-12-31']) {
      expect(isCalendarDay(day)).toBe(true);
    }
    for (const day of ['2027-02-29', '1900-02-29', '2027-06-31', '2027-00-10', '2027-1-5', ' 2027-02-01']) {
      expect(isCalendarDay(day)).toBe(false);
    }
    expect(calendarDayProblem('2027-02-30')).toBe('February 2027 has 28 days');
  });

  it('names the day an instant falls on in a time zone', () => {
    const bucharestMidnight = new Date('2027-01-31T22:00:00.000Z');
    expect(calendarDayIn(bucharestMidnight, BUSINESS_TIME_ZONE)).toBe('2027-02-01');
    expect(calendarDayIn(bucharestMidnight, 'UTC')).toBe('2027-01-31');
    expect(calendarDayIn(new Date('2027-07-31T21:00:00.000Z'), BUSINESS_TIME_ZONE)).toBe('2027-08-01');
    expect(calendarDayIn(new Date('2027-07-31T20:59:59.999Z'), BUSINESS_TIME_ZONE)).toBe('2027-07-31');
  });
});
