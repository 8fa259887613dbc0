import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, capitalise } from '@/lib/breadcrumbs';

describe('breadcrumbTrail: Home plus each path segment capitalised', () => {
  it('has no breadcrumb on the home page', () => {
    expect(breadcrumbTrail('/', 'Home')).toEqual([]);
  });

  it('gives Home then one crumb per segment, each linking to its own path', () => {
    expect(breadcrumbTrail('/packages/basic', 'Home')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Packages', to: '/packages' },
      { label: 'Basic', to: '/packages/basic' },
    ]);
  });

  it('capitalises only the first letter and keeps the rest of the segment as written', () => {
    expect(breadcrumbTrail('/installation-process', 'Home').map((c) => c.label)).toEqual([
      'Home',
      'Installation-process',
    ]);
    expect(breadcrumbTrail('/news/12/some-slug', 'Home').map((c) => c.label)).toEqual([
      'Home',
      'News',
      '12',
      'Some-slug',
    ]);
  });

  it('ignores a trailing slash and decodes encoded segments', () => {
    expect(breadcrumbTrail('/integrari/', 'Home').map((c) => c.label)).toEqual(['Home', 'Integrari']);
    expect(breadcrumbTrail('/blog/%C8%99tiri', 'Home').at(-1)).toEqual({
      label: 'Știri',
      to: '/blog/%C8%99tiri',
    });
  });

  it('keeps a malformed escape as it is instead of failing', () => {
    expect(breadcrumbTrail('/blog/%E0%A4%A', 'Home').at(-1)?.label).toBe('%E0%A4%A');
  });
});

describe('capitalise', () => {
  it('upper-cases Romanian first letters', () => {
    expect(capitalise('ștefan')).toBe('Ștefan');
    expect(capitalise('')).toBe('');
  });
});
