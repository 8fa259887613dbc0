import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PagePagination, type PagePaginationLabels } from './page-pagination';

const labels: PagePaginationLabels = {
  nav: 'Pagini',
  previous: 'Anterioară',
  previousLabel: 'Pagina anterioară',
  next: 'Următoare',
  nextLabel: 'Pagina următoare',
  page: (page) => `Pagina ${page}`,
};

function renderPager(page: number, totalPages: number, pagerLabels = labels) {
  render(
    <MemoryRouter>
      <PagePagination
        page={page}
        totalPages={totalPages}
        labels={pagerLabels}
        hrefOf={(n) => `/list?page=${n}`}
      />
    </MemoryRouter>,
  );
  return screen.queryByRole('navigation', { name: pagerLabels.nav });
}

describe('PagePagination', () => {
  it('shows nothing for a single page', () => {
    expect(renderPager(1, 1)).toBeNull();
  });

  it('lists the steps, the first, the last and the neighbours with ellipses, the current page marked', () => {
    const nav = renderPager(5, 10)!;
    expect(Array.from(nav.querySelectorAll('li'), (li) => li.textContent)).toEqual([
      'Anterioară',
      '1',
      '…',
      '4',
      '5',
      '6',
      '…',
      '10',
      'Următoare',
    ]);
    expect(within(nav).getByRole('link', { name: 'Pagina 5' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Pagina 4' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Pagina anterioară' })).toHaveAttribute(
      'href',
      '/list?page=4',
    );
    expect(within(nav).getByRole('link', { name: 'Pagina următoare' })).toHaveAttribute(
      'href',
      '/list?page=6',
    );
  });

  it('dims a step with no page that way, and names the steps by their words without separate labels', () => {
    const nav = renderPager(3, 3, {
      nav: 'Pagini',
      previous: 'Anterior',
      next: 'Următor',
      page: labels.page,
    })!;
    expect(within(nav).getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', '/list?page=2');
    expect(within(nav).queryByRole('link', { name: 'Următor' })).toBeNull();
    expect(within(nav).getByText('Următor').closest('[aria-disabled="true"]')).not.toBeNull();
  });

  it('steps back to the last page from a page past the end', () => {
    const nav = renderPager(12, 10)!;
    expect(within(nav).getByRole('link', { name: 'Pagina anterioară' })).toHaveAttribute(
      'href',
      '/list?page=10',
    );
    expect(within(nav).queryByRole('link', { name: 'Pagina următoare' })).toBeNull();
  });
});
