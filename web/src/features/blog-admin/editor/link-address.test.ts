import { describe, expect, it } from 'vitest';
import { imageSrc, linkHref } from './link-address';

describe('link and image addresses', () => {
  it('keeps http(s), mailto and site paths as typed', () => {
    expect(linkHref(' https://example.ro/a?b=1 ')).toBe('https://example.ro/a?b=1');
    expect(linkHref('http://example.ro')).toBe('http://example.ro');
    expect(linkHref('mailto:contact@example.ro')).toBe('mailto:contact@example.ro');
    expect(linkHref('/packages/basic')).toBe('/packages/basic');
  });

  it('takes an address without a scheme as https', () => {
    expect(linkHref('example.ro/pachete')).toBe('https://example.ro/pachete');
  });

  it('refuses what the server would drop', () => {
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('data:text/html,x')).toBeNull();
    expect(linkHref('//evil.example')).toBeNull();
    expect(linkHref('not a link')).toBeNull();
    expect(linkHref('')).toBeNull();
    expect(linkHref('mailto:nobody')).toBeNull();
  });

  it('takes only web addresses and site paths for an image', () => {
    expect(imageSrc('https://example.ro/a.jpg')).toBe('https://example.ro/a.jpg');
    expect(imageSrc('/api/v0/images/0123456789abcdef01234567')).toBe(
      '/api/v0/images/0123456789abcdef01234567',
    );
    expect(imageSrc('mailto:a@b.ro')).toBeNull();
  });
});
