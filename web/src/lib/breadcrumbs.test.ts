import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, capitalise, slugAsWords } from '@/lib/breadcrumbs';

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
    expect(breadcrumbTrail('/packages/smart-home', 'Home').map((c) => c.label)).toEqual([
      'Home',
      'Packages',
      'Smart-home',
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

describe('breadcrumbTrail on an article', () => {
  it('shows Home › Blog › the slug as words, without the id', () => {
    expect(breadcrumbTrail('/blog/42/automatizari-zigbee-acasa', 'Acasă')).toEqual([
      { label: 'Acasă', to: '/' },
      { label: 'Blog', to: '/blog' },
      { label: 'Automatizari zigbee acasa', to: '/blog/42/automatizari-zigbee-acasa' },
    ]);
  });

  it('does the same for a news item', () => {
    expect(breadcrumbTrail('/news/12/some-slug', 'Home')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'News', to: '/news' },
      { label: 'Some slug', to: '/news/12/some-slug' },
    ]);
  });

  it('decodes the slug and ignores a trailing slash', () => {
    expect(breadcrumbTrail('/blog/7/%C8%99tiri-noi/', 'Home').at(-1)).toEqual({
      label: 'Știri noi',
      to: '/blog/7/%C8%99tiri-noi',
    });
  });

  it('keeps every segment of other addresses, and of a list address without a slug', () => {
    expect(breadcrumbTrail('/blog/42', 'Home').map((c) => c.label)).toEqual(['Home', 'Blog', '42']);
    expect(breadcrumbTrail('/packages/12/basic', 'Home').map((c) => c.label)).toEqual([
      'Home',
      'Packages',
      '12',
      'Basic',
    ]);
  });
});

describe('slugAsWords', () => {
  it('turns hyphens into spaces and capitalises the first letter only', () => {
    expect(slugAsWords('ghid-pentru-termostat-zigbee')).toBe('Ghid pentru termostat zigbee');
    expect(slugAsWords('wifi--si-zigbee-')).toBe('Wifi si zigbee');
    expect(slugAsWords('ștefan-cel-mare')).toBe('Ștefan cel mare');
  });
});

describe('capitalise', () => {
  it('upper-cases Romanian first letters', () => {
    expect(capitalise('ștefan')).toBe('Ștefan');
    expect(capitalise('')).toBe('');
  });
});
