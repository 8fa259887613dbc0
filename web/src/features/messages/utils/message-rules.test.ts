import { describe, expect, it } from 'vitest';
import { badgeCount, oneLine, replyHref } from './message-rules';

describe('contact inbox rules', () => {
  it('replies with a mailto: link to the sender, the subject filled in', () => {
    expect(replyHref('ana@example.ro')).toBe(
      `mailto:ana@example.ro?subject=${encodeURIComponent('Re: Mesajul tău către SmartHome Iași')}`,
    );
    const href = replyHref('a&cc=x?b@example.ro');
    expect(href.startsWith('mailto:a%26cc%3Dx%3Fb@example.ro?subject=')).toBe(true);
    expect(new URL(href).searchParams.get('cc')).toBeNull();
  });

  it('shows the message on one line in the list', () => {
    expect(oneLine('  Bună ziua,\n\nAș dori   o ofertă.\n')).toBe('Bună ziua, Aș dori o ofertă.');
  });

  it("counts up to 99 on the badge, then '99+'", () => {
    expect(badgeCount(7)).toBe('7');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(120)).toBe('99+');
  });
});
