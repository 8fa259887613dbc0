import {
  calculatorReducer,
  hardwareItems,
  initialCalculatorState,
  type CalculatorAction,
  type CalculatorState,
} from '@smarthome/catalog';
import { describe, expect, it } from 'vitest';
import {
  calculatorQuery,
  estimateUrl,
  isInitialState,
  parseCalculatorQuery,
  withCalculatorQuery,
} from './calculator-query';

const run = (...actions: CalculatorAction[]): CalculatorState =>
  actions.reduce(calculatorReducer, initialCalculatorState);
const parse = (query: string) => parseCalculatorQuery(new URLSearchParams(query));

describe('calculatorQuery', () => {
  it('is empty for the initial state: the required items are implied', () => {
    expect(calculatorQuery(initialCalculatorState).toString()).toBe('');
  });

  it('lists the chosen items with their quantities in catalog order, then the package', () => {
    const state = run(
      { type: 'toggle-item', id: 'zigbee-plug' },
      { type: 'set-quantity', id: 'zigbee-plug', quantity: 3 },
      { type: 'toggle-item', id: 'xiaomi-hub' },
      { type: 'toggle-item', id: 'door-sensor' },
      { type: 'toggle-package', id: 'premium' },
    );
    expect(calculatorQuery(state).toString()).toBe(
      'zigbee-adapter=1&xiaomi-hub=1&door-sensor=1&zigbee-plug=3&package=premium',
    );
  });
});

describe('parseCalculatorQuery', () => {
  it('reads back exactly what calculatorQuery wrote, for a selection of every item at its maximum', () => {
    let state = run({ type: 'toggle-item', id: 'xiaomi-hub' }, { type: 'toggle-package', id: 'advanced' });
    for (const item of hardwareItems) {
      if (state.quantities[item.id] === undefined)
        state = calculatorReducer(state, { type: 'toggle-item', id: item.id });
      state = calculatorReducer(state, { type: 'set-quantity', id: item.id, quantity: item.maxCount });
    }
    expect(parseCalculatorQuery(calculatorQuery(state))).toEqual(state);
  });

  it('gives the initial state for an empty query', () => {
    expect(parse('')).toEqual(initialCalculatorState);
  });

  it.each([
    ['a fraction', 'yeelight-bulb=2.5'],
    ['a negative number', 'yeelight-bulb=-2'],
    ['zero', 'yeelight-bulb=0'],
    ['an exponent', 'yeelight-bulb=1e1'],
    ['hexadecimal', 'yeelight-bulb=0x3'],
    ['a word', 'yeelight-bulb=three'],
    ['an empty value', 'yeelight-bulb='],
    ['a padded number', 'yeelight-bulb=%203'],
    ['a huge number', 'yeelight-bulb=99999999999999999999'],
    ['an unknown item', 'laser-cannon=2'],
    ['an inherited property name', '__proto__=1&constructor=1&toString=1'],
    ['an unknown package', 'package=gold'],
    ['a package in capitals', 'package=BASIC'],
  ])('ignores %s', (_label, query) => {
    expect(parse(query)).toEqual(initialCalculatorState);
  });

  it('lowers a quantity above the maximum to the maximum', () => {
    expect(parse('yeelight-bulb=50').quantities['yeelight-bulb']).toBe(10);
    expect(parse('light-sensor-zigbee=9').quantities['light-sensor-zigbee']).toBe(5);
  });

  it('applies the rules instead of trusting the link', () => {
    // A door sensor without its hub is dropped; a Zigbee plug brings the adapter.
    expect(parse('door-sensor=2&zigbee-plug=1').quantities).toEqual({
      'raspberry-pi': 1,
      'memory-card': 1,
      'zigbee-adapter': 1,
      'zigbee-plug': 1,
    });
    // The required items cannot be removed or multiplied by the link.
    expect(parse('raspberry-pi=0&memory-card=3').quantities).toMatchObject({
      'raspberry-pi': 1,
      'memory-card': 1,
    });
  });

  it('takes the first value of a repeated parameter and keeps the valid ones of a mixed query', () => {
    const state = parse('yeelight-bulb=2&yeelight-bulb=7&finger-bot=x&package=basic&utm_source=facebook');
    expect(state.quantities['yeelight-bulb']).toBe(2);
    expect(state.quantities['finger-bot']).toBeUndefined();
    expect(state.package).toBe('basic');
  });
});

describe('withCalculatorQuery', () => {
  it("replaces the calculator's parameters and keeps the others", () => {
    const current = new URLSearchParams('utm_source=facebook&yeelight-bulb=4&package=basic');
    const next = withCalculatorQuery(current, run({ type: 'toggle-item', id: 'finger-bot' }));
    expect(next.toString()).toBe('utm_source=facebook&finger-bot=1');
  });
});

describe('estimateUrl', () => {
  it('is the page address with the selection only', () => {
    const state = run({ type: 'toggle-item', id: 'finger-bot' }, { type: 'toggle-package', id: 'basic' });
    expect(estimateUrl('https://example.ro', '/hardware/calculator', state)).toBe(
      'https://example.ro/hardware/calculator?finger-bot=1&package=basic',
    );
    expect(estimateUrl('https://example.ro', '/hardware/calculator', initialCalculatorState)).toBe(
      'https://example.ro/hardware/calculator',
    );
  });
});

describe('isInitialState', () => {
  it('is true only for the required items without a package', () => {
    expect(isInitialState(initialCalculatorState)).toBe(true);
    expect(isInitialState(run({ type: 'toggle-package', id: 'basic' }))).toBe(false);
    expect(isInitialState(run({ type: 'toggle-item', id: 'finger-bot' }))).toBe(false);
  });
});
