import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DashboardPagination, pageSlots, usePageParam } from './dashboard-pagination';

const labels = {
  nav: 'News pages',
  previous: 'Previous',
  next: 'Next',
  page: (n: number) => `Page ${n}`,
  position: (page: number, total: number) => `Page ${page} of ${total}`,
};

function Probe({ totalPages }: { totalPages: number }) {
  const page = usePageParam();
  return <DashboardPagination page={page} totalPages={totalPages} labels={labels} />;
}

const renderAt = (url: string, totalPages: number) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/list', element: <Probe totalPages={totalPages} /> }], {
        initialEntries: [url],
      })}
    />,
  );

describe('pageSlots', () => {
  it('lists every page up to 7', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('past 7, keeps the first, the last and the neighbours of the current page, always 7 slots', () => {
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageSlots(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageSlots(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageSlots(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});

describe('DashboardPagination', () => {
  it('links every page, marks the current one, and keeps the other query parameters', () => {
    renderAt('/list?page=2&tag=zigbee', 3);
    const nav = screen.getByRole('navigation', { name: 'News pages' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/list?tag=zigbee');
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/list?page=3&tag=zigbee',
    );
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/list?tag=zigbee');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/list?page=3&tag=zigbee',
    );
  });

  it('Previous on the first page and Next on the last are disabled, without a target', () => {
    renderAt('/list', 2);
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Previous' })).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('reads a missing or malformed page as 1, and shows nothing for a single page', () => {
    const { unmount } = renderAt('/list?page=abc', 4);
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    unmount();
    renderAt('/list?page=1', 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
