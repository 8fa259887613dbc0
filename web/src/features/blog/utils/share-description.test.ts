import { describe, expect, it } from 'vitest';
import { shareDescription } from './share-description';

describe('shareDescription', () => {
  it('keeps a text of up to 160 characters whole', () => {
    const text = 'a'.repeat(160);
    expect(shareDescription(text)).toBe(text);
    expect(shareDescription('  Casa  ta\ninteligentă ')).toBe('Casa ta inteligentă');
  });

  it('cuts a longer text to 157 characters plus an ellipsis', () => {
    const excerpt = `${'b'.repeat(200)}...`;
    const description = shareDescription(excerpt);
    expect(description).toBe(`${'b'.repeat(157)}...`);
    expect(description).toHaveLength(160);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(shareDescription(`${'c'.repeat(156)} ${'d'.repeat(10)}`)).toBe(`${'c'.repeat(156)}...`);
  });
});
