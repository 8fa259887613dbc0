import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBackCloses } from './use-back-closes';

/** A page with an overlay, its own close button, and a link out of it that closes it. */
function Page({ startOpen = false }: { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const { followLink } = useBackCloses(open, () => setOpen(false));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <div role="dialog" aria-label="Overlay">
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
          <button
            type="button"
            onClick={() => {
              followLink();
              setOpen(false);
              window.history.pushState({ page: 'next' }, '', '/next');
            }}
          >
            Elsewhere
          </button>
        </div>
      ) : null}
    </>
  );
}

/** history.back() is asynchronous: resolves once its popstate was dispatched and handled. */
const back = () =>
  act(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('popstate', () => resolve(), { once: true });
        window.history.back();
      }),
  );

const overlay = () => screen.queryByRole('dialog', { name: 'Overlay' });

describe('useBackCloses', () => {
  beforeEach(() => {
    window.history.replaceState({ page: 'gallery', usr: null }, '', '/dashboards');
  });
  /** The entries pushed (the history of the test environment outlives each test, so its length says little). */
  const pushes = () => vi.spyOn(window.history, 'pushState');
  const renderPage = (startOpen = false) =>
    render(
      <StrictMode>
        <Page startOpen={startOpen} />
      </StrictMode>,
    );
  afterEach(() => vi.restoreAllMocks());

  it('adds one entry repeating the page, which Back takes away with the overlay', async () => {
    const pushed = pushes();
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(overlay()).toBeInTheDocument();
    expect(pushed).toHaveBeenCalledTimes(1);
    expect(window.history.state).toMatchObject({ page: 'gallery', usr: null });
    expect(window.location.pathname).toBe('/dashboards');

    await back();
    expect(overlay()).not.toBeInTheDocument();
    expect(window.history.state).toEqual({ page: 'gallery', usr: null });
  });

  it('mounted open, adds one entry, though the development double run sets it up twice', async () => {
    const pushed = pushes();
    renderPage(true);
    await act(() => Promise.resolve());
    expect(overlay()).toBeInTheDocument();
    expect(pushed).toHaveBeenCalledTimes(1);
    await back();
    expect(overlay()).not.toBeInTheDocument();
    expect(window.history.state).toEqual({ page: 'gallery', usr: null });
  });

  it('closed by its own button, steps back over its entry', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const popped = new Promise<void>((resolve) =>
      window.addEventListener('popstate', () => resolve(), { once: true }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(() => popped);
    expect(overlay()).not.toBeInTheDocument();
    expect(window.history.state).toEqual({ page: 'gallery', usr: null });
  });

  it('leaving from inside it keeps the navigation: no step back', async () => {
    renderPage();
    const historyBack = vi.spyOn(window.history, 'back');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await act(() => Promise.resolve());
    expect(overlay()).not.toBeInTheDocument();
    expect(historyBack).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/next');
    // Back from there shows the page as it was, the overlay closed.
    await back();
    expect(window.location.pathname).toBe('/dashboards');
    expect(overlay()).not.toBeInTheDocument();
  });
});
