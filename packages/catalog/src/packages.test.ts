import { describe, expect, it } from 'vitest';
import {
  afterSupportRate,
  approximateRon,
  DEFAULT_EUR_RON_RATE,
  EXCHANGE_RATE_MAX_AGE_MS,
  featureCategories,
  firstItems,
  HARDWARE_ORDER_FEE_PERCENT,
  includedGroups,
  includedItems,
  isIncluded,
  isValidRate,
  packageFeatures,
  packageIds,
  packagePriceEur,
  packageTitleOf,
  servicePackages,
  tierFeatures,
  type PackageId,
} from './packages.js';

const pairs: Array<[lower: PackageId, higher: PackageId]> = [
  ['basic', 'advanced'],
  ['advanced', 'premium'],
];

describe('the business constants', () => {
  it('prices are 100, 170 and 300 EUR', () => {
    expect(packagePriceEur).toEqual({ basic: 100, advanced: 170, premium: 300 });
  });

  it('limits: devices 5/15/unlimited, support 30/60/90 days (Premium prioritized), backup local/cloud/cloud', () => {
    const limits = packageIds.map((id) => {
      const { maxDevices, supportDays, prioritySupport, backup } = servicePackages[id];
      return { maxDevices, supportDays, prioritySupport, backup };
    });
    expect(limits).toEqual([
      { maxDevices: 5, supportDays: 30, prioritySupport: false, backup: 'local' },
      { maxDevices: 15, supportDays: 60, prioritySupport: false, backup: 'cloud' },
      { maxDevices: null, supportDays: 90, prioritySupport: true, backup: 'cloud' },
    ]);
  });

  it('after support: 100 lei per hour, 30 minutes minimum; hardware fee 10%; default rate 4.95 refreshed after 24 h', () => {
    expect(afterSupportRate).toEqual({ leiPerHour: 100, minimumMinutes: 30 });
    expect(HARDWARE_ORDER_FEE_PERCENT).toBe(10);
    expect(DEFAULT_EUR_RON_RATE).toBe(4.95);
    expect(EXCHANGE_RATE_MAX_AGE_MS).toBe(86_400_000);
  });

  it('the comparison rows show the same limits as the packages', () => {
    const row = (id: string) => packageFeatures.find((f) => f.id === id)?.values;
    expect(row('devices')).toEqual({ basic: 'până la 5', advanced: 'până la 15', premium: 'nelimitat' });
    expect(row('support')).toEqual({ basic: '30 de zile', advanced: '60 de zile', premium: '90 de zile' });
    expect(row('priority-support')).toEqual({ basic: false, advanced: false, premium: true });
    expect(row('backup')).toEqual({ basic: 'local', advanced: 'cloud', premium: 'cloud' });
  });
});

describe('a higher package includes everything of the one below', () => {
  it.each(pairs)('no feature included in %s is missing from %s', (lower, higher) => {
    const lost = packageFeatures.filter((f) => isIncluded(f.values[lower]) && !isIncluded(f.values[higher]));
    expect(lost.map((f) => f.id)).toEqual([]);
  });

  it.each(pairs)('every item included in %s is listed for %s, in the same order', (lower, higher) => {
    const higherItems = includedItems(higher);
    expect(higherItems.slice(0, includedItems(lower).length)).toEqual(includedItems(lower));
    expect(higherItems.length).toBeGreaterThan(includedItems(lower).length);
  });

  it('Premium lists Basic, then Advanced, then its own extras', () => {
    expect(includedGroups('premium').map((g) => g.from)).toEqual(['basic', 'advanced', 'premium']);
    expect(includedGroups('basic').map((g) => g.from)).toEqual(['basic']);
  });

  it.each(pairs)('%s offers fewer features than %s', (lower, higher) => {
    expect(tierFeatures(higher).length).toBeGreaterThan(tierFeatures(lower).length);
  });
});

describe('feature rows', () => {
  it('have unique ids, a known category, grouped in category order, and a value for each package', () => {
    expect(new Set(packageFeatures.map((f) => f.id)).size).toBe(packageFeatures.length);
    const categoryIndexes = packageFeatures.map((f) => featureCategories.indexOf(f.category));
    expect(categoryIndexes.every((index) => index >= 0)).toBe(true);
    expect(categoryIndexes).toEqual([...categoryIndexes].sort((a, b) => a - b));
    for (const feature of packageFeatures)
      expect(Object.keys(feature.values).sort()).toEqual([...packageIds].sort());
  });

  it('every package has included items, automation examples and an "ideal for" list', () => {
    for (const id of packageIds) {
      const pkg = servicePackages[id];
      expect(pkg.included.length).toBeGreaterThan(0);
      expect(pkg.automationExamples.length).toBeGreaterThan(0);
      expect(pkg.idealFor.length).toBeGreaterThan(0);
    }
  });
});

describe('tierFeatures', () => {
  it('lists Basic in table order, with the extent in the label', () => {
    const basic = tierFeatures('basic');
    expect(basic.map((f) => f.feature.id)).toEqual(
      packageFeatures.filter((f) => f.values.basic !== false).map((f) => f.id),
    );
    expect(basic[0]?.label).toBe('Dispozitive integrate: până la 5');
    expect(basic.some((f) => f.upgrade)).toBe(false);
  });

  it('puts what a package adds or improves first', () => {
    const advanced = tierFeatures('advanced');
    const firstPlain = advanced.findIndex((f) => !f.upgrade);
    expect(advanced.slice(firstPlain).every((f) => !f.upgrade)).toBe(true);
    expect(advanced.slice(0, 3).map((f) => f.label)).toEqual([
      'Dispozitive integrate: până la 15',
      'Dashboard: personalizat, pe camere',
      'Scenarii și programări',
    ]);
    expect(tierFeatures('premium')[0]?.label).toBe('Dispozitive integrate: nelimitat');
  });
});

describe('firstItems', () => {
  it('gives the first N and the count left over', () => {
    expect(firstItems(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], remaining: 2 });
    expect(firstItems(['a', 'b'], 4)).toEqual({ shown: ['a', 'b'], remaining: 0 });
    expect(firstItems(['a'], -1)).toEqual({ shown: [], remaining: 1 });
  });
});

describe('approximateRon', () => {
  it('multiplies by the rate and rounds', () => {
    expect(approximateRon(100)).toBe(495);
    expect(approximateRon(170)).toBe(842); // 841.5 rounds up
    expect(approximateRon(300)).toBe(1485);
    expect(approximateRon(170, 4.9765)).toBe(846);
  });

  it('is not thrown off by float noise at .5', () => {
    // 100 × 4.975 is 497.49999999999994 in binary floating point; the true product is 497.5.
    expect(approximateRon(100, 4.975)).toBe(498);
    expect(approximateRon(170, 4.85)).toBe(825);
  });
});

describe('isValidRate', () => {
  it('accepts only finite positive numbers', () => {
    expect(isValidRate(4.97)).toBe(true);
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, '4.97', null, undefined]) {
      expect(isValidRate(bad)).toBe(false);
    }
  });
});

describe('packageTitleOf', () => {
  it('names a stored package as customers read it, and leaves an id the catalog does not know as it is', () => {
    expect(packageTitleOf('basic')).toBe(servicePackages.basic.title);
    expect(packageTitleOf('premium')).toBe(servicePackages.premium.title);
    expect(packageTitleOf('legacy')).toBe('legacy');
  });
});
