import { describe, expect, it } from 'vitest';
import {
  calculatorReducer,
  calculatorStateFrom,
  clampQuantity,
  estimateLines,
  estimateTotals,
  hardwareOrderFeeRon,
  initialCalculatorState,
  isAvailable,
  isSelected,
  quantityOf,
  type CalculatorAction,
  type CalculatorState,
} from './calculator.js';
import { hardwareItem, hardwareItems, type HardwareItemId } from './hardware.js';

const run = (...actions: CalculatorAction[]): CalculatorState =>
  actions.reduce(calculatorReducer, initialCalculatorState);
const toggle = (id: HardwareItemId): CalculatorAction => ({ type: 'toggle-item', id });
const setQuantity = (id: HardwareItemId, quantity: number): CalculatorAction => ({
  type: 'set-quantity',
  id,
  quantity,
});
const selectedIds = (state: CalculatorState) =>
  hardwareItems.filter((i) => isSelected(state, i.id)).map((i) => i.id);

const zigbeeIds: HardwareItemId[] = [
  'light-sensor-zigbee',
  'sonoff-zigbee-motion',
  'zigbee-plug',
  'nous-zigbee-plug',
];

describe('the initial calculator state', () => {
  it('selects the single-board computer and the memory card, once each, and nothing else', () => {
    expect(initialCalculatorState.quantities).toEqual({ 'raspberry-pi': 1, 'memory-card': 1 });
    expect(initialCalculatorState.package).toBeNull();
  });

  it('leaves the Zigbee adapter off', () => {
    expect(isSelected(initialCalculatorState, 'zigbee-adapter')).toBe(false);
  });

  it('costs the two required items: 500 + 65 RON', () => {
    expect(estimateTotals(initialCalculatorState, 4.95)).toEqual({
      hardwareRon: 565,
      packageEur: 0,
      packageRon: 0,
      totalRon: 565,
    });
  });
});

describe('required items', () => {
  it.each(['raspberry-pi', 'memory-card'] as const)('%s cannot be deselected', (id) => {
    const state = run(toggle(id));
    expect(state).toBe(initialCalculatorState);
    expect(isSelected(state, id)).toBe(true);
  });

  it('survive a reset', () => {
    expect(run(toggle('yeelight-bulb'), { type: 'reset' })).toEqual(initialCalculatorState);
  });
});

describe('selecting and deselecting an item', () => {
  it('selects with quantity 1 and deselects back to 0', () => {
    const selected = run(toggle('yeelight-bulb'));
    expect(quantityOf(selected, 'yeelight-bulb')).toBe(1);
    const deselected = calculatorReducer(selected, toggle('yeelight-bulb'));
    expect(isSelected(deselected, 'yeelight-bulb')).toBe(false);
    expect(quantityOf(deselected, 'yeelight-bulb')).toBe(0);
  });

  it('starts again at 1 after a deselection, whatever the quantity was', () => {
    const state = run(
      toggle('yeelight-bulb'),
      setQuantity('yeelight-bulb', 7),
      toggle('yeelight-bulb'),
      toggle('yeelight-bulb'),
    );
    expect(quantityOf(state, 'yeelight-bulb')).toBe(1);
  });

  it('does not mutate the previous state', () => {
    const before = run(toggle('yeelight-bulb'));
    const snapshot = JSON.parse(JSON.stringify(before)) as CalculatorState;
    calculatorReducer(before, toggle('yeelight-bulb'));
    calculatorReducer(before, setQuantity('yeelight-bulb', 4));
    expect(before).toEqual(snapshot);
  });
});

describe('the Zigbee adapter', () => {
  it.each(zigbeeIds)('is selected together with the first Zigbee item (%s)', (id) => {
    const state = run(toggle(id));
    expect(isSelected(state, id)).toBe(true);
    expect(quantityOf(state, 'zigbee-adapter')).toBe(1);
  });

  it('stays while another Zigbee item is selected and leaves with the last one', () => {
    let state = run(toggle('zigbee-plug'), toggle('nous-zigbee-plug'));
    state = calculatorReducer(state, toggle('zigbee-plug'));
    expect(isSelected(state, 'zigbee-adapter')).toBe(true);
    state = calculatorReducer(state, toggle('nous-zigbee-plug'));
    expect(isSelected(state, 'zigbee-adapter')).toBe(false);
  });

  it('is not brought in by a non-Zigbee item', () => {
    const state = run(toggle('wifi-plug-basic'), toggle('xiaomi-hub'), toggle('door-sensor'));
    expect(isSelected(state, 'zigbee-adapter')).toBe(false);
  });

  it('can be chosen by hand and deselected by hand while no Zigbee item is selected', () => {
    const on = run(toggle('zigbee-adapter'));
    expect(isSelected(on, 'zigbee-adapter')).toBe(true);
    expect(isSelected(calculatorReducer(on, toggle('zigbee-adapter')), 'zigbee-adapter')).toBe(false);
  });

  it('takes every Zigbee item, zeroed, with it when it is deselected', () => {
    let state = run(
      toggle('zigbee-plug'),
      setQuantity('zigbee-plug', 6),
      toggle('light-sensor-zigbee'),
      toggle('yeelight-bulb'),
    );
    state = calculatorReducer(state, toggle('zigbee-adapter'));
    expect(selectedIds(state)).toEqual(['raspberry-pi', 'memory-card', 'yeelight-bulb']);
    for (const id of zigbeeIds) expect(quantityOf(state, id)).toBe(0);
  });

  it('keeps its quantity of 1 however many Zigbee items are chosen', () => {
    const state = run(...zigbeeIds.map(toggle), setQuantity('zigbee-adapter', 3));
    expect(quantityOf(state, 'zigbee-adapter')).toBe(1);
  });
});

