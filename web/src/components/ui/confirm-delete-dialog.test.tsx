import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

const texts = { title: 'Delete item', cancel: 'Cancel', confirm: 'Delete', deleting: 'Deleting...' };

const open = (deleting = false, subject: React.ReactNode = 'Noutate 1') => {
  const answers = { onCancel: vi.fn(), onConfirm: vi.fn() };
  render(
    <ConfirmDeleteDialog
      texts={texts}
      closeLabel="Close"
      question="Are you sure?"
      subject={subject}
      deleting={deleting}
      {...answers}
    />,
  );
  return answers;
};

describe('ConfirmDeleteDialog', () => {
  it('is an alert dialog named by its title, described by the question, with Cancel focused', () => {
    open();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete item' });
    expect(dialog).toHaveAccessibleDescription('Are you sure?');
    expect(screen.getByText('Noutate 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('answers Cancel and Delete', async () => {
    const { onCancel, onConfirm } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('says Deleting... and takes no answer while the delete is in flight', () => {
    open(true);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('gives the focus back to what opened it, unless the outcome has taken it on purpose first', async () => {
    let showOutcome = () => undefined as void;
    let close = () => undefined as void;
    function Page() {
      const [asking, setAsking] = useState(false);
      const [outcome, setOutcome] = useState(false);
      const shown = useRef<HTMLElement>(null);
      useEffect(() => {
        if (outcome) shown.current?.focus();
      }, [outcome]);
      showOutcome = () => setOutcome(true);
      close = () => setAsking(false);
      return (
        <>
          <button type="button" onClick={() => setAsking(true)}>
            Rotate
          </button>
          {outcome ? <section ref={shown} tabIndex={-1} aria-label="New secret" /> : null}
          {asking ? (
            <ConfirmDeleteDialog
              texts={texts}
              closeLabel="Close"
              question="Sure?"
              deleting={false}
              onCancel={close}
              onConfirm={() => undefined}
            />
          ) : null}
        </>
      );
    }
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Rotate' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    // The outcome is drawn, and takes the focus, a render before the dialog closes.
    act(() => showOutcome());
    act(() => close());
    expect(screen.getByRole('region', { name: 'New secret' })).toHaveFocus();
  });

  it('shows a subject of its own markup as it comes', () => {
    open(false, <blockquote>Foarte mulțumit</blockquote>);
    expect(screen.getByText('Foarte mulțumit').tagName).toBe('BLOCKQUOTE');
  });
});
