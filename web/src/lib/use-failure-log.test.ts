import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFailureLog } from './use-failure-log';

describe('useFailureLog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes each new failure to the console once, and nothing while there is none', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = new Error('Failed to fetch users (503)');
    const { rerender } = renderHook(({ failure }: { failure: unknown }) => useFailureLog(failure), {
      initialProps: { failure: null as unknown },
    });
    expect(warn).not.toHaveBeenCalled();

    rerender({ failure: first });
    rerender({ failure: first });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(first);

    rerender({ failure: undefined });
    const second = new Error('Failed to fetch users (502)');
    rerender({ failure: second });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenLastCalledWith(second);
  });
});
