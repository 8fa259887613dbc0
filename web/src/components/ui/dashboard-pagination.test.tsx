import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DashboardPagination, usePageParam, useStayWithinPages } from './dashboard-pagination';

const labels = {
  nav: 'News pages',
  previous: 'Previous',
  next: 'Next',
  page: (n: number) => `Page ${n}`,
};

/** A list of `totalPages` pages whose rows end on `lastFilled`: a later page comes back empty. */
function List({ totalPages, lastFilled = totalPages }: { totalPages: number; lastFilled?: number }) {
  const page = usePageParam();
  const moving = useStayWithinPages(page, page > lastFilled, totalPages);
  return moving ? null : <DashboardPagination page={page} totalPages={totalPages} labels={labels} />;
}

const renderAt = (url: string, totalPages: number, lastFilled?: number) => {
  const router = createMemoryRouter(
    [{ path: '/list', element: <List totalPages={totalPages} lastFilled={lastFilled} /> }],
    { initialEntries: [url] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
};

describe('DashboardPagination', () => {
  it('links every page of the current address, marks the current one, keeps the other parameters', () => {
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

  it('reads a missing or malformed page as 1, where Previous leads nowhere', () => {
    renderAt('/list?page=abc', 4);
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByText('Previous').closest('[aria-disabled]')).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows nothing for a single page', () => {
    renderAt('/list', 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('moves an empty page past the end to the last page there is, in place of the history entry', async () => {
    const { router } = renderAt('/list?page=5&tag=zigbee', 3, 3);
    expect(await screen.findByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.search).toBe('?page=3&tag=zigbee');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
