import { describe, expect, it } from 'vitest';
import { integrationCategories } from './integrations-content';
import { filterIntegrations, searchable } from './integrations-filter';

const names = (query: string, category: string | null = null) =>
  filterIntegrations(integrationCategories, query, category).flatMap((c) => c.items.map((i) => i.name));

describe('filterIntegrations', () => {
  it('keeps every integration for an empty query and no category', () => {
    const all = integrationCategories.flatMap((c) => c.items);
    expect(names('')).toHaveLength(all.length);
    expect(names('   ')).toHaveLength(all.length);
  });

  it('matches names and texts without regard to case or diacritics', () => {
    expect(searchable('Încălzire ȘI țiglă')).toBe('incalzire si tigla');
    expect(names('TASMOTA')).toContain('Tasmota');
    expect(names('incalzire')).toEqual(expect.arrayContaining(['Sonoff THR316D', 'Termostat generic']));
  });

  it('needs every word of the query, and matches a category by its name', () => {
    expect(names('shelly contoare')).toEqual(['Contoare Shelly EM']);
    expect(names('bot telegram')).toEqual(['Telegram']);
    // A category's name counts for all its integrations.
    expect(names('telegram')).toEqual(['Aplicația Home Assistant', 'Telegram', 'E-mail']);
    expect(names('meteo')).toEqual(
      expect.arrayContaining(['Met.no', 'Open-Meteo', 'Stație meteo Ecowitt', 'Soare (răsărit și apus)']),
    );
  });

  it('limits the list to the chosen category and drops categories left empty', () => {
    const solar = filterIntegrations(integrationCategories, '', 'solar');
    expect(solar.map((c) => c.id)).toEqual(['solar']);
    expect(filterIntegrations(integrationCategories, 'telegram', 'solar')).toEqual([]);
    expect(filterIntegrations(integrationCategories, 'zzz', null)).toEqual([]);
  });
});