describe('items that need the Xiaomi hub', () => {
  it.each(['door-sensor', 'temperature-sensor'] as const)(
    '%s is unavailable and cannot be selected without the hub',
    (id) => {
      expect(isAvailable(initialCalculatorState, hardwareItem(id))).toBe(false);
      expect(run(toggle(id))).toBe(initialCalculatorState);
    },
  );

  it.each(['door-sensor', 'temperature-sensor'] as const)(
    '%s becomes available once the hub is selected',
    (id) => {
      const withHub = run(toggle('xiaomi-hub'));
      expect(isAvailable(withHub, hardwareItem(id))).toBe(true);
      expect(isSelected(calculatorReducer(withHub, toggle(id)), id)).toBe(true);
    },
  );

  it('are deselected and zeroed when the hub is deselected', () => {
    let state = run(
      toggle('xiaomi-hub'),
      toggle('door-sensor'),
      setQuantity('door-sensor', 4),
      toggle('temperature-sensor'),
    );
    state = calculatorReducer(state, toggle('xiaomi-hub'));
    expect(quantityOf(state, 'door-sensor')).toBe(0);
    expect(quantityOf(state, 'temperature-sensor')).toBe(0);
    expect(isAvailable(state, hardwareItem('door-sensor'))).toBe(false);
  });

  it('can be selected and deselected on their own while the hub stays', () => {
    let state = run(toggle('xiaomi-hub'), toggle('door-sensor'));
    state = calculatorReducer(state, toggle('door-sensor'));
    expect(isSelected(state, 'xiaomi-hub')).toBe(true);
    expect(isSelected(state, 'door-sensor')).toBe(false);
  });

  it('are the only items that wait for a parent: every other item is always available', () => {
    const waiting = hardwareItems
      .filter((item) => !isAvailable(initialCalculatorState, item))
      .map((i) => i.id);
    expect(waiting).toEqual(['door-sensor', 'temperature-sensor']);
  });
});

describe('quantities', () => {
  it.each(hardwareItems.filter((item) => !item.required).map((item) => [item.id, item.maxCount] as const))(
    '%s accepts 1..%i and clamps beyond',
    (id, max) => {
      // The hub first, for the sensors that need it.
      const base = id === 'xiaomi-hub' ? run(toggle(id)) : run(toggle('xiaomi-hub'), toggle(id));
      expect(quantityOf(calculatorReducer(base, setQuantity(id, max)), id)).toBe(max);
      expect(quantityOf(calculatorReducer(base, setQuantity(id, max + 1)), id)).toBe(max);
      expect(quantityOf(calculatorReducer(base, setQuantity(id, 0)), id)).toBe(1);
      expect(quantityOf(calculatorReducer(base, setQuantity(id, -5)), id)).toBe(1);
    },
  );

  it('keeps the required items at 1 (their maximum)', () => {
    expect(quantityOf(run(setQuantity('raspberry-pi', 2)), 'raspberry-pi')).toBe(1);
  });

  it('ignores a quantity for an item that is not selected', () => {
    expect(run(setQuantity('yeelight-bulb', 3))).toBe(initialCalculatorState);
  });

  it('ignores a quantity that is not a number and rounds a fraction', () => {
    const base = run(toggle('yeelight-bulb'), setQuantity('yeelight-bulb', 3));
    expect(calculatorReducer(base, setQuantity('yeelight-bulb', Number.NaN))).toBe(base);
    expect(calculatorReducer(base, setQuantity('yeelight-bulb', Number.POSITIVE_INFINITY))).toBe(base);
    expect(quantityOf(calculatorReducer(base, setQuantity('yeelight-bulb', 4.6)), 'yeelight-bulb')).toBe(5);
  });

  it('clampQuantity gives null for non-numbers and 1..maxCount otherwise', () => {
    const bulb = hardwareItem('yeelight-bulb');
    expect(clampQuantity(bulb, Number.NaN)).toBeNull();
    expect(clampQuantity(bulb, 0.2)).toBe(1);
    expect(clampQuantity(bulb, 99)).toBe(10);
  });
});

