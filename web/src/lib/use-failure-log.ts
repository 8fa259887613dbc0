import { useEffect } from 'react';

/**
 * Writes a failed read to the console once, when it happens: the call-level text with its status
 * ('Failed to fetch users (503)') is for whoever reads the console, while the screen says its own.
 */
export function useFailureLog(failure: unknown): void {
  useEffect(() => {
    if (failure) console.warn(failure);
  }, [failure]);
}
