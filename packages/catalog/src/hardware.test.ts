import { describe, expect, it } from 'vitest';
import { findHardwareItem, hardwareCategoryIds, hardwareItemIds, hardwareItems } from './hardware.js';

/** The calculator's prices in RON and maximum quantities, in the order the page lists them. */
const specTable: [string, number, number][] = [
  ['raspberry-pi', 500, 1],
  ['memory-card', 65, 1],
  ['zigbee-adapter', 180, 1],
  ['xiaomi-hub', 200, 1],
  ['yeelight-bulb', 80, 10],
  ['door-sensor', 55, 10],
  ['motion-sensor', 93, 10],
  ['temperature-sensor', 42, 10],
  ['light-sensor-zigbee', 70, 5],
  ['wifi-plug-metering', 95, 10],
  ['sonoff-zigbee-motion', 75, 10],
  ['wifi-plug-basic', 48, 10],
  ['zigbee-plug', 40, 10],
  ['relay-4-channel', 115, 5],
  ['relay-thr316d', 80, 5],
  ['smart-button', 65, 10],
  ['soil-moisture-sensor', 65, 5],
  ['ultrasonic-sensor', 60, 5],
  ['finger-bot', 110, 5],
  ['garage-wifi-module', 100, 5],
  ['aqara-dual-relay', 152, 10],
  ['nous-zigbee-plug', 81, 10],
];

describe('the calculator hardware items', () => {
  it("are the 22 items with their prices and maximum quantities, in the calculator's order", () => {
    expect(hardwareItems.map((item) => [item.id, item.priceRon, item.maxCount])).toEqual(specTable);
    expect(hardwareItemIds).toEqual(specTable.map(([id]) => id));
  });

  it('have distinct, non-empty Romanian names and descriptions (the two Wi-Fi plugs included)', () => {
    const names = hardwareItems.map((item) => item.name);
    expect(new Set(names).size).toBe(22);
    for (const item of hardwareItems) {
      expect(item.name.trim()).not.toBe('');
      expect(item.description.length).toBeGreaterThan(30);
      expect(hardwareCategoryIds).toContain(item.category);
    }
  });

  it('require exactly the single-board computer and the memory card', () => {
    expect(hardwareItems.filter((item) => item.required).map((item) => item.id)).toEqual([
      'raspberry-pi',
      'memory-card',
    ]);
  });

  it('make the door and temperature sensors depend on the Xiaomi hub and the Zigbee items on the adapter', () => {
    const dependencies = Object.fromEntries(
      hardwareItems.filter((item) => item.dependency).map((item) => [item.id, item.dependency]),
    );
    expect(dependencies).toEqual({
      'door-sensor': 'xiaomi-hub',
      'temperature-sensor': 'xiaomi-hub',
      'light-sensor-zigbee': 'zigbee-adapter',
      'sonoff-zigbee-motion': 'zigbee-adapter',
      'zigbee-plug': 'zigbee-adapter',
      'nous-zigbee-plug': 'zigbee-adapter',
    });
    for (const item of hardwareItems.filter((i) => i.zigbee)) expect(item.dependency).toBe('zigbee-adapter');
  });

  it('list every parent before its dependents', () => {
    const index = (id: string) => hardwareItems.findIndex((item) => item.id === id);
    for (const item of hardwareItems) {
      if (item.dependency) expect(index(item.dependency)).toBeLessThan(index(item.id));
    }
  });

  it('look up by id and answer undefined for anything else', () => {
    expect(findHardwareItem('xiaomi-hub')?.priceRon).toBe(200);
    expect(findHardwareItem('toString')).toBeUndefined();
    expect(findHardwareItem('')).toBeUndefined();
  });
});
