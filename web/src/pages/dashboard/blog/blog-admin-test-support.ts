/**
 * Test support for the admin blog screens: a signed-in admin, a few posts as /graphql answers them,
 * and the whole app opened at a blog route with /graphql answering by operation name.
 */
import { afterAll, beforeAll, vi } from 'vitest';
import type { BlogPost } from '@/features/blog-admin/api/blog-admin-api';
import type { User } from '@/lib/user';
import { mockAuthApi, type MockAnswer } from '@/test/api-mocks';
import { gqlData, graphqlRoutes, type OperationAnswer } from '@/test/graphql-mocks';
import { renderApp } from '@/test/render-app';

export const admin: User = {
  id: '1',
  firstName: 'Andrei',
  lastName: 'Popescu',
  email: 'andrei@example.ro',
  role: 'admin',
  active: true,
  authProvider: '',
  createdAt: '2025-11-04T09:00:00.000Z',
};

export const published: BlogPost = {
  id: '65f000000000000000000001',
  title: 'Senzori Zigbee pentru fiecare cameră',
  slug: 'senzori-zigbee-pentru-fiecare-camera',
  description:
    '<h2>De ce Zigbee</h2><p>Consum mic și <a href="https://example.ro/zigbee">rețea proprie</a>.</p><pre><code class="language-python">print("salut")</code></pre>',
  tags: ['zigbee', 'senzori'],
  featured: true,
  publishedDate: '2026-03-05T12:30:00.000Z',
  scheduled: false,
  imageUrl: 'https://example.ro/zigbee.jpg',
  version: 1,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-06T16:45:00.000Z',
};

export const scheduled: BlogPost = {
  id: '65f000000000000000000002',
  title: 'Irigații automate în grădină',
  slug: 'irigatii-automate-in-gradina',
  description: '<p>Programe după ploaie.</p>',
  tags: [],
  featured: false,
  publishedDate: '2026-09-01T06:00:00.000Z',
  scheduled: true,
  imageUrl: null,
  version: 1,
  createdAt: '2026-03-10T10:00:00.000Z',
  updatedAt: '2026-03-10T10:00:00.000Z',
};

export const draftless: BlogPost = {
  ...published,
  id: '65f000000000000000000003',
  title: 'Prima pagină de dashboard',
  slug: 'prima-pagina-de-dashboard',
  tags: ['dashboard'],
  featured: false,
  publishedDate: null,
  imageUrl: null,
};

/** A post as /graphql answers it: typed, so Apollo's cache keeps it under BlogPost:<id>. */
export const gqlPost = (post: BlogPost) => ({ __typename: 'BlogPost', ...post });

export const listAnswer = (posts: BlogPost[], totalPages = 1) =>
  gqlData({ blogPosts: { __typename: 'BlogPage', data: posts.map(gqlPost), totalPages } });

export const postAnswer = (post: BlogPost) => gqlData({ blogPost: gqlPost(post) });

/** The app at `path`, signed in as the admin, /graphql answering `operations`. */
export async function openBlogAdmin(
  path: string,
  operations: Record<string, OperationAnswer> = {},
  rest: Record<string, MockAnswer> = {},
) {
  const fetchMock = mockAuthApi({ kind: 'user', user: admin }, { ...graphqlRoutes(operations), ...rest });
  return { fetchMock, ...(await renderApp(path)) };
}

/** Dashboard dates are read in Iași's time zone in these tests, so the expected texts are fixed. */
export function inBucharestTime() {
  beforeAll(() => {
    vi.stubEnv('TZ', 'Europe/Bucharest');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
}
