import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusToast } from './status-toast';

describe('StatusToast', () => {
  it('keeps an empty live region while there is no message', () => {
    const { container } = render(<StatusToast message={null} onDismiss={() => {}} dismissLabel="Dismiss" />);
    expect(container.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  });

  it('shows a success as a status and an error as an alert, each dismissable', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(
      <StatusToast
        message={{ tone: 'success', text: 'Saved', key: 1 }}
        onDismiss={onDismiss}
        dismissLabel="Dismiss"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    rerender(
      <StatusToast
        message={{ tone: 'error', text: 'Failed', key: 2 }}
        onDismiss={onDismiss}
        dismissLabel="Dismiss"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
