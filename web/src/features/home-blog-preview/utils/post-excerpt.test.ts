import { describe, expect, it } from 'vitest';
import { plainText, previewExcerpt } from './post-excerpt';

describe('home blog preview excerpt', () => {
  it('keeps a short text whole, without dots', () => {
    expect(previewExcerpt('<p>Un text scurt despre <strong>Zigbee</strong>.</p>')).toBe(
      'Un text scurt despre Zigbee.',
    );
  });

  it('cuts the stripped text at 150 characters and adds ...', () => {
    const excerpt = previewExcerpt(`<p>${'a'.repeat(149)}bcdef</p>`);
    expect(excerpt).toBe(`${'a'.repeat(149)}b...`);
    expect(excerpt).toHaveLength(153);
  });

  it('counts the characters a reader sees: a text of exactly 150 is not cut, whatever its markup', () => {
    const text = `${'ă'.repeat(146)} & ș`;
    expect(Array.from(text)).toHaveLength(150);
    expect(previewExcerpt(`<p><em>${text.replace('&', '&amp;')}</em></p>`)).toBe(text);
    expect(previewExcerpt(`<p>${text.replace('&', '&amp;')}!</p>`)).toBe(`${text}...`);
  });

  it('never splits an emoji and drops the space before the dots', () => {
    expect(previewExcerpt(`${'x'.repeat(148)} 💡 mai mult`)).toBe(`${'x'.repeat(148)} 💡...`);
    expect(previewExcerpt(`${'x'.repeat(149)} mai mult`)).toBe(`${'x'.repeat(149)}...`);
  });

  it('separates blocks with one space and collapses white space', () => {
    expect(plainText('<h2>Titlu</h2><p>Primul&nbsp;paragraf.</p><ul><li>unu</li><li>doi</li></ul>')).toBe(
      'Titlu Primul paragraf. unu doi',
    );
    expect(plainText('<p>rând<br>nou</p>\n\n<p>  spații   multe </p>')).toBe('rând nou spații multe');
    expect(plainText('<p>smart<strong>home</strong></p>')).toBe('smarthome');
  });

  it('keeps no code and runs none', () => {
    expect(
      plainText('<img src="x" onerror="window.hacked = true"><script>window.hacked = true</script><p>ok</p>'),
    ).toBe('ok');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
