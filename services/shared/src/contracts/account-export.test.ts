import { describe, expect, it } from 'vitest';
import { accountExportFileName } from './account-export.js';

describe('accountExportFileName', () => {
  it('names the copy by the day it was made in Iași, not in UTC', () => {
    // 23:30 UTC on the 4th is already 01:30 on the 5th in Iași (winter, UTC+2).
    expect(accountExportFileName(new Date('2026-12-04T23:30:00Z'))).toBe(
      'smarthome-iasi-date-2026-12-05.json',
    );
    expect(accountExportFileName(new Date('2026-12-04T12:00:00Z'))).toBe(
      'smarthome-iasi-date-2026-12-04.json',
    );
  });
});
