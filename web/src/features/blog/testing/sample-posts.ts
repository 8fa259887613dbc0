/** Posts and tag counts as the REST facade answers them, for the blog's tests. */
import type { BlogPost, TagCount } from '../api/blog-api';

export function samplePost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: '6650f1a2b3c4d5e6f7a8b9c0',
    title: 'Cum alegi un senzor de mișcare Zigbee',
    slug: 'cum-alegi-un-senzor-de-miscare-zigbee',
    description:
      '<p>Un senzor de mișcare bun pornește lumina <strong>înainte</strong> să ajungi la întrerupător.</p><h2>Ce contează</h2><ul><li>Autonomia bateriei</li><li>Unghiul de detecție</li></ul><pre><code class="language-python">def porneste():\n    return True</code></pre>',
    excerpt:
      'Un senzor de mișcare bun pornește lumina înainte să ajungi la întrerupător. Ce contează Autonomia bateriei Unghiul de detecție def porneste(): return True',
    reading_time: 4,
    tags: ['Zigbee', 'Senzori'],
    featured: false,
    published_date: '2026-03-14T09:00:00.000Z',
    scheduled: false,
    image_url: null,
    share_image_url: null,
    version: 1,
    created_at: '2026-03-10T09:00:00.000Z',
    updated_at: '2026-03-14T09:00:00.000Z',
    ...overrides,
  };
}

/** `count` posts with distinct ids and titles ("Articolul 1", …). */
export const samplePosts = (count: number, from = 1): BlogPost[] =>
  Array.from({ length: count }, (_, index) =>
    samplePost({
      id: `post-${from + index}`,
      title: `Articolul ${from + index}`,
      slug: `articolul-${from + index}`,
    }),
  );

export const sampleTags: TagCount[] = [
  { name: 'Home Assistant', count: 9 },
  { name: 'Zigbee', count: 4 },
  { name: 'Senzori', count: 1 },
];
