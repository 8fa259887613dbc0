import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { samplePost, sampleTags } from '@/features/blog/testing/sample-posts';
import { callsTo, json, mockAuthApi, type MockAnswer } from '@/test/api-mocks';
import { installMetaDescription, metaDescription } from '@/test/meta-description';
import { renderApp } from '@/test/render-app';

const post = samplePost();
const POST_PATH = `/blog/${post.id}/${post.slug}`;

function mockPost(answer: MockAnswer = json(200, post), tags: MockAnswer = json(200, sampleTags)) {
  return mockAuthApi({ kind: 'anonymous' }, { [`GET /blog/${post.id}`]: answer, 'GET /blog/tags': tags });
}

const headMeta = (property: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)?.content;

describe('/blog/{id}/{slug}', () => {
  it('shows the title, date, reading time, tags with their counts, the content and a way back', async () => {
    mockPost();
    await renderApp(POST_PATH);
    const title = await screen.findByRole('heading', { level: 1, name: post.title });
    await waitFor(() => expect(document.title).toBe(post.title));
    const article = title.closest('article')!;
    expect(within(article).getByText('14 martie 2026')).toBeInTheDocument();
    expect(within(article).getByText('4 min de citit')).toBeInTheDocument();

    const tags = within(article).getByRole('list', { name: 'Etichete' });
    expect(await within(tags).findByRole('link', { name: 'Zigbee, 4 articole' })).toHaveAttribute(
      'href',
      '/blog?tag=Zigbee',
    );
    expect(within(tags).getByRole('link', { name: 'Senzori, 1 articol' })).toHaveAttribute(
      'href',
      '/blog?tag=Senzori',
    );

    expect(within(article).getByRole('heading', { level: 2, name: 'Ce contează' })).toBeInTheDocument();
    expect(within(article).getByText('înainte').tagName).toBe('STRONG');
    expect(within(article).getByText('Autonomia bateriei').tagName).toBe('LI');
    for (const back of within(article).getAllByRole('link', { name: 'Înapoi la blog' }))
      expect(back).toHaveAttribute('href', '/blog');
  });

  it('outlines its sections, each link scrolling to its heading', async () => {
    mockPost(
      json(200, {
        ...post,
        description: '<h2>Alegerea</h2><p>x</p><h3>Bateria</h3><p>y</p><h2>Montajul</h2><p>z</p>',
      }),
    );
    const user = userEvent.setup();
    await renderApp(POST_PATH);
    const outline = await screen.findByRole('navigation', { name: 'În acest articol' });
    const links = within(outline).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Alegerea', 'Bateria', 'Montajul']);
    const heading = screen.getByRole('heading', { level: 2, name: 'Montajul' });
    expect(links[2]).toHaveAttribute('href', `#${heading.id}`);
    const scrollIntoView = vi.fn();
    heading.scrollIntoView = scrollIntoView;
    await user.click(links[2]!);
    expect(scrollIntoView).toHaveBeenCalledOnce();
  });

  it('highlights its code blocks', async () => {
    mockPost();
    await renderApp(POST_PATH);
    await screen.findByRole('heading', { level: 1, name: post.title });
    const code = document.querySelector('pre code')!;
    await waitFor(() => expect(code.querySelector('.hljs-keyword')).not.toBeNull());
    expect(code).toHaveTextContent('def porneste(): return True');
  });

  it('shows its picture when it has one', async () => {
    mockPost(json(200, { ...post, image_url: 'https://img.example/senzor.jpg' }));
    await renderApp(POST_PATH);
    const title = await screen.findByRole('heading', { level: 1, name: post.title });
    const image = title.closest('article')!.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://img.example/senzor.jpg');
    expect(image).toHaveAttribute('width', '1200');
  });

  it('shows a tag outside the top ones without a count, and the tags at all when their counts fail', async () => {
    mockPost(json(200, { ...post, tags: ['Zigbee', 'Shelly'] }), json(500, { message: 'Internal error' }));
    await renderApp(POST_PATH);
    const tags = await screen.findByRole('list', { name: 'Etichete' });
    expect(within(tags).getByRole('link', { name: 'Zigbee' })).toHaveAttribute('href', '/blog?tag=Zigbee');
    expect(within(tags).getByRole('link', { name: 'Shelly' })).toBeInTheDocument();
  });

  it('describes the post for search results and link previews', async () => {
    installMetaDescription();
    mockPost(
      json(200, { ...post, excerpt: `${'a'.repeat(200)}...`, share_image_url: 'https://img.example/og.jpg' }),
    );
    await renderApp(POST_PATH);
    await screen.findByRole('heading', { level: 1, name: post.title });
    await waitFor(() => expect(metaDescription()).toBe(`${'a'.repeat(157)}...`));
    expect(headMeta('og:title')).toBe(post.title);
    expect(headMeta('og:description')).toBe(`${'a'.repeat(157)}...`);
    expect(headMeta('og:image')).toBe('https://img.example/og.jpg');
    expect(headMeta('og:url')).toBe(`${window.location.origin}${POST_PATH}`);
    expect(headMeta('og:type')).toBe('article');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}${POST_PATH}`,
    );
  });

  it("uses the site's own 1200×630 image for a post without any picture", async () => {
    mockPost();
    await renderApp(POST_PATH);
    await screen.findByRole('heading', { level: 1, name: post.title });
    expect(headMeta('og:image')).toMatch(/^http.*blog-share.*\.jpg$/);
    expect(headMeta('og:image:width')).toBe('1200');
    expect(headMeta('og:image:height')).toBe('630');
  });

  it('replaces an address without the slug, or with a wrong one, by the post’s own', async () => {
    const fetchMock = mockPost();
    const { router } = await renderApp(`/blog/${post.id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(POST_PATH));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(callsTo(fetchMock, `GET /blog/${post.id}`)).toHaveLength(1);

    const wrong = await renderApp(`/blog/${post.id}/titlu-vechi`);
    await waitFor(() => expect(wrong.router.state.location.pathname).toBe(POST_PATH));
  });

  it("says 'Se încarcă articolul...' while the post loads", async () => {
    mockPost('pending');
    await renderApp(POST_PATH);
    expect(screen.getByRole('status')).toHaveTextContent('Se încarcă articolul...');
  });

  it.each([
    ['does not exist', json(404, { message: 'Blog post not found' })],
    ['cannot be loaded', json(500, { message: 'Internal error' })],
    ['gets no answer', 'network-error' as const],
  ])('says the post cannot be shown when it %s, with a link back to the blog', async (_, answer) => {
    mockPost(answer);
    await renderApp(POST_PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the blog post. It may have been removed or is unavailable.',
    );
    expect(screen.getByRole('link', { name: 'Înapoi la blog' })).toHaveAttribute('href', '/blog');
    expect(document.title).toBe('Articolul nu poate fi afișat – SmartHome Iași');
  });
});
