import { describe, expect, it, vi } from 'vitest';
import {
  costText,
  hardwareSum,
  isValidLine,
  lineTotal,
  ronText,
  scheduleText,
  toHardwareInput,
  toInstallationInput,
  validateInstallation,
  type InstallationFormValues,
} from './installation-rules';

describe('scheduleText', () => {
  const planned = '2026-04-01';
  const installed = '2026-03-02T08:00:00.000Z';
  it("shows a pending installation's planned day", () => {
    expect(
      scheduleText({ status: 'pending', plannedInstallationDate: planned, installationDate: null }),
    ).toBe('Planned: April 1, 2026');
  });
  it("shows any other status's installation day", () => {
    for (const status of ['in_progress', 'completed'] as const) {
      expect(scheduleText({ status, plannedInstallationDate: planned, installationDate: installed })).toBe(
        'Installed: March 2, 2026',
      );
    }
  });
  it('names the same days to a reader in any time zone: the planned day as written, the installation day as in Iași', () => {
    for (const zone of ['UTC', 'Europe/Bucharest', 'America/New_York', 'Pacific/Kiritimati']) {
      vi.stubEnv('TZ', zone);
      try {
        expect(
          scheduleText({ status: 'pending', plannedInstallationDate: '2027-02-01', installationDate: null }),
        ).toBe('Planned: February 1, 2027');
        // 00:30 on March 2nd in Iași, still March 1st in UTC.
        const justAfterMidnight = '2026-03-01T22:30:00.000Z';
        expect(
          scheduleText({
            status: 'completed',
            plannedInstallationDate: null,
            installationDate: justAfterMidnight,
          }),
        ).toBe('Installed: March 2, 2026');
      } finally {
        vi.unstubAllEnvs();
      }
    }
  });
  it("says 'Not scheduled' when that day is missing", () => {
    expect(
      scheduleText({ status: 'pending', plannedInstallationDate: null, installationDate: installed }),
    ).toBe('Not scheduled');
    expect(
      scheduleText({ status: 'completed', plannedInstallationDate: planned, installationDate: null }),
    ).toBe('Not scheduled');
  });
});

describe('costText', () => {
  it('shows a dollar sign and 2 decimals, or the given word when missing', () => {
    expect(costText(1380.5, 'N/A')).toBe('$1380.50');
    expect(costText(0, 'N/A')).toBe('$0.00');
    expect(costText(null, 'N/A')).toBe('N/A');
    expect(costText(undefined, 'Not specified')).toBe('Not specified');
  });
  it('writes hardware prices in RON', () => {
    expect(ronText(1380.5)).toBe('1,380.50 RON');
  });
});

describe('installation form', () => {
  const full: InstallationFormValues = {
    name: ' Casă ',
    address: ' Str. Lungă 1 ',
    customerEmail: ' ana@example.ro ',
    package: 'advanced',
    status: 'pending',
    description: '',
    plannedDate: '',
    cost: '',
  };

  it("needs name, address, customer email, package and status: 'Please fill out all fields'", () => {
    expect(validateInstallation(full)).toBeNull();
    expect(validateInstallation({ ...full, name: ' ', package: '' })).toEqual({
      message: 'Please fill out all fields',
      fields: ['name', 'package'],
    });
  });

  it('takes a cost of at least 0 with at most 2 decimals', () => {
    for (const cost of ['0', '12', '12.5', '1380.50'])
      expect(validateInstallation({ ...full, cost })).toBeNull();
    for (const cost of ['-1', '1.234', 'abc', '1e3']) {
      expect(validateInstallation({ ...full, cost })?.fields).toEqual(['cost']);
    }
  });

  it('sends texts trimmed and the empty optional fields as null', () => {
    expect(toInstallationInput(full)).toEqual({
      name: 'Casă',
      address: 'Str. Lungă 1',
      customerEmail: 'ana@example.ro',
      package: 'advanced',
      status: 'pending',
      description: null,
      plannedInstallationDate: null,
      estimatedTotalCost: null,
    });
    expect(
      toInstallationInput({ ...full, description: ' Zigbee ', plannedDate: '2026-04-01', cost: '1380.5' }),
    ).toMatchObject({
      description: 'Zigbee',
      plannedInstallationDate: '2026-04-01',
      estimatedTotalCost: 1380.5,
    });
  });
});

describe('hardware lines', () => {
  const line = { key: 'a', name: 'Adaptor Zigbee USB', quantity: '2', unitPrice: '180' };
  it('totals quantity × unit price, and the list', () => {
    expect(lineTotal(line)).toBe(360);
    expect(hardwareSum([line, { ...line, quantity: '3', unitPrice: '49.99' }])).toBe(509.97);
    expect(lineTotal({ quantity: '', unitPrice: 'x' })).toBe(0);
  });
  it('accepts a name, a whole quantity from 1 and a price with up to 2 decimals', () => {
    expect(isValidLine(line)).toBe(true);
    expect(isValidLine({ ...line, name: ' ' })).toBe(false);
    expect(isValidLine({ ...line, quantity: '0' })).toBe(false);
    expect(isValidLine({ ...line, quantity: '1.5' })).toBe(false);
    expect(isValidLine({ ...line, unitPrice: '1.999' })).toBe(false);
  });
  it('sends numbers', () => {
    expect(toHardwareInput([line])).toEqual([{ name: 'Adaptor Zigbee USB', quantity: 2, unitPrice: 180 }]);
  });
});
