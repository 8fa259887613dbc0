import { describe, expect, it } from 'vitest';
import { EMPTY_SLUG, SLUG_MAX_LENGTH, slugify } from './slug.js';

describe('slugify', () => {
  it.each([
    ['Automatizări în Iași: ghid', 'automatizari-in-iasi-ghid'],
    ['Șase țânțari ÎN ȘURĂ', 'sase-tantari-in-sura'],
    ['  --Zigbee 3.0 & Wi-Fi!!  ', 'zigbee-3-0-wi-fi'],
    ['Home Assistant 2025.1', 'home-assistant-2025-1'],
    ['!!!', EMPTY_SLUG],
    ['日本語', EMPTY_SLUG],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('cuts a long title on a word, within the bound', () => {
    const slug = slugify('cuvant '.repeat(30));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^(cuvant-)*cuvant$/);
    expect(slugify('a'.repeat(200))).toHaveLength(SLUG_MAX_LENGTH);
  });
});
