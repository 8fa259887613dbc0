import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminCard, AdminCards, AdminTable, CardFacts, DateCell } from './admin-table';

describe('AdminTable', () => {
  it('is a table named by its caption, with the column headings and the actions heading last', () => {
    render(
      <AdminTable
        caption="News"
        columns={['Title', { label: 'Created', className: 'optional' }]}
        actionsLabel="Actions"
      >
        <tr>
          <th scope="row">Noutate 1</th>
          <DateCell>Mar 1, 2026</DateCell>
          <td />
        </tr>
      </AdminTable>,
    );
    const table = screen.getByRole('table', { name: 'News' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Title', 'Created', 'Actions']);
    expect(within(table).getByRole('columnheader', { name: 'Created' })).toHaveClass('optional');
    expect(within(table).getByRole('rowheader', { name: 'Noutate 1' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Mar 1, 2026' })).toBeInTheDocument();
  });
});

describe('AdminCards', () => {
  it('is a list named like the table, its cards passing on their data attributes, facts as terms', () => {
    render(
      <AdminCards label="Users">
        <AdminCard data-inactive>
          <CardFacts>
            <div>
              <dt>Role</dt>
              <dd>Admin</dd>
            </div>
          </CardFacts>
        </AdminCard>
      </AdminCards>,
    );
    const item = within(screen.getByRole('list', { name: 'Users' })).getByRole('listitem');
    expect(item).toHaveAttribute('data-inactive');
    expect(within(item).getByRole('term')).toHaveTextContent('Role');
    expect(within(item).getByRole('definition')).toHaveTextContent('Admin');
  });
});
