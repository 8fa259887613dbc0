import {
  afterSupportRate,
  contactHours,
  faq,
  freeInstallationOffer,
  garageAutomation,
  HARDWARE_ORDER_FEE_PERCENT,
  hardwareCategories,
  hardwareItems,
  packageIds,
  serviceArea,
  servicePackages,
} from '@smarthome/catalog';
import { describe, expect, it } from 'vitest';
import { buildFacts } from './facts.js';
import { formatEur, formatLei, formatPerPiece } from './format.js';
import { buildSystemPrompt } from './index.js';
import { sitePages } from './site-pages.js';

const { text, instructions } = buildSystemPrompt();

describe('buildSystemPrompt', () => {
  it('starts with the instructions, then gives the facts', () => {
    expect(text.startsWith(instructions)).toBe(true);
    expect(text.length).toBeGreaterThan(instructions.length);
    expect(instructions).toMatch(/asistentul virtual/);
    expect(instructions).toMatch(/limba română/);
    expect(instructions).toMatch(/Nu inventa prețuri/);
    expect(instructions).toContain('(/contact)');
  });

  it('keeps the facts out of the instructions', () => {
    for (const id of packageIds) expect(instructions).not.toContain(formatEur(servicePackages[id].priceEur));
  });

  it("gives every package's price as the pages write it, with its page", () => {
    for (const id of packageIds) {
      const pkg = servicePackages[id];
      expect(text).toContain(`Pachetul ${pkg.title} costă ${formatEur(pkg.priceEur)}`);
      expect(text).toContain(`(/packages/${id})`);
      for (const item of pkg.included) expect(text).toContain(item);
    }
  });

  it('gives every hardware item with its price per piece, under its category', () => {
    for (const item of hardwareItems) {
      expect(text).toContain(`- ${item.name}: ${formatPerPiece(item.priceRon)}`);
      expect(text).toContain(item.description);
    }
    for (const category of Object.values(hardwareCategories)) expect(text).toContain(category.name);
    expect(text).toContain(`(${sitePages.calculator.path})`);
  });

  it('gives the fee, the support rate, the area, the hours, the FAQ, the promotion and the garage facts', () => {
    expect(text).toContain(`${HARDWARE_ORDER_FEE_PERCENT}%`);
    expect(text).toContain(`${formatLei(afterSupportRate.leiPerHour)} pe oră`);
    for (const place of serviceArea) expect(text).toContain(place.replace(/^Municipiul/, 'municipiul'));
    for (const { days, hours } of contactHours) expect(text).toContain(`${days}, ${hours}`);
    for (const entry of faq) {
      expect(text).toContain(entry.question);
      for (const paragraph of entry.answer) expect(text).toContain(paragraph);
    }
    expect(text).toContain(
      `${freeInstallationOffer.placesLeft} din ${freeInstallationOffer.places} locuri rămase`,
    );
    expect(text).toContain(`${garageAutomation.autoCloseAfterSeconds} de secunde`);
    for (const page of Object.values(sitePages)) expect(text).toContain(`(${page.path})`);
  });

  it('is the same text on every build', () => {
    expect(buildSystemPrompt()).toEqual({ text, instructions });
    expect(buildFacts()).toEqual(buildFacts());
  });
});
