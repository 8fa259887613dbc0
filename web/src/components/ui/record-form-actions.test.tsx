import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RecordFormActions } from './record-form-actions';

const texts = { cancel: 'Cancel', saving: 'Saving...', create: 'Create', update: 'Update' };

const renderActions = (editing: boolean, saving: boolean) =>
  render(
    <MemoryRouter>
      <form>
        <RecordFormActions cancelTo="/dashboard/news/7" editing={editing} saving={saving} texts={texts} />
      </form>
    </MemoryRouter>,
  );

describe('RecordFormActions', () => {
  it('offers Cancel back to the record and Create or Update, busy while saving', () => {
    const { unmount } = renderActions(false, false);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard/news/7');
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    unmount();

    renderActions(true, false);
    expect(screen.getByRole('button', { name: 'Update' })).toHaveAttribute('type', 'submit');
  });

  it('says it is saving and takes no second click meanwhile', () => {
    renderActions(true, true);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });
});
