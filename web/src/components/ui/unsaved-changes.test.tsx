import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { en } from '@/lib/texts/en';
import { DISCARDING_CHANGES, UnsavedChangesGuard, useUnsavedChanges } from './unsaved-changes';

/** A form that holds changes once something is typed, and whose save moves to /list. */
function NoteForm() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  useUnsavedChanges(!saving && text !== '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        // The answer of a save: after a round trip, the form's own way out.
        void Promise.resolve().then(() => navigate('/list'));
      }}
    >
      <label>
        Note
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="submit">Save</button>
      <Link to="/form#notes">Notes</Link>
      <Link to="/list" state={DISCARDING_CHANGES}>
        Cancel
      </Link>
    </form>
  );
}

function renderGuardedForm() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <UnsavedChangesGuard texts={en.unsavedChanges}>
            <nav>
              <Link to="/list">List</Link>
            </nav>
            <Outlet />
          </UnsavedChangesGuard>
        ),
        children: [
          { path: 'form', element: <NoteForm /> },
          { path: 'list', element: <h1>List</h1> },
        ],
      },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const unloadIsQuestioned = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('UnsavedChangesGuard', () => {
  it('lets an untouched form go without a question', async () => {
    const router = renderGuardedForm();
    expect(unloadIsQuestioned()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'List' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list');
  });

  it('asks before leaving a form with changes: staying keeps them, leaving goes', async () => {
    const router = renderGuardedForm();
    await userEvent.type(screen.getByLabelText('Note'), 'Releu în hol');
    expect(unloadIsQuestioned()).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'List' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent(en.unsavedChanges.question);
    expect(screen.getByRole('button', { name: 'Stay on this page' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Note')).toHaveValue('Releu în hol');

    // Another hash of the same screen is not leaving it.
    await userEvent.click(screen.getByRole('link', { name: 'Notes' }));
    expect(router.state.location.hash).toBe('#notes');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'List' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(unloadIsQuestioned()).toBe(false);
  });

  it('lets Cancel leave without asking: throwing the changes away is what it is for', async () => {
    const router = renderGuardedForm();
    await userEvent.type(screen.getByLabelText('Note'), 'De aruncat');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list');
  });

  it("never stops the form's own way out after a save", async () => {
    const router = renderGuardedForm();
    await userEvent.type(screen.getByLabelText('Note'), 'Senzor nou');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list');
  });

  it('answers the router with what the forms hold at the moment of leaving', async () => {
    const router = renderGuardedForm();
    await userEvent.type(screen.getByLabelText('Note'), 'x');
    await userEvent.clear(screen.getByLabelText('Note'));
    await act(() => router.navigate('/list'));
    expect(router.state.location.pathname).toBe('/list');
  });
});
