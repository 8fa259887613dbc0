import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Eye, Trash2 } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AdminAction, AdminActions } from './admin-actions';

describe('AdminAction', () => {
  it('is a link with `to`, else a button; named after the entry, showing the verb', async () => {
    const onDelete = vi.fn();
    render(
      <MemoryRouter>
        <AdminActions layout="card">
          <AdminAction to="/dashboard/news/1" icon={Eye} label="View Noutate 1" text="View" />
          <AdminAction
            icon={Trash2}
            intent="danger"
            label="Delete Noutate 1"
            text="Delete"
            onClick={onDelete}
          />
        </AdminActions>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'View Noutate 1' })).toHaveAttribute('href', '/dashboard/news/1');
    const remove = screen.getByRole('button', { name: 'Delete Noutate 1' });
    expect(remove).toHaveTextContent('Delete');
    expect(remove).not.toHaveAttribute('title');
    await userEvent.click(remove);
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('icon only: the verb, or the reason it is not offered, becomes the tooltip', () => {
    render(
      <AdminActions layout="row">
        <AdminAction icon={Eye} label="Edit Ana" text="Edit" iconOnly />
        <AdminAction
          icon={Trash2}
          label="Delete Ana"
          text="Delete"
          iconOnly
          tooltip="Admins cannot be deleted"
          disabled
        />
      </AdminActions>,
    );
    const edit = screen.getByRole('button', { name: 'Edit Ana' });
    expect(edit).toHaveAttribute('title', 'Edit');
    expect(edit).toHaveTextContent('');
    const remove = screen.getByRole('button', { name: 'Delete Ana' });
    expect(remove).toHaveAttribute('title', 'Admins cannot be deleted');
    expect(remove).toBeDisabled();
  });
});
