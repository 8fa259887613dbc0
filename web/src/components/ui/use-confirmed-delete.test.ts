import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useListDelete } from './use-confirmed-delete';

interface Entry {
  id: string;
}

function renderListDelete(remove: (entry: Entry) => Promise<unknown>) {
  const status = { show: vi.fn(), clear: vi.fn() };
  const reload = vi.fn(() => Promise.resolve());
  const { result } = renderHook(() =>
    useListDelete(remove, {
      status,
      deleted: 'News deleted successfully',
      failureText: (caught) => (caught instanceof Error ? caught.message : 'Failed to delete news'),
      reload,
    }),
  );
  return { result, status, reload };
}

describe('useListDelete', () => {
  it('asks with the status message cleared, then deletes, says so and reads the page again', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const { result, status, reload } = renderListDelete(remove);
    act(() => result.current.ask({ id: '7' }));
    expect(status.clear).toHaveBeenCalled();
    expect(result.current.asking).toEqual({ entry: { id: '7' }, busy: false });

    await act(async () => result.current.confirm());
    expect(remove).toHaveBeenCalledWith({ id: '7' });
    expect(status.show).toHaveBeenCalledWith('success', 'News deleted successfully');
    expect(reload).toHaveBeenCalled();
    expect(result.current.asking).toBeNull();
  });

  it('says why a delete failed and keeps the page as it is', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result, status, reload } = renderListDelete(() => Promise.reject(new Error('Not allowed')));
    act(() => result.current.ask({ id: '7' }));
    await act(async () => result.current.confirm());
    expect(status.show).toHaveBeenCalledWith('error', 'Not allowed');
    expect(reload).not.toHaveBeenCalled();
    expect(result.current.asking).toBeNull();
  });
});