describe('the service package', () => {
  it('is none at first, one when clicked, none again when clicked again', () => {
    const basic = run({ type: 'toggle-package', id: 'basic' });
    expect(basic.package).toBe('basic');
    expect(calculatorReducer(basic, { type: 'toggle-package', id: 'basic' }).package).toBeNull();
  });

  it('is at most one: choosing another replaces it', () => {
    const state = run({ type: 'toggle-package', id: 'basic' }, { type: 'toggle-package', id: 'premium' });
    expect(state.package).toBe('premium');
  });

  it('does not touch the hardware', () => {
    const hardware = run(toggle('yeelight-bulb'));
    expect(calculatorReducer(hardware, { type: 'toggle-package', id: 'advanced' }).quantities).toBe(
      hardware.quantities,
    );
  });
});

describe('totals', () => {
  it('add up quantity × price for every selected item', () => {
    const state = run(
      toggle('yeelight-bulb'),
      setQuantity('yeelight-bulb', 3),
      toggle('zigbee-plug'),
      setQuantity('zigbee-plug', 2),
    );
    // 500 + 65 + 180 (adapter, auto) + 3 × 80 + 2 × 40
    expect(estimateTotals(state, 4.95).hardwareRon).toBe(1065);
    expect(estimateLines(state).map((line) => [line.item.id, line.quantity, line.subtotalRon])).toEqual([
      ['raspberry-pi', 1, 500],
      ['memory-card', 1, 65],
      ['zigbee-adapter', 1, 180],
      ['yeelight-bulb', 3, 240],
      ['zigbee-plug', 2, 80],
    ]);
  });

  it.each([
    ['basic', 100, 4.95, 495],
    ['advanced', 170, 4.95, 842],
    ['premium', 300, 4.95, 1485],
    ['advanced', 170, 4.9765, 846],
    ['premium', 300, 4.9765, 1493],
  ] as const)('add the %s package (%i EUR) at %d lei/EUR as %i RON, rounded', (id, eur, rate, ron) => {
    const totals = estimateTotals(run({ type: 'toggle-package', id }), rate);
    expect(totals.packageEur).toBe(eur);
    expect(totals.packageRon).toBe(ron);
    expect(totals.totalRon).toBe(565 + ron);
  });

  it('count nothing for a deselected item or a deselected package', () => {
    const state = run(
      toggle('finger-bot'),
      toggle('finger-bot'),
      { type: 'toggle-package', id: 'basic' },
      { type: 'toggle-package', id: 'basic' },
    );
    expect(estimateTotals(state, 5).totalRon).toBe(565);
  });

  it('reach the largest possible estimate with every item at its maximum', () => {
    let state = run(toggle('xiaomi-hub'));
    for (const item of hardwareItems) {
      if (!isSelected(state, item.id)) state = calculatorReducer(state, toggle(item.id));
      state = calculatorReducer(state, setQuantity(item.id, item.maxCount));
    }
    const expected = hardwareItems.reduce((sum, item) => sum + item.priceRon * item.maxCount, 0);
    expect(estimateTotals(state, 4.95).hardwareRon).toBe(expected);
  });

  it('give the 10% ordering fee separately, rounded', () => {
    expect(hardwareOrderFeeRon(565)).toBe(57);
    expect(hardwareOrderFeeRon(1065)).toBe(107);
    expect(hardwareOrderFeeRon(0)).toBe(0);
  });
});

describe('calculatorStateFrom (a saved selection)', () => {
  it('rebuilds a selection with its quantities and package', () => {
    const state = calculatorStateFrom(
      [
        ['yeelight-bulb', 4],
        ['xiaomi-hub', 1],
        ['door-sensor', 3],
      ],
      'advanced',
    );
    expect(state.quantities).toEqual({
      'raspberry-pi': 1,
      'memory-card': 1,
      'xiaomi-hub': 1,
      'yeelight-bulb': 4,
      'door-sensor': 3,
    });
    expect(state.package).toBe('advanced');
  });

  it('meets the parent first whatever the order of the saved entries', () => {
    const state = calculatorStateFrom(
      [
        ['temperature-sensor', 2],
        ['xiaomi-hub', 1],
      ],
      null,
    );
    expect(quantityOf(state, 'temperature-sensor')).toBe(2);
  });

  it('drops a hub-dependent item without its hub', () => {
    expect(calculatorStateFrom([['door-sensor', 2]], null)).toEqual(initialCalculatorState);
  });

  it('brings the Zigbee adapter in with a Zigbee item', () => {
    expect(quantityOf(calculatorStateFrom([['zigbee-plug', 2]], null), 'zigbee-adapter')).toBe(1);
  });

  it('drops unknown ids, non-numbers and zero or negative quantities; clamps the rest', () => {
    const state = calculatorStateFrom(
      [
        ['__proto__', 3],
        ['not-an-item', 3],
        ['yeelight-bulb', Number.NaN],
        ['finger-bot', 0],
        ['motion-sensor', -2],
        ['relay-4-channel', 40],
      ],
      'gold',
    );
    expect(state.quantities).toEqual({ 'raspberry-pi': 1, 'memory-card': 1, 'relay-4-channel': 5 });
    expect(state.package).toBeNull();
  });

  it('always keeps the required items, even when the saved selection leaves them out', () => {
    expect(calculatorStateFrom([], null)).toEqual(initialCalculatorState);
  });
});
