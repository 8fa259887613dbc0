/** Testimonials as GET /testimonials/featured answers them, for the carousel's tests. */
export const featuredAnswer = (count: number, extra: Record<string, unknown>[] = []) =>
  Array.from({ length: count }, (_, i) => ({
    id: `t${i + 1}`,
    client_name: `Client ${i + 1}`,
    position: null,
    company: null,
    content: `Mărturia numărul ${i + 1}, despre instalare.`,
    rating: 5,
    avatar_url: null,
    is_approved: true,
    created_at: '2026-02-01T10:00:00.000Z',
    ...extra[i],
  }));
