import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island } from './island';
import { isIslandName } from './island-registry';

describe('<Island>', () => {
  it('writes its name, when it hydrates and its props as JSON around the HTML it wraps', () => {
    const html = renderToStaticMarkup(
      <Island name="home-blog-preview" on="load" props={{ className: 'wide' }}>
        <p>Blog</p>
      </Island>,
    );
    expect(html).toBe(
      '<div data-island="home-blog-preview" data-hydrate-on="load" data-props="{&quot;className&quot;:&quot;wide&quot;}"><p>Blog</p></div>',
    );
  });

  it('writes no props for an island without them', () => {
    expect(
      renderToStaticMarkup(
        <Island name="account" on="session">
          <p />
        </Island>,
      ),
    ).toBe('<div data-island="account" data-hydrate-on="session"><p></p></div>');
  });

  it("takes only the registry's names, each with its own props (tsc checks the lines marked)", () => {
    const rejected = [
      // @ts-expect-error: no island has this name.
      <Island key="name" name="nowhere" on="load" children={null} />,
      // @ts-expect-error: the account island takes no props.
      <Island key="extra" name="account" on="session" props={{ className: 'x' }} children={null} />,
      // @ts-expect-error: a page's island needs its page.
      <Island key="missing" name="page" on="touch" children={null} />,
      // @ts-expect-error: a class name is a string.
      <Island key="type" name="home-testimonials" on="load" props={{ className: 3 }} children={null} />,
    ];
    expect(rejected).toHaveLength(4);
  });
});

describe('the names of the islands', () => {
  it('are the registry’s own keys, nothing inherited', () => {
    expect(isIslandName('chat')).toBe(true);
    expect(isIslandName('page')).toBe(true);
    expect(isIslandName('toString')).toBe(false);
    expect(isIslandName('nowhere')).toBe(false);
  });
});
