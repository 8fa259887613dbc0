import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Inbox } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { ListEmpty, ListFailure, ListLoading } from './list-states';

describe('list states', () => {
  it('announces the loading text', () => {
    render(<ListLoading text="Loading..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('says why it failed in an alert and reads again with the retry button', async () => {
    const onRetry = vi.fn();
    render(<ListFailure message="Failed to fetch" retryLabel="Try Again" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the empty text, and the hint when there is one', () => {
    const { rerender } = render(<ListEmpty icon={Inbox} text="No messages yet" hint="They arrive here." />);
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByText('They arrive here.')).toBeInTheDocument();
    rerender(<ListEmpty icon={Inbox} text="No users" />);
    expect(screen.getByText('No users')).toBeInTheDocument();
    expect(screen.queryByText('They arrive here.')).not.toBeInTheDocument();
  });
});
